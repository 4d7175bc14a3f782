import { Search } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { getMessages, messagesFor, type LocaleCode } from '@/lib/render/i18n';

/**
 * The inert search box (spec §5). Deliberately not inside a <form>: with no form,
 * Enter has nothing to submit, so the page, the URL and the typed text all stay,
 * with or without JavaScript.
 */
export function SearchBox({
  id = 'site-search',
  className,
  locale,
}: {
  id?: string;
  className?: string;
  /** The language of its words, when not the page's (the style guide's Arabic header). */
  locale?: LocaleCode;
}) {
  const { nav } = locale ? messagesFor(locale) : getMessages();
  return (
    <div role="search" className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {nav.searchLabel}
      </label>
      <Icon
        icon={Search}
        className="pointer-events-none absolute start-4 top-1/2 size-4 -translate-y-1/2 text-body"
      />
      <input
        id={id}
        type="search"
        placeholder={nav.searchPlaceholder}
        autoComplete="off"
        enterKeyHint="search"
        className="h-11 w-full rounded-pill border border-muted bg-surface pe-4 ps-11 text-sm text-heading placeholder:text-body focus-visible:border-accent-mark"
      />
    </div>
  );
}
