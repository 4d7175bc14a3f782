import Link from 'next/link';
import { cn } from '@/lib/cn';
import type { NewsKind } from '@/data/news';
import { getLocale, getMessages } from '@/lib/render/i18n';
import { localisedPath } from '@/lib/core/locales.mjs';
import { newsListPath } from '@/lib/core/routes.mjs';
import { format } from '@/lib/core/messages.mjs';

const pill =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-pill px-3 text-sm font-bold';

/**
 * A list's numbered pages, each a static page, with the newer and older ones as rel="prev"
 * and rel="next": nothing when the list fits one page.
 */
export function NewsPagination({
  kind,
  page,
  pages,
}: {
  kind?: NewsKind;
  page: number;
  pages: number;
}) {
  const { news } = getMessages();
  const { code } = getLocale();
  if (pages < 2) return null;
  const href = (n: number) => localisedPath(newsListPath(kind, n), code);
  const step = (n: number, rel: 'prev' | 'next', label: string) => (
    <li>
      <Link
        href={href(n)}
        rel={rel}
        prefetch={false}
        className={cn(pill, 'bg-raised text-heading hover:text-accent-ink')}
      >
        {label}
      </Link>
    </li>
  );
  return (
    <nav aria-label={news.pagination} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? step(page - 1, 'prev', news.previous) : null}
        {Array.from({ length: pages }, (_, index) => index + 1).map((n) => (
          <li key={n}>
            <Link
              href={href(n)}
              prefetch={false}
              aria-current={n === page ? 'page' : undefined}
              aria-label={format(news.page, { page: n })}
              className={cn(
                pill,
                n === page
                  ? 'bg-accent text-accent-label'
                  : 'bg-raised text-heading hover:text-accent-ink',
              )}
            >
              {n}
            </Link>
          </li>
        ))}
        {page < pages ? step(page + 1, 'next', news.next) : null}
      </ul>
    </nav>
  );
}
