// A game's description is Markdown a studio writes: parsed at build time into a tree the
// page renders as elements (components/games/game-markdown.tsx), never as HTML, so a
// description stays text whatever it holds. The subset is what a description needs;
// anything else stops the build's first step with one line (lib/content/shared/markdown-fields.mjs).
import { fromMarkdown } from 'mdast-util-from-markdown';

/** The node types a description may hold. */
const TAKEN = new Set([
  'root',
  'paragraph',
  'text',
  'emphasis',
  'strong',
  'list',
  'listItem',
  'break',
  'inlineCode',
]);

/** What a refused node is, in a studio's words. */
const NAMES = /** @type {Record<string, string>} */ ({
  heading: 'a heading (the page has its own)',
  html: 'HTML',
  image: 'an image (screenshots are their own field)',
  imageReference: 'an image',
  link: 'a link',
  linkReference: 'a link',
  definition: 'a link definition',
  code: 'a code block',
  blockquote: 'a quotation',
  thematicBreak: 'a rule (---)',
  table: 'a table',
});

/** @typedef {import('mdast').Root} MarkdownRoot */
/** @typedef {import('mdast').RootContent} MarkdownNode */

/** A description's tree. @param {string} text @returns {MarkdownRoot} */
export const markdownTree = (text) => fromMarkdown(text);

/**
 * What a news post adds: ## and ### headings (the title is the page's h1), links, quotations,
 * code blocks, rules, and raw HTML, which is shown as the text it is.
 */
const POST_TAKEN = new Set([
  ...TAKEN,
  'heading',
  'link',
  'blockquote',
  'code',
  'thematicBreak',
  'html',
]);

/** Where a post's link may lead: the web, a mail address, or a page of this site (/games/…). */
export const POST_LINK = /^(https?:\/\/[^\s]+|mailto:[^\s]+|\/(?!\/)[^\s]*)$/i;

/**
 * The first thing in a description the page does not show, as a short phrase; null when
 * all of it is taken.
 * @param {string} text
 * @returns {string | null}
 */
export function markdownProblem(text) {
  return problemIn(text, TAKEN, 'paragraphs, *emphasis*, **strong**, `code` and lists');
}

/**
 * The first thing in a news post's body the page does not show; null when all of it is.
 * @param {string} text
 * @returns {string | null}
 */
export function postMarkdownProblem(text) {
  return problemIn(
    text,
    POST_TAKEN,
    'paragraphs, ## and ### headings, lists, links and quotations',
  );
}

/**
 * @param {string} text @param {ReadonlySet<string>} taken @param {string} expected
 * @returns {string | null}
 */
function problemIn(text, taken, expected) {
  /** @param {import('mdast').Nodes} node @returns {string | null} */
  const visit = (node) => {
    const line = node.position?.start.line;
    const on = line ? ` on line ${line}` : '';
    if (!taken.has(node.type)) {
      return `${NAMES[node.type] ?? node.type}${on} is not shown: expected ${expected}`;
    }
    if (node.type === 'heading' && (node.depth < 2 || node.depth > 3)) {
      return `a level-${node.depth} heading${on} is not shown: expected ## or ### (the title is the page's heading)`;
    }
    if (node.type === 'link' && !POST_LINK.test(node.url)) {
      return `the link to ${JSON.stringify(node.url.slice(0, 60))}${on} is not shown: expected https://…, mailto:… or a page of the site, /…`;
    }
    for (const child of 'children' in node ? node.children : []) {
      const problem = visit(child);
      if (problem) return problem;
    }
    return null;
  };
  return visit(markdownTree(text));
}

/**
 * A description's first paragraph as plain text: the page's meta description and its
 * VideoGame description.
 * @param {string} text
 */
export function markdownSummary(text) {
  /** @param {import('mdast').Nodes} node @returns {string} */
  const plain = (node) =>
    'value' in node ? node.value : 'children' in node ? node.children.map(plain).join('') : ' ';
  const first = markdownTree(text).children.find((node) => node.type === 'paragraph');
  return (first ? plain(first) : '').replace(/\s+/g, ' ').trim();
}
