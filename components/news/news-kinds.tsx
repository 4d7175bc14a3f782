import Link from 'next/link';
import { cn } from '@/lib/cn';
import { newsKinds, type NewsKind } from '@/data/news';
import { getLocale, getMessages } from '@/lib/render/i18n';
import { localisedPath } from '@/lib/core/locales.mjs';
import { newsListPath } from '@/lib/core/routes.mjs';

/** Every post, then each kind that has one: the list being shown is the current page. */
export function NewsKinds({ current }: { current?: NewsKind }) {
  const { news } = getMessages();
  const { code } = getLocale();
  const entries = [
    { kind: undefined, label: news.kinds.all },
    ...newsKinds.map((kind) => ({ kind, label: news.kinds[kind] })),
  ];
  return (
    <nav aria-label={news.kindsLabel} className="mb-8">
      <ul className="flex flex-wrap gap-2">
        {entries.map(({ kind, label }) => (
          <li key={kind ?? 'all'}>
            <Link
              href={localisedPath(newsListPath(kind), code)}
              prefetch={false}
              aria-current={kind === current ? 'page' : undefined}
              className={cn(
                'inline-flex min-h-11 items-center rounded-pill px-4 text-sm font-bold transition-colors',
                kind === current
                  ? 'bg-accent text-accent-label'
                  : 'bg-raised text-heading hover:text-accent-ink',
              )}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
