import type { Nodes } from 'mdast';
import type { ReactNode } from 'react';
import { markdownTree } from '@/lib/content/shared/markdown.mjs';

/**
 * A game's description from its Markdown, as elements, so every text a studio wrote stays
 * text. The build's first step refused anything outside this subset (lib/content/shared/markdown.mjs).
 */
export function GameMarkdown({ text }: { text: string }) {
  return <>{markdownTree(text).children.map((node, index) => renderMarkdown(node, index, true))}</>;
}

/** What a wider subset (a news post's) renders of a node the description's has not. */
export type MoreMarkdown = (
  node: Nodes,
  key: number,
  children: (nodes: readonly Nodes[], loose?: boolean) => ReactNode[],
) => ReactNode;

/**
 * One node of a description's subset as elements; any other node is `more`'s (a post's
 * headings, links, quotations), or nothing.
 */
export function renderMarkdown(
  node: Nodes,
  key: number,
  spread: boolean,
  more?: MoreMarkdown,
): ReactNode {
  const children = (nodes: readonly Nodes[], loose = spread) =>
    nodes.map((child, index) => renderMarkdown(child, index, loose, more));
  switch (node.type) {
    case 'paragraph':
      // A tight list's items hold their text without a paragraph around it.
      return spread ? <p key={key}>{children(node.children)}</p> : children(node.children);
    case 'text':
      return node.value;
    case 'emphasis':
      return <em key={key}>{children(node.children)}</em>;
    case 'strong':
      return <strong key={key}>{children(node.children)}</strong>;
    case 'inlineCode':
      return <code key={key}>{node.value}</code>;
    case 'break':
      return <br key={key} />;
    case 'list': {
      const List = node.ordered ? 'ol' : 'ul';
      return (
        <List
          key={key}
          className={node.ordered ? 'list-decimal space-y-1 ps-6' : 'list-disc space-y-1 ps-6'}
        >
          {children(node.children, Boolean(node.spread))}
        </List>
      );
    }
    case 'listItem':
      return <li key={key}>{children(node.children, Boolean(node.spread))}</li>;
    default:
      return more ? more(node, key, children) : null;
  }
}
