'use client';

import { usePathname } from 'next/navigation';
import { localisedPath, locales, splitLocale } from '@/lib/core/locales.mjs';
import { normalisePath, routes } from '@/lib/core/paths';
import { gamesIndex, news, presskit } from '@/lib/core/routes.mjs';
import { withBasePath } from '@/lib/core/site-url';

/**
 * The language switcher: the page being read, in each language, each label in its own
 * language (and `lang`, so a screen reader says it right). Plain links, so they work with
 * JavaScript off and load the other language's page whole (its fonts, its direction). A
 * page with no translation of its own (404, the style guide) links each language's home; a
 * studio's page links its address in each language.
 */

/** Sections every language has at the same addresses: the games, the news, the press kit. */
const SECTIONS: readonly string[] = [gamesIndex.path, news.path, presskit.path];

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
  const same =
    (routes as readonly string[]).includes(route) ||
    SECTIONS.some((section) => route.startsWith(section));
  const targetIn = (code: string) => page?.[code] ?? (same ? route : '/');
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
