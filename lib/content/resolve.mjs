// The site's content, checked and resolved: each kind by its own resolver (the screens' files,
// the catalogue's games, the news, the studio's pages), ordered here, and every picture field
// turned into the picture the art step makes for it. Pure: the same files give the same
// result in the build's first step (scripts/content.mjs), the art step
// (scripts/generate-art.mjs) and the app (data/content.ts), which all read the files through
// readContentFiles. Decoding pictures happens in scripts/content.mjs.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DataFileError, readJson } from '../core/data-file.mjs';
import { defaultLocale, localisedPath, locales } from '../core/locales.mjs';
import { gameFiles } from './games/game-folders.mjs';
import { KINDS, kindKey } from './kinds.mjs';
import { catalogueIn, checkGames, resolveCatalogue } from './games/games.mjs';
import { resolveNews } from './news/news.mjs';
import { CONTENT_DIR } from './shared/fields.mjs';
import { contentFiles } from './screens/screens.schema.mjs';
import { resolveScreens, screensIn } from './screens/screens.mjs';
import { resolvePages } from './pages/studio-pages.mjs';
import {
  gameAddresses,
  heldGamePictures,
  releaseDays,
  requirementsWarnings,
} from './games/game-state.mjs';
import { Clock } from './shared/moments.mjs';
import { youthProtectionWarning } from './games/age-label.mjs';
import { AddressBook } from './shared/addresses.mjs';
import { gamesIndex, news as newsIndex, pages, presskit, searchPage } from '../core/routes.mjs';

export { CONTENT_DIR };

/** @typedef {import('./types').Content} Content */
/** @typedef {import('./shared/pictures.mjs').Picture} Picture */
/** @typedef {import('../core/locales.mjs').LocaleCode} LocaleCode */

/** Each folder kind's key among the files readContentFiles returns (lib/content/kinds.mjs). */
const CATALOGUE = kindKey('games');
const NEWS = kindKey('news');
const PAGES = kindKey('pages');

/**
 * Every file the editor edits, as a path from `root`: the lists, then each game's file.
 * @param {string} root
 */
export const editedFiles = (root) => [
  ...Object.keys(contentFiles).map((name) => `${CONTENT_DIR}/${name}`),
  ...gameFiles(root),
];

/**
 * The content files as parsed JSON, by file name: every one the schema names, and no other
 * (throws a DataFileError with one line).
 * @param {string} root
 * @returns {Record<string, unknown>}
 */
export function readContentFiles(root) {
  const present = new Set(
    readdirSync(path.join(root, CONTENT_DIR)).filter((name) => name.endsWith('.json')),
  );
  for (const name of present) {
    if (!(name in contentFiles)) {
      throw new DataFileError(
        `${CONTENT_DIR}/${name}: no such content file: expected ${Object.keys(contentFiles).join(', ')}`,
      );
    }
  }
  return {
    ...Object.fromEntries(
      Object.keys(contentFiles).map((name) => {
        const file = `${CONTENT_DIR}/${name}`;
        if (!present.has(name))
          throw new DataFileError(`${file}: missing: expected the content file`);
        return [name, readJson(readFileSync(path.join(root, file)), file)];
      }),
    ),
    // Each folder kind's entries, read by its own reader.
    ...Object.fromEntries(
      Object.entries(KINDS).map(([name, kind]) => [
        kindKey(/** @type {import('./kinds.mjs').KindName} */ (name)),
        kind.read(root),
      ]),
    ),
  };
}

/**
 * Checks the content files (as parsed JSON, by file name) and resolves every picture, as of
 * the build's instant: an entry before its publishAt or past its expireAt is left out of
 * everything returned (lib/content/shared/moments.mjs). Throws a DataFileError with one line for the
 * first problem, whether the entry shows or not; returns the content with each picture field
 * as the path it is served under, the pictures to make, those only entries not shown would
 * use (`held`: the art step leaves them for the build that shows them), the warnings, and the
 * changes still ahead (`upcoming`).
 * @param {Record<string, unknown>} files
 * @param {Readonly<Record<string, unknown>>} artwork data/artwork.json, by picture name
 * @param {{ now?: Date }} [options] `now`: the instant the site is built as of (the first
 *   step's, lib/render/build-result.mjs; the clock's where none is given)
 */
export function resolveContent(files, artwork, options = {}) {
  const clock = new Clock(options.now ?? new Date());
  /** @type {Map<string, Picture>} */
  const pictures = new Map();
  /** What entries not shown now would use. @type {Map<string, Picture>} */
  const heldPictures = new Map();
  /** @type {string[]} */
  const warnings = [];
  const folders = /** @type {import('./games/game-folders.mjs').CatalogueFolder[]} */ (
    files[CATALOGUE] ?? []
  );
  const { games, held } = checkGames(folders, warnings, clock);
  const book = new AddressBook();
  const screens = resolveScreens(files, { games, held, artwork, pictures });
  const catalogue = resolveCatalogue(games, {
    artwork,
    pictures,
    detailsGame: screens.details.game.game,
  });
  const news = resolveNews(
    /** @type {import('./news/news-folders.mjs').NewsFolder[]} */ (files[NEWS] ?? []),
    {
      slugs: folders.map(({ slug }) => slug),
      shown: games,
      artwork,
      pictures,
      held: heldPictures,
      warnings,
      clock,
      book,
    },
  );
  const studioPages = resolvePages(
    /** @type {import('./shared/markdown-folders.mjs').MarkdownFolder[]} */ (files[PAGES] ?? []),
    { warnings, clock, book },
  );
  gameAddresses(games, held, { book, detailsGame: screens.details.game.game, now: clock.now });
  book.check(OWN_PAGES);
  heldGamePictures(games, held, { artwork, pictures: heldPictures });
  for (const game of games.values()) {
    releaseDays(game, clock);
    requirementsWarnings(game, warnings);
  }
  youthProtectionWarning(catalogue, screens.studio?.studio, warnings);
  const content = {
    ...screens,
    catalogue,
    news: news[defaultLocale],
    pages: studioPages[defaultLocale],
  };
  /** @type {Record<string, Record<string, any>>} */
  const byLanguage = { [defaultLocale]: content };
  for (const { code, name } of locales) {
    if (code === defaultLocale) continue;
    const catalogueInLanguage = catalogueIn(catalogue, games, code);
    byLanguage[code] = {
      ...screensIn(screens, {
        files,
        held,
        code,
        name,
        catalogue: catalogueInLanguage,
        warn: (line) => warnings.push(line),
      }),
      catalogue: catalogueInLanguage,
      news: news[code],
      pages: studioPages[code],
    };
  }
  // The one place the resolved content takes its type (lib/content/types.ts, derived from the
  // schema): the resolvers are generic over the schema's marks, so TypeScript cannot follow
  // them; the tests over out/ and the games' page tests check what they give.
  const resolved = /** @type {Record<LocaleCode, Content>} */ (byLanguage);
  return {
    content: resolved[defaultLocale],
    byLanguage: resolved,
    pictures,
    // Drawn only for what is not shown: a picture a shown entry uses too is the export's.
    held: [...heldPictures.keys()].filter((slug) => !pictures.has(slug)),
    warnings,
    upcoming: clock.upcoming,
    addresses: { moves: book.moves(), gone: book.gone() },
  };
}

/**
 * The site's own pages in every language, which no old address can be: the screens, the
 * style guide, the lists, the studio's kit and the search page (whether the brand has it).
 */
const OWN_PAGES = [...pages, gamesIndex, presskit, newsIndex, searchPage].flatMap(({ path: at }) =>
  locales.map(({ code }) => localisedPath(at, code)),
);
