import Link from 'next/link';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { tagsInUse } from '@/data/accessibility';
import { hrefIn } from '@/lib/core/paths';
import { localisedPath } from '@/lib/core/locales.mjs';
import { accessibilityIndex, accessibilityTagPath, gamesIndex } from '@/lib/core/routes.mjs';
import { getLocale, getMessages } from '@/lib/render/i18n';

/**
 * /games/accessibility/: every accessibility feature a game lists, defined, each leading to
 * the games that offer it. Only the tags in use: a feature no game lists has no page.
 */
export function AccessibilityIndexScreen() {
  const { code } = getLocale();
  const { nav, pages, gameAccessibility: words, accessibilityTags: labels } = getMessages();
  const tags = tagsInUse(code);
  return (
    <>
      <Breadcrumbs
        trail={[
          { name: nav.home, href: hrefIn('/', code) },
          { name: pages.games.title, href: localisedPath(gamesIndex.path, code) },
          { name: words.indexTitle, href: localisedPath(accessibilityIndex.path, code) },
        ]}
      />
      <h1 className="text-3xl font-bold text-heading sm:text-4xl">{words.indexTitle}</h1>
      <p className="mt-4 max-w-prose text-body">{words.indexLead}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tags.map(({ tag, games }) => (
          <li key={tag} data-tag={tag} className="rounded-card bg-card p-5">
            <h2 className="text-lg font-bold text-heading">
              <Link
                href={localisedPath(accessibilityTagPath(tag), code)}
                prefetch={false}
                className="inline-flex min-h-6 items-center text-accent-ink underline underline-offset-4 hover:no-underline"
              >
                {labels[tag].label}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-body">{labels[tag].definition}</p>
            <p className="mt-2 text-sm text-body">
              {games.map(({ game }) => game.name).join(' · ')}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
