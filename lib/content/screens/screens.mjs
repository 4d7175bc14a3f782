// The screens' own files (data/content/*.json: home, browse, details, streams, profile, the
// studio): each checked against its schema, its list entries that name a catalogue game
// filled from that game, its pictures resolved. Ordered among the other kinds by
// lib/content/resolve.mjs.
import { DataFileError, quote } from '../../core/data-file.mjs';
import { defaultLocale } from '../../core/locales.mjs';
import { markdownFields } from '../shared/markdown-fields.mjs';
import { resolvePictures } from '../shared/pictures.mjs';
import { issueLine } from '../../core/schema-line.mjs';
import { unknownGame } from '../shared/schema-issues.mjs';
import { ROLE, roleOf } from '../shared/fields.mjs';
import { contentFiles } from './screens.schema.mjs';
import { splitLanguages, textsIn, translateContent } from '../shared/translations.mjs';

/** @typedef {import('../shared/pictures.mjs').Picture} Picture */
/** @typedef {import('../shared/fields.mjs').SchemaNode} SchemaNode */

/**
 * What a list entry that names a catalogue game (`game`) takes from it, from the fields the
 * schema marks fromGame: the entry's field, the game's, by list. The pictures are the
 * game's, so a card and its page show the same art.
 * @param {unknown} schema a content file's schema
 * @returns {Record<string, Record<string, { from: string, text: boolean }>>}
 */
function fromGameFields(schema) {
  const shape = /** @type {{ shape?: Record<string, unknown> }} */ (schema).shape ?? {};
  return Object.fromEntries(
    Object.entries(shape).flatMap(([list, node]) => {
      let holder = /** @type {SchemaNode | undefined} */ (node);
      while (holder?.unwrap && !holder.element) holder = holder.unwrap();
      const element = holder?.element;
      const fields = Object.entries(element?.shape ?? {}).flatMap(([field, inner]) => {
        const from = roleOf(inner, ROLE.fromGame);
        // A translated one (a card's type) is taken again from the game in each language.
        const text = roleOf(inner, ROLE.translated) === true;
        return typeof from === 'string' ? [[field, { from, text }]] : [];
      });
      return fields.length ? [[list, Object.fromEntries(fields)]] : [];
    }),
  );
}

/** Each content file's fields taken from a catalogue game, by file name (fromGameFields). */
const fromGameByFile = Object.fromEntries(
  Object.entries(contentFiles).map(([name, schema]) => [name, fromGameFields(schema)]),
);

/**
 * The screens' files in English, by name without `.json`: each checked, its game-naming
 * entries filled from the game, its pictures resolved.
 * @param {Record<string, unknown>} files the content files as parsed JSON, by file name
 * @param {{ games: Map<string, { entry: Record<string, any> }>, held: ReadonlyMap<string, unknown>, artwork: Readonly<Record<string, unknown>>, pictures: Map<string, Picture> }} context
 *   `held`: the games not shown now, whose entries leave the lists (lib/content/shared/moments.mjs)
 */
export function resolveScreens(files, { games, held, artwork, pictures }) {
  const slugs = [...games.keys(), ...held.keys()];
  const dropped = heldEntries(files, held);
  /** @type {Record<string, any>} */
  const content = {};
  for (const [name, schema] of Object.entries(contentFiles)) {
    const file = `data/content/${name}`;
    // A file by language holds English under `en` (lib/content/shared/translations.mjs).
    const { english, languages } = splitLanguages(files[name], file);
    const result = schema.safeParse(english, { reportInput: true });
    const [issue] = result.success ? [] : result.error.issues;
    if (issue) {
      const at = languages ? [defaultLocale, ...issue.path] : issue.path;
      throw new DataFileError(issueLine(file, schema, { ...issue, path: at }, languages ? 1 : 0));
    }
    const en = languages ? `${defaultLocale}.` : '';
    // The parsed copy: the files as imported are never changed.
    const data = /** @type {Record<string, any>} */ (result.data);
    for (const [list, fields] of Object.entries(fromGameByFile[name] ?? {})) {
      const gone = dropped[name]?.[list];
      if (gone) {
        data[list] = /** @type {unknown[]} */ (data[list]).filter(
          (_, index) => !gone.includes(index),
        );
        if (data[list].length === 0) {
          throw new DataFileError(
            `${file}: ${en}${list}: every entry names a game not shown now (held back or expired): expected one shown`,
          );
        }
      }
      /** @type {Record<string, any>[]} */ (data[list]).forEach((entry, index) => {
        if (entry.game === undefined) return;
        const game = games.get(entry.game);
        if (!game) throw unknownGame(`${file}: ${en}${list}[${index}].game`, entry.game, slugs);
        for (const [field, { from }] of Object.entries(fields)) {
          if (game.entry[from] !== undefined) entry[field] = game.entry[from];
        }
      });
    }
    if (name === 'studio.json') {
      markdownFields(data.studio, `${file}: ${en}studio.`);
      /** @type {{ text: string }[]} */ (data.studio.histories ?? []).forEach(({ text }, index) =>
        markdownFields({ description: text }, `${file}: ${en}studio.histories[${index}].text`, ''),
      );
    }
    if (name === 'details.json' && data.game.game !== undefined && !games.has(data.game.game)) {
      if (held.has(data.game.game)) {
        throw new DataFileError(
          `${file}: ${en}game.game is ${quote(data.game.game)}, a game not shown now (held back or expired): expected one shown, the details screen is always on the site`,
        );
      }
      throw unknownGame(`${file}: ${en}game.game`, data.game.game, slugs);
    }
    resolvePictures(data, schema, {
      at: '',
      where: (at) => `${file}: ${en}${at}`,
      catalogue: artwork,
      pictures,
    });
    delete data.$schema;
    content[name.replace(/\.json$/, '')] = data;
  }
  return content;
}

