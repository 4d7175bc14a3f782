import { Search } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';

/**
 * The inert search box (spec §5). Deliberately not inside a <form>: with no form,
 * Enter has nothing to submit, so the page, the URL and the typed text all stay,
 * with or without JavaScript.
 */
export function SearchBox({ id = 'site-search', className }: { id?: string; className?: string }) {
  return (
    <div role="search" className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        Search games
      </label>
      <Icon
        icon={Search}
        className="pointer-events-none absolute left-4 top-1/2 size-4 -translate-y-1/2 text-body"
      />
      <input
        id={id}
        type="search"
        placeholder="Type Something"
        autoComplete="off"
        enterKeyHint="search"
        className="h-11 w-full rounded-pill border border-muted bg-surface pl-11 pr-4 text-sm text-heading placeholder:text-body focus-visible:border-accent-mark"
      />
    </div>
  );
}
