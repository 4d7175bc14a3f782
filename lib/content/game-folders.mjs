// The game catalogue: one folder per game, data/content/games/<slug>/, its English entry in
// index.en.json and each other language's translated texts in index.<code>.json beside it
// (the layout Decap CMS and Sveltia CMS write for a folder collection with
// `path: "{{slug}}/index"` and i18n `structure: multiple_files`). The folder's name is the
// game's slug and address. Pure but for reading the folder; lib/content/resolve.mjs resolves it.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { DataFileError, printable, quote, readJson } from '../core/data-file.mjs';
import { GAME_SLUG } from './schema.mjs';
import { defaultLocale, locales } from '../core/locales.mjs';

export const GAMES_DIR = 'data/content/games';

/**
 * @typedef {{ slug: string, dir: string, files: Record<string, { file: string, data: unknown }> }} CatalogueFolder
 */

const entryName = (/** @type {string} */ code) => `index.${code}.json`;

/**
 * Every game folder, its files parsed, in slug order; none when the folder is absent (a
 * content set without a catalogue). Throws a one-line DataFileError for a folder or a file
 * the catalogue cannot take.
 * @param {string} root
 * @returns {CatalogueFolder[]}
 */
export function readGameFolders(root) {
  const games = path.join(root, GAMES_DIR);
  if (!existsSync(games)) return [];
  const expected = locales.map(({ code }) => entryName(code)).join(', ');
  return readdirSync(games)
    .filter((name) => !name.startsWith('.'))
    .sort()
    .map((name) => {
      const dir = `${GAMES_DIR}/${printable(name)}`;
      if (!statSync(path.join(games, name)).isDirectory()) {
        throw new DataFileError(
          `${dir}: a file: expected a folder per game, ${GAMES_DIR}/<slug>/${entryName(defaultLocale)}`,
        );
      }
      if (!GAME_SLUG.test(name)) {
        const suggestion = name
          .normalize('NFKD')
          .replace(/\p{M}/gu, '')
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-+|-+$/g, '');
        throw new DataFileError(
          `${dir}/: the folder's name is the game's address: expected lower-case letters, digits and single hyphens${suggestion ? `, like ${suggestion}` : ''}`,
        );
      }
      /** @type {CatalogueFolder['files']} */
      const files = {};
      for (const file of readdirSync(path.join(games, name)).sort()) {
        if (file.startsWith('.')) continue;
        const code = /^index\.([a-z]{2})\.json$/.exec(file)?.[1];
        const where = `${dir}/${printable(file)}`;
        if (!code || !locales.some((locale) => locale.code === code)) {
          throw new DataFileError(`${where}: no such catalogue file: expected ${expected}`);
        }
        files[code] = {
          file: where,
          data: readJson(readFileSync(path.join(games, name, file)), where),
        };
      }
      if (!files[defaultLocale]) {
        throw new DataFileError(
          `${dir}/: no ${entryName(defaultLocale)}: expected the game's entry in English`,
        );
      }
      return { slug: name, dir, files };
    });
}

/**
 * One line for a slug that names no catalogue game.
 * @param {string} where @param {string} slug @param {readonly string[]} slugs
 */
export function unknownGame(where, slug, slugs) {
  const shown =
    slugs.slice(0, 8).join(', ') + (slugs.length > 8 ? ` and ${slugs.length - 8} more` : '');
  return new DataFileError(
    `${where} is ${quote(slug)}: no game ${GAMES_DIR}/${printable(slug)}/: expected one of ${shown || '(the catalogue is empty)'}`,
  );
}

/**
 * A catalogue game's English entry as written, for tools that need it without the rest.
 * @param {string} root @param {string} slug
 * @returns {Record<string, any>}
 */
export const englishEntry = (root, slug) =>
  JSON.parse(readFileSync(path.join(root, GAMES_DIR, slug, entryName(defaultLocale)), 'utf8'));

/**
 * games.json with every entry that names a catalogue game (`game`) spelt out from the game's
 * English entry, as a studio without a catalogue writes it: the content sets' and the
 * content tests' starting point.
 * @param {Record<string, any>} games games.json, parsed
 * @param {(slug: string) => Record<string, any>} entry a game's English entry
 */
export function spellOutGames(games, entry) {
  /** @param {Record<string, any>[] | undefined} list @param {(game: Record<string, any>) => Record<string, any>} fields */
  const each = (list, fields) =>
    (list ?? []).map(({ game: slug, ...rest }) =>
      slug ? { ...fields(entry(slug)), ...rest } : rest,
    );
  return {
    ...games,
    popular: each(games.popular, (g) => ({ name: g.name, type: g.type, imgUrl: g.cover })),
    library: each(games.library, (g) => ({ imgUrl: g.cover, gameName: g.name, gameType: g.type })),
    featured: each(games.featured, (g) => ({ imageUrl: g.keyArt, gameName: g.name })),
  };
}