/**
 * The screens' files in one language: each text translated, and a list entry that names a
 * catalogue game showing the game's texts in that language.
 * @param {Record<string, any>} content the English content (resolveScreens)
 * @param {{ files: Record<string, unknown>, held: ReadonlyMap<string, unknown>, code: string, name: string, catalogue: Record<string, any>[], warn: (line: string) => void }} context
 *   `catalogue`: the catalogue in that language
 */
export function screensIn(content, { files, held, code, name, catalogue, warn }) {
  const lists = translateContent(
    content,
    shownTexts(textsIn(files, code), heldEntries(files, held)),
    {
      code,
      name,
      schemas: contentFiles,
      warn,
    },
  );
  for (const [file, byList] of Object.entries(fromGameByFile)) {
    const key = file.replace(/\.json$/, '');
    for (const [list, fields] of Object.entries(byList)) {
      lists[key] = {
        ...lists[key],
        [list]: lists[key][list].map((/** @type {Record<string, any>} */ entry) => {
          const game = catalogue.find((g) => g.slug === entry.game);
          if (!game) return entry;
          const texts = Object.entries(fields).filter(([, { text }]) => text);
          return {
            ...entry,
            ...Object.fromEntries(texts.map(([field, { from }]) => [field, game[from]])),
          };
        }),
      };
    }
  }
  return lists;
}

/**
 * The entries of each list that name a game not shown now: their indexes in the English
 * list, by file and list. They leave the list in every language, so the translated lists,
 * in the English list's order, drop the same indexes.
 * @param {Record<string, unknown>} files @param {ReadonlyMap<string, unknown>} held
 * @returns {Record<string, Record<string, number[]>>}
 */
function heldEntries(files, held) {
  /** @type {Record<string, Record<string, number[]>>} */
  const dropped = {};
  if (held.size === 0) return dropped;
  for (const [name, byList] of Object.entries(fromGameByFile)) {
    const { english } = splitLanguages(files[name], `data/content/${name}`);
    for (const list of Object.keys(byList)) {
      const entries = /** @type {Record<string, unknown>} */ (english ?? {})[list];
      if (!Array.isArray(entries)) continue;
      const indexes = entries.flatMap((entry, index) => (held.has(entry?.game) ? [index] : []));
      if (indexes.length > 0) (dropped[name] ??= {})[list] = indexes;
    }
  }
  return dropped;
}

/**
 * A language's texts without the entries heldEntries drops.
 * @param {Record<string, unknown>} texts by content key (textsIn)
 * @param {Record<string, Record<string, number[]>>} dropped
 */
function shownTexts(texts, dropped) {
  /** @type {Record<string, unknown>} */
  const shown = { ...texts };
  for (const [name, byList] of Object.entries(dropped)) {
    const key = name.replace(/\.json$/, '');
    const own = /** @type {Record<string, unknown> | undefined} */ (shown[key]);
    if (typeof own !== 'object' || own === null) continue;
    const copy = { ...own };
    for (const [list, indexes] of Object.entries(byList)) {
      const items = copy[list];
      if (Array.isArray(items)) copy[list] = items.filter((_, index) => !indexes.includes(index));
    }
    shown[key] = copy;
  }
  return shown;
}
