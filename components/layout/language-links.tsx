'use client';

import { usePathname } from 'next/navigation';
import { localisedPath, locales, splitLocale } from '@/lib/core/locales.mjs';
import { normalisePath, routes } from '@/lib/core/paths';
import { withBasePath } from '@/lib/core/site-url';

/**
 * The language switcher: the page being read, in each language, each label in its own
 * language (and `lang`, so a screen reader says it right). Plain links, so they work with
 * JavaScript off and load the other language's page whole (its fonts, its direction). A
 * page with no translation of its own (404, the style guide) links each language's home.
 */
export function LanguageLinks({ label, current }: { label: string; current: string }) {
  const { route } = splitLocale(normalisePath(usePathname()));
  const target = (routes as readonly string[]).includes(route) ? route : '/';
  return (
    <nav aria-label={label} className="mb-6">
      <ul className="flex flex-wrap justify-center gap-x-2 gap-y-1">
        {locales.map(({ code, name }) => (
          <li key={code}>
            <a
              href={withBasePath(localisedPath(target, code))}
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
