// The site's content, checked and resolved: each kind by its own resolver (the screens' files,
// the catalogue's games, the news, the studio's pages), ordered here, and every picture field
// turned into the picture the art step makes for it. Pure: the same files give the same
// result in the build's first step (scripts/content.mjs), the art step
// (scripts/generate-art.mjs) and the app (data/content.ts), which all read the files through
// readContentFiles. Decoding pictures happens in scripts/content.mjs.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DataFileError, readJson } from '../core/data-file.mjs';
import { defaultLocale, locales } from '../core/locales.mjs';
import { gameFiles, readGameFolders } from './game-folders.mjs';
import { catalogueIn, checkGames, resolveCatalogue } from './games.mjs';
import { readNewsFolders } from './news-folders.mjs';
import { resolveNews } from './news.mjs';
import { CONTENT_DIR } from './fields.mjs';
import { contentFiles } from './screens.schema.mjs';
import { resolveScreens, screensIn } from './screens.mjs';
import { readPageFolders, resolvePages } from './studio-pages.mjs';

export { CONTENT_DIR };

/** @typedef {import('./types').Content} Content */
/** @typedef {import('./pictures.mjs').Picture} Picture */
/** @typedef {import('../core/locales.mjs').LocaleCode} LocaleCode */

/** The catalogue's key among the files readContentFiles returns: its folders (lib/content/game-folders.mjs). */
export const CATALOGUE = 'games/';
/** The news's key among them: its folders (lib/content/news-folders.mjs). */
export const NEWS = 'news/';
/** The studio's pages' key among them: their folders (lib/content/studio-pages.mjs). */
export const PAGES = 'pages/';

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
    [CATALOGUE]: readGameFolders(root),
    [NEWS]: readNewsFolders(root),
    [PAGES]: readPageFolders(root),
  };
}

/**
 * Checks the content files (as parsed JSON, by file name) and resolves every picture.
 * Throws a DataFileError with one line for the first problem; returns the content with each
 * picture field as the path it is served under, the pictures to make, and the warnings.
 * @param {Record<string, unknown>} files
 * @param {Readonly<Record<string, unknown>>} artwork data/artwork.json, by picture name
 * @param {{ now?: string }} [options] `now`: the build's day (ISO), past which a post is held back
 */
export function resolveContent(files, artwork, options = {}) {
  /** @type {Map<string, Picture>} */
  const pictures = new Map();
  /** @type {string[]} */
  const warnings = [];
  const games = checkGames(
    /** @type {import('./game-folders.mjs').CatalogueFolder[]} */ (files[CATALOGUE] ?? []),
    warnings,
  );
  const screens = resolveScreens(files, { games, artwork, pictures });
  const catalogue = resolveCatalogue(games, {
    artwork,
    pictures,
    detailsGame: screens.details.game.game,
  });
  const news = resolveNews(
    /** @type {import('./news-folders.mjs').NewsFolder[]} */ (files[NEWS] ?? []),
    { slugs: [...games.keys()], artwork, pictures, warnings, now: options.now },
  );
  const studioPages = resolvePages(
    /** @type {import('./markdown-folders.mjs').MarkdownFolder[]} */ (files[PAGES] ?? []),
    { warnings, now: options.now },
  );
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
  return { content: resolved[defaultLocale], byLanguage: resolved, pictures, warnings };
}
