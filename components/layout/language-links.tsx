'use client';

import { usePathname } from 'next/navigation';
import { localisedPath, locales, splitLocale } from '@/lib/core/locales.mjs';
import { normalisePath, routes } from '@/lib/core/paths';
import { withBasePath } from '@/lib/core/site-url';

/**
 * The language switcher: the page being read, in each language, each label in its own
 * language (and `lang`, so a screen reader says it right). Plain links, so they work with
 * JavaScript off and load the other language's page whole (its fonts, its direction). A
 * page with no translation of its own (404, the style guide) links each language's home; a
 * studio's page links its address in each language.
 */
export function LanguageLinks({
  label,
  current,
  pages = [],
}: {
  label: string;
  current: string;
  /** The studio's pages' routes by language, where a language may give its own (/impressum/). */
  pages?: readonly Readonly<Record<string, string>>[];
}) {
  const { locale, route } = splitLocale(normalisePath(usePathname()));
  const page = pages.find((paths) => paths[locale] === route);
  const targetIn = (code: string) =>
    page?.[code] ?? ((routes as readonly string[]).includes(route) ? route : '/');
  return (
    <nav aria-label={label} className="mb-6">
      <ul className="flex flex-wrap justify-center gap-x-2 gap-y-1">
        {locales.map(({ code, name }) => (
          <li key={code}>
            <a
              href={withBasePath(localisedPath(targetIn(code), code))}
              hrefLang={code}
              lang={code}
              aria-current={code === current ? 'true' : undefined}
              className={
                code === current
                  ? 'inline-flex min-h-11 items-center rounded-pill bg-surface px-3 font-bold text-accent-ink'
                  : 'inline-flex min-h-11 items-center rounded-pill px-3 text-body transition-colors hover:text-accent-ink'
              }
            >
              {name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
