import { GameGrid } from '@/components/games/game-grid';
import { CollectionJsonLd } from '@/components/seo/collection-json-ld';
import { catalogueGames, gameCard, gamePageHref } from '@/data/catalogue';
import { localisedPath } from '@/lib/core/locales.mjs';
import { gamesIndex } from '@/lib/core/routes.mjs';
import { getLocale, getMessages } from '@/lib/render/i18n';

/** /games/: every catalogue game, each card leading to its page. */
export function GamesScreen() {
  const { pages } = getMessages();
  const { code } = getLocale();
  const games = catalogueGames();
  return (
    <>
      <CollectionJsonLd
        href={localisedPath(gamesIndex.path, code)}
        name={pages.games.heading}
        entries={games.map((game) => ({ name: game.name, href: gamePageHref(game, code) }))}
      />
      <h1 className="mb-8 text-3xl font-bold text-heading sm:text-4xl">{pages.games.heading}</h1>
      {/* Right under the page's h1: each card's name is an h2. */}
      <GameGrid games={games.map(gameCard)} level={2} />
    </>
  );
}
