import Link from 'next/link';
import type { Nodes } from 'mdast';
import type { ReactNode } from 'react';
import { markdownTree } from '@/lib/content/markdown.mjs';

/**
 * A post's body from its Markdown, as elements: every text a studio wrote stays text, raw
 * HTML included (shown as the characters it is). The build's first step refused anything
 * outside this subset (lib/content/markdown.mjs postMarkdownProblem). A link to a page of the
 * site goes through next/link, which adds the base path; any other opens where it leads.
 */
export function PostBody({ text }: { text: string }) {
  return (
    <div className="space-y-4 text-body [&_a:hover]:no-underline [&_a]:text-accent-ink [&_a]:underline [&_a]:underline-offset-4">
      {markdownTree(text).children.map((node, index) => render(node, index, true))}
    </div>
  );
}

function render(node: Nodes, key: number, spread: boolean): ReactNode {
  const children = (nodes: readonly Nodes[], loose = spread) =>
    nodes.map((child, index) => render(child, index, loose));
  switch (node.type) {
    case 'paragraph':
      // A tight list's items hold their text without a paragraph around it.
      return spread ? <p key={key}>{children(node.children)}</p> : children(node.children);
    case 'heading': {
      const Heading = node.depth === 2 ? 'h2' : 'h3';
      return (
        <Heading
          key={key}
          className={
            node.depth === 2
              ? 'pt-4 text-2xl font-bold text-heading'
              : 'pt-2 text-xl font-bold text-heading'
          }
        >
          {children(node.children)}
        </Heading>
      );
    }
    case 'text':
    case 'html':
      return node.value;
    case 'emphasis':
      return <em key={key}>{children(node.children)}</em>;
    case 'strong':
      return <strong key={key}>{children(node.children)}</strong>;
    case 'inlineCode':
      return <code key={key}>{node.value}</code>;
    case 'code':
      return (
        <pre key={key} className="overflow-x-auto rounded-media bg-raised p-4 text-sm" dir="ltr">
          <code>{node.value}</code>
        </pre>
      );
    case 'break':
      return <br key={key} />;
    case 'thematicBreak':
      return <hr key={key} className="border-raised" />;
    case 'blockquote':
      return (
        <blockquote key={key} className="border-s-4 border-accent-mark ps-4 italic text-heading">
          {children(node.children, true)}
        </blockquote>
      );
    case 'link':
      return node.url.startsWith('/') ? (
        <Link key={key} href={node.url} prefetch={false}>
          {children(node.children)}
        </Link>
      ) : (
        <a key={key} href={node.url} rel="noopener">
          {children(node.children)}
        </a>
      );
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
      return null;
  }
}
