// clsx, not cn: the results page's client chunk carries this, and tailwind-merge would
// triple it; the caller's classes add to these, none overrides one.
import { clsx } from 'clsx';

const link =
  'inline-flex min-h-11 items-center rounded-pill bg-raised px-4 text-sm font-bold text-heading transition-colors hover:text-accent-ink';

/**
 * Where to go when a search cannot help: the games and the news. Plain links, so it serves
 * the results page's script (no results, a failed load) and the page without one alike.
 */
export function SearchSuggestions({
  lead,
  games,
  news,
  className,
}: {
  /** What leads to them, when the page does not say it already. */
  lead?: string;
  games: { href: string; label: string };
  news: { href: string; label: string };
  className?: string;
}) {
  return (
    <div className={clsx('mt-6', className)}>
      {lead ? <p className="mb-3 text-body">{lead}</p> : null}
      <ul className="flex flex-wrap gap-2">
        {[games, news].map(({ href, label }) => (
          <li key={href}>
            <a href={href} className={link}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
