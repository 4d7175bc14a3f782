// clsx, not cn: tailwind-merge would triple the results' client chunk; no class here overrides another.
import { clsx } from 'clsx';
import type { Messages } from '@/lib/render/i18n';
import { searchKinds, type SearchKind } from '@/lib/search/kinds';

/**
 * The results' filters: one pressed button per kind with results, and "all", each with its
 * count; a button, not a link, so the list stays where the focus is.
 */
export function SearchFilters({
  words,
  lang,
  counts,
  all,
  kind,
  choose,
}: {
  words: Messages['search'];
  lang: string;
  counts: Record<SearchKind, number>;
  all: number;
  kind: SearchKind | undefined;
  choose: (kind: SearchKind | undefined) => void;
}) {
  return (
    <div role="group" aria-label={words.filter} className="mt-4 flex flex-wrap gap-2">
      {[undefined, ...searchKinds].map((name) => {
        const n = name ? counts[name] : all;
        if (name && n === 0) return null;
        const pressed = name === kind;
        return (
          <button
            key={name ?? 'all'}
            type="button"
            aria-pressed={pressed}
            onClick={() => choose(name)}
            className={clsx(
              'inline-flex min-h-11 items-center rounded-pill px-4 text-sm font-bold transition-colors',
              pressed
                ? 'bg-accent text-accent-label'
                : 'bg-raised text-heading hover:text-accent-ink',
            )}
          >
            {`${name ? words.kinds[name] : words.kinds.all} (${n.toLocaleString(lang)})`}
          </button>
        );
      })}
    </div>
  );
}
