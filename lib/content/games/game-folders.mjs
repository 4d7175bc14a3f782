// The game catalogue: one folder per game, data/content/games/<slug>/, holding index.json with
// the game's English entry under `en` and each other language's translated texts beside it,
// `{ "en": {…}, "de": {…}, … }`: the layout the lists have (lib/content/shared/translations.mjs) and
// the one Decap CMS writes for a folder collection with `path: "{{slug}}/index"` and i18n
// `structure: single_file`. The folder's name is the game's slug and address. Pure but for
// reading the folder; lib/content/games/games.mjs resolves it.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { DataFileError, printable, readJson } from '../../core/data-file.mjs';
import { slugOf } from '../../core/slug.mjs';
import { GAMES_DIR, GAME_SLUG } from '../shared/fields.mjs';
import { splitLanguages } from '../shared/translations.mjs';

export { GAMES_DIR };
export const GAME_FILE = 'index.json';

/**
 * @typedef {{ slug: string, dir: string, file: string, data: unknown }} CatalogueFolder
 */

/**
 * Each game's file, as a path from `root`, in slug order: what the editor reads and writes.
 * @param {string} root
 */
export const gameFiles = (root) =>
  existsSync(path.join(root, GAMES_DIR))
    ? readdirSync(path.join(root, GAMES_DIR))
        .filter((name) => existsSync(path.join(root, GAMES_DIR, name, GAME_FILE)))
        .sort()
        .map((name) => `${GAMES_DIR}/${name}/${GAME_FILE}`)
    : [];

/**
 * Every game folder, its file parsed, in slug order; none when the folder is absent (a
 * content set without a catalogue). Throws a one-line DataFileError for a folder or a file
 * the catalogue cannot take.
 * @param {string} root
 * @returns {CatalogueFolder[]}
 */
export function readGameFolders(root) {
  const games = path.join(root, GAMES_DIR);
  if (!existsSync(games)) return [];
  return readdirSync(games)
    .filter((name) => !name.startsWith('.'))
    .sort()
    .map((name) => {
      const dir = `${GAMES_DIR}/${printable(name)}`;
      if (!statSync(path.join(games, name)).isDirectory()) {
        throw new DataFileError(
          `${dir}: a file: expected a folder per game, ${GAMES_DIR}/<slug>/${GAME_FILE}`,
        );
      }
      if (!GAME_SLUG.test(name)) {
        const suggestion = slugOf(name);
        throw new DataFileError(
          `${dir}/: the folder's name is the game's address: expected lower-case letters, digits and single hyphens${suggestion ? `, like ${suggestion}` : ''}`,
        );
      }
      if (name === 'accessibility') {
        throw new DataFileError(
          `${dir}/: /games/accessibility/ lists the games by accessibility feature: expected another slug for the game`,
        );
      }
      const other = readdirSync(path.join(games, name))
        .sort()
        .find((file) => !file.startsWith('.') && file !== GAME_FILE);
      if (other !== undefined) {
        throw new DataFileError(
          `${dir}/${printable(other)}: no such catalogue file: expected ${GAME_FILE} alone, every language in it`,
        );
      }
      const file = `${dir}/${GAME_FILE}`;
      if (!existsSync(path.join(games, name, GAME_FILE))) {
        throw new DataFileError(`${dir}/: no ${GAME_FILE}: expected the game's entry`);
      }
      return {
        slug: name,
        dir,
        file,
        data: readJson(readFileSync(path.join(games, name, GAME_FILE)), file),
      };
    });
}

/**
 * A catalogue game's English entry as written, for tools that need it without the rest.
 * @param {string} root @param {string} slug
 * @returns {Record<string, any>}
 */
export const englishEntry = (root, slug) => {
  const file = `${GAMES_DIR}/${slug}/${GAME_FILE}`;
  const data = JSON.parse(readFileSync(path.join(root, file), 'utf8'));
  return /** @type {Record<string, any>} */ (splitLanguages(data, file).english);
};

/**
 * games.json with every entry that names a catalogue game (`game`) spelt out from the game's
 * English entry, as a studio without a catalogue writes it: the content sets' and the
 * content tests' starting point. `kept` names the games left in the catalogue (the lean set's).
 * @param {Record<string, any>} games games.json, parsed
 * @param {(slug: string) => Record<string, any>} entry a game's English entry
 * @param {readonly string[]} [kept]
 */
export function spellOutGames(games, entry, kept = []) {
  /** @param {Record<string, any>[] | undefined} list @param {(game: Record<string, any>) => Record<string, any>} fields */
  const each = (list, fields) =>
    (list ?? []).map((item) => {
      const { game: slug, ...rest } = item;
      if (!slug || kept.includes(slug)) return slug ? item : rest;
      return { ...fields(entry(slug)), ...rest };
    });
  return {
    ...games,
    popular: each(games.popular, (g) => ({ name: g.name, type: g.type, imgUrl: g.cover })),
    library: each(games.library, (g) => ({ imgUrl: g.cover, gameName: g.name, gameType: g.type })),
    featured: each(games.featured, (g) => ({ imageUrl: g.keyArt, gameName: g.name })),
  };
}
