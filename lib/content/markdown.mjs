// A game's description is Markdown a studio writes: parsed at build time into a tree the
// page renders as elements (components/games/game-markdown.tsx), never as HTML, so a
// description stays text whatever it holds. The subset is what a description needs;
// anything else stops the build's first step with one line (lib/content/resolve.mjs).
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
 * The first thing in a description the page does not show, as a short phrase; null when
 * all of it is taken.
 * @param {string} text
 * @returns {string | null}
 */
export function markdownProblem(text) {
  /** @param {import('mdast').Nodes} node @returns {string | null} */
  const visit = (node) => {
    if (!TAKEN.has(node.type)) {
      const line = node.position?.start.line;
      return `${NAMES[node.type] ?? node.type}${line ? ` on line ${line}` : ''} is not shown: expected paragraphs, *emphasis*, **strong**, \`code\` and lists`;
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
