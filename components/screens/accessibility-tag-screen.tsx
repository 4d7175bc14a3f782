import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { CollectionJsonLd } from '@/components/seo/collection-json-ld';
import { gamesWithTag } from '@/data/accessibility';
import { gamePageHref } from '@/data/catalogue';
import type { AccessibilityTag } from '@/lib/content/games/accessibility.mjs';
import { platformNames } from '@/lib/content/games/game-facts.mjs';
import { hrefIn } from '@/lib/core/paths';
import { localisedPath } from '@/lib/core/locales.mjs';
import { format } from '@/lib/core/messages.mjs';
import { accessibilityIndex, accessibilityTagPath, gamesIndex } from '@/lib/core/routes.mjs';
import { getLocale, getMessages } from '@/lib/render/i18n';

/**
 * /games/accessibility/<tag>/: the feature, defined, and exactly the games whose studio
 * lists it, each linked to its page's accessibility section; a game that has it on some
 * platforms says which.
 */
export function AccessibilityTagScreen({ tag }: { tag: AccessibilityTag }) {
  const { code } = getLocale();
  const { nav, pages, gameAccessibility: words, accessibilityTags: labels } = getMessages();
  const games = gamesWithTag(tag, code);
  if (!games) notFound();
  const { label, definition } = labels[tag];
  const href = localisedPath(accessibilityTagPath(tag), code);
  const title = format(words.tagTitle, { tag: label });
  return (
    <>
      <CollectionJsonLd
        href={href}
        name={title}
        entries={games.map(({ game }) => ({ name: game.name, href: gamePageHref(game, code) }))}
      />
      <Breadcrumbs
        trail={[
          { name: nav.home, href: hrefIn('/', code) },
          { name: pages.games.title, href: localisedPath(gamesIndex.path, code) },
          { name: words.indexTitle, href: localisedPath(accessibilityIndex.path, code) },
          { name: label, href },
        ]}
      />
      <h1 className="text-3xl font-bold text-heading sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-prose text-lg text-heading">{definition}</p>
      <p className="mt-6 max-w-prose text-body">{words.tagLead}</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {games.map(({ game, only }) => (
          <li key={game.slug} data-game={game.slug} className="rounded-card bg-card p-5">
            <h2 className="text-lg font-bold text-heading">
              <Link
                href={`${gamePageHref(game, code)}#accessibility`}
                prefetch={false}
                className="inline-flex min-h-6 items-center text-accent-ink underline underline-offset-4 hover:no-underline"
              >
                {game.name}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-body">{game.type}</p>
            {only ? (
              <p className="mt-1 text-sm text-body">
                {format(words.onlyOn, { platforms: platformNames(only, code) })}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
