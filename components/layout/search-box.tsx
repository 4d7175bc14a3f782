import { Search } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { site } from '@/data/site';
import { cn } from '@/lib/cn';
import { localisedPath } from '@/lib/core/locales.mjs';
import { searchPage } from '@/lib/core/routes.mjs';
import { withBasePath } from '@/lib/core/site-url';
import { getLocale, messagesFor, type LocaleCode } from '@/lib/render/i18n';

/**
 * The header's search box. Off (data/brand.json's default), the spec's inert box (§5):
 * deliberately not inside a <form>, so Enter has nothing to submit and the page, the URL and
 * the typed text all stay, with or without JavaScript. With search on, a plain GET form to
 * the language's /search/ page, which works before any script has run.
 */
export function SearchBox({
  id = 'site-search',
  className,
  locale,
  labelledBy,
}: {
  id?: string;
  className?: string;
  /** The language of its words, when not the page's (the style guide's Arabic header). */
  locale?: LocaleCode;
  /** The landmark's name where a page has two (the search page's own box). */
  labelledBy?: string;
}) {
  const code = locale ?? getLocale().code;
  const { nav } = messagesFor(code);
  const field = (
    <>
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
        {...(site.search ? { name: 'q' } : {})}
        className="h-11 w-full rounded-pill border border-muted bg-surface pe-4 ps-11 text-sm text-heading placeholder:text-body focus-visible:border-accent-mark"
      />
    </>
  );
  if (!site.search)
    return (
      <div role="search" className={cn('relative', className)}>
        {field}
      </div>
    );
  return (
    <form
      role="search"
      // The marker the build's policy step finds the form by (scripts/security.mjs, searchNeeds).
      data-search-form=""
      action={withBasePath(localisedPath(searchPage.path, code))}
      method="get"
      aria-labelledby={labelledBy}
      className={cn('relative', className)}
    >
      {field}
    </form>
  );
}
