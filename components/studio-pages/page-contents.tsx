import type { PageHeading } from '@/lib/content/pages/studio-pages.mjs';
import { getMessages } from '@/lib/render/i18n';

/**
 * A long page's table of contents: its headings as links to their anchors, ### indented.
 * `own` marks the headings' language where the page shows another's (the English).
 */
export function PageContents({
  headings,
  own,
}: {
  headings: readonly PageHeading[];
  own: { lang?: string; dir?: 'ltr' | 'rtl' };
}) {
  const { studioPages: words } = getMessages();
  return (
    <nav aria-label={words.contents} className="mt-8 rounded-card bg-card p-5 print:hidden">
      <h2 className="text-sm font-bold uppercase tracking-wide text-body">{words.contents}</h2>
      <ol {...own} className="mt-2">
        {headings.map(({ id, text, depth }) => (
          <li key={id} className={depth === 3 ? 'ps-4' : undefined}>
            <a
              href={`#${id}`}
              className="inline-flex min-h-6 max-w-full items-center py-1 text-accent-ink underline underline-offset-4 [overflow-wrap:anywhere] hover:no-underline"
            >
              {text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
