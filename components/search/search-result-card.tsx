import type { Messages } from '@/lib/render/i18n';
import type { SearchResult } from '@/lib/search/pagefind';

/**
 * One result: its picture, kind, title (the link) and an excerpt with the match marked. The
 * excerpt's words are rendered as text, whatever a studio wrote.
 */
export function SearchResultCard({
  result,
  kinds,
}: {
  result: SearchResult;
  kinds: Messages['search']['kind'];
}) {
  return (
    <li className="relative flex gap-4 rounded-card bg-card p-4">
      {result.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- a thumbnail the index names, already its smallest file
        <img
          src={result.image}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          className="size-16 shrink-0 rounded-media object-cover"
        />
      ) : (
        <span aria-hidden="true" className="size-16 shrink-0 rounded-media bg-raised" />
      )}
      <div className="min-w-0">
        {result.kind ? (
          <p className="text-xs font-bold text-accent-ink">{kinds[result.kind]}</p>
        ) : null}
        <h2 className="mt-1 text-lg font-bold text-heading">
          {/* The whole card is the link's target; the title stays its accessible name. */}
          <a
            href={result.url}
            className="after:absolute after:inset-0 after:rounded-card hover:text-accent-ink"
          >
            {result.title}
          </a>
        </h2>
        {/* Three lines at most: a card stays a glance, and smaller than the page's lead,
            its largest paint (docs/search.md). A clamped word is still read out. */}
        <p className="mt-1 line-clamp-3 text-sm text-body">
          {result.excerpt.map((part, index) =>
            part.marked ? (
              <mark key={index} className="bg-transparent font-bold text-accent-ink">
                {part.text}
              </mark>
            ) : (
              <span key={index}>{part.text}</span>
            ),
          )}
        </p>
      </div>
    </li>
  );
}
