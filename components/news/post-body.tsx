import Link from 'next/link';
import { renderMarkdown, type MoreMarkdown } from '@/components/games/game-markdown';
import { markdownTree } from '@/lib/content/shared/markdown.mjs';

/**
 * A post's body from its Markdown, as elements: every text a studio wrote stays text, raw
 * HTML included (shown as the characters it is). The build's first step refused anything
 * outside this subset (lib/content/shared/markdown.mjs postMarkdownProblem). A link to a page of the
 * site goes through next/link, which adds the base path; any other opens where it leads.
 */
export function PostBody({ text, ids }: { text: string; ids?: readonly string[] }) {
  // A page's contents link its headings: each gets its anchor, in the order they come.
  const anchors = [...(ids ?? [])];
  return (
    <div className="space-y-4 text-body [&_a:hover]:no-underline [&_a]:text-accent-ink [&_a]:underline [&_a]:underline-offset-4">
      {markdownTree(text).children.map((node, index) =>
        renderMarkdown(node, index, true, more(anchors)),
      )}
    </div>
  );
}

/**
 * What a post has beyond a description: headings (each taking the next of `anchors` as its
 * id), raw HTML as text, code, rules, quotations, links.
 */
const more = (anchors: string[]): MoreMarkdown =>
  function renderMore(node, key, children) {
    switch (node.type) {
      case 'heading': {
        const Heading = node.depth === 2 ? 'h2' : 'h3';
        return (
          <Heading
            key={key}
            id={anchors.shift()}
            className={
              node.depth === 2
                ? 'scroll-mt-6 pt-4 text-2xl font-bold text-heading'
                : 'scroll-mt-6 pt-2 text-xl font-bold text-heading'
            }
          >
            {children(node.children)}
          </Heading>
        );
      }
      case 'html':
        return node.value;
      case 'code':
        return (
          <pre key={key} className="overflow-x-auto rounded-media bg-raised p-4 text-sm" dir="ltr">
            <code>{node.value}</code>
          </pre>
        );
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
      default:
        return null;
    }
  };
