import { contentIn, content } from './content';
import { site } from './site';
import type { CatalogueGame, PopularGame } from '../lib/content/types';
import { getLocale, getMessages } from '@/lib/render/i18n';
import { STORES, type Store } from '@/lib/content/games/game-facts.mjs';
import { format } from '@/lib/core/messages.mjs';
import { localisedPath, locales } from '@/lib/core/locales.mjs';
import { localisedRoutes } from '@/lib/core/paths';
import { gamePath, gamesIndex, screens } from '@/lib/core/routes.mjs';

// The game catalogue (data/content/games/<slug>/), in the language of the page being
// rendered. Every game has a page: the spec's fixed game its /details/, each other game
// /games/<slug>/.

/** Every catalogue game, in slug order. */
export const catalogueGames = (): readonly CatalogueGame[] => contentIn(getLocale().code).catalogue;

/** The slugs that get a /games/<slug>/ page: every game but the details screen's. */
export const gamePageSlugs: readonly string[] = content.catalogue
  .filter((game) => game.page === 'own')
  .map((game) => game.slug);

/** A game with a page of its own, in the page's language; undefined for any other slug. */
export const gameWithPage = (slug: string): CatalogueGame | undefined =>
  catalogueGames().find((game) => game.slug === slug && game.page === 'own');

const detailsPath = screens.find((screen) => screen.name === 'Details')!.path;

/**
 * Where a catalogue game's cards lead, in a language: its page, or none for a slug the
 * catalogue lacks (the build's first step refuses those, so only a test sees undefined).
 */
export function gameHref(slug: string | undefined, code = getLocale().code): string | undefined {
  const game = content.catalogue.find((entry) => entry.slug === slug);
  return game ? gamePageHref(game, code) : undefined;
}

/** A catalogue game's page, in a language: /details/ for the spec's own game. */
export const gamePageHref = (game: Pick<CatalogueGame, 'slug' | 'page'>, code = getLocale().code) =>
  localisedPath(game.page === 'details' ? detailsPath : gamePath(game.slug), code);

/**
 * The catalogue games among `slugs`, in their order, each with its page, in a language (a
 * post's games, a game's related ones); a slug the catalogue lacks is left out.
 */
export const gameLinks = (slugs: readonly string[], code = getLocale().code) =>
  slugs.flatMap((slug) => {
    const game = contentIn(code).catalogue.find((entry) => entry.slug === slug);
    const href = gameHref(slug, code);
    return game && href ? [{ game, href }] : [];
  });

/** Who made a game and who publishes it: its own, or the brand's company. */
export const gameMakers = (game: Pick<CatalogueGame, 'developer' | 'publisher'>) => ({
  developer: game.developer ?? site.companyName,
  publisher: game.publisher ?? site.companyName,
});

/** A store's name in the page's language: the maker's own, the studio's shop by the brand's name. */
export const storeName = (store: Store) =>
  STORES[store] ?? format(getMessages().gameFacts.studioStore, { company: site.companyName });

/** A catalogue game as a store card shows it (components/games/popular-game-card.tsx). */
export const gameCard = (game: CatalogueGame): PopularGame => ({
  game: game.slug,
  name: game.name,
  type: game.type,
  imgUrl: game.cover,
});

/**
 * Every page the 404 page's case redirect knows, in every language: the screens, /games/
 * and each game's own page (/DE/Games/Neon-Vanguard reaches /de/games/neon-vanguard/).
 */
export const redirectRoutes: readonly string[] = [
  ...localisedRoutes,
  ...locales.flatMap(({ code }) =>
    [gamesIndex.path, ...gamePageSlugs.map(gamePath)].map((path) => localisedPath(path, code)),
  ),
];
