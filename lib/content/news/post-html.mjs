// A post's body as HTML for the feeds, and a job posting's for its JSON-LD: the same Markdown
// subset the page renders (components/news/post-body.tsx, checked at the first step), every
// text escaped (raw HTML in a post stays the characters it is) and every link absolute, since
// a feed reader or a job search shows it away from the site.
import { markdownTree } from '../shared/markdown.mjs';

/** Text as HTML text or an attribute value. @param {string} text */
export const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A post's Markdown as HTML, its site links (/games/…) made absolute against `origin` (the
 * site's URL with its base path).
 * @param {string} markdown @param {string} origin
 */
export function postHtml(markdown, origin) {
  /** @param {import('mdast').Nodes} node @param {boolean} spread @returns {string} */
  const render = (node, spread) => {
    /** @param {readonly import('mdast').Nodes[]} nodes @param {boolean} [loose] */
    const inner = (nodes, loose = spread) => nodes.map((child) => render(child, loose)).join('');
    switch (node.type) {
      case 'root':
        return inner(node.children, true);
      case 'paragraph':
        return spread ? `<p>${inner(node.children)}</p>` : inner(node.children);
      case 'heading':
        return `<h${node.depth}>${inner(node.children)}</h${node.depth}>`;
      case 'text':
      case 'html':
        return escapeHtml(node.value);
      case 'emphasis':
        return `<em>${inner(node.children)}</em>`;
      case 'strong':
        return `<strong>${inner(node.children)}</strong>`;
      case 'inlineCode':
        return `<code>${escapeHtml(node.value)}</code>`;
      case 'code':
        return `<pre><code>${escapeHtml(node.value)}</code></pre>`;
      case 'break':
        return '<br>';
      case 'thematicBreak':
        return '<hr>';
      case 'blockquote':
        return `<blockquote>${inner(node.children, true)}</blockquote>`;
      case 'link': {
        const href = node.url.startsWith('/') ? `${origin}${node.url}` : node.url;
        return `<a href="${escapeHtml(href)}">${inner(node.children)}</a>`;
      }
      case 'list': {
        const tag = node.ordered ? 'ol' : 'ul';
        return `<${tag}>${inner(node.children, Boolean(node.spread))}</${tag}>`;
      }
      case 'listItem':
        return `<li>${inner(node.children, Boolean(node.spread))}</li>`;
      default:
        return '';
    }
  };
  return render(markdownTree(markdown), true);
}
