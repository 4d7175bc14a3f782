// The lists' translations: each content file (data/content/*.json) holds its English content
// and every other language's translated texts beside it, `{ "en": {…}, "de": {…}, … }`, the
// layout Decap CMS writes for a file collection with i18n (structure `single_file`), so an
// editor edits each language beside English. A file may hold English alone, as a studio
// writes it by hand: every other language then shows English. Pure: the build's first step
// (scripts/translations.mjs), the app (data/content.ts) and the tests translate through here.
import { DataFileError, printable, quote } from '../../core/data-file.mjs';
import { CONTENT_DIR, ROLE, bare, roleOf } from './fields.mjs';
import { defaultLocale, locales } from '../../core/locales.mjs';
import { MOMENT_KEYS } from './moments.mjs';
import { FORMERLY } from './addresses.mjs';

/** @type {readonly string[]} */
const CODES = locales.map(({ code }) => code);
/** @type {readonly string[]} */
const FILE_KEYS = [...MOMENT_KEYS, FORMERLY];

/**
 * A content file's English content and its other languages' texts, by language code
 * (`languages` is undefined for a file that holds English alone).
 * @param {unknown} data the file, parsed
 * @param {string} file
 * @returns {{ english: unknown, languages: Record<string, unknown> | undefined }}
 */
export function splitLanguages(data, file) {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { english: data, languages: undefined };
  }
  // A file's moments (publishAt, expireAt) and old addresses (formerly) are the whole
  // file's: at its top level, beside $schema, and read with its English
  // (lib/content/shared/moments.mjs, lib/content/shared/addresses.mjs).
  const keys = Object.keys(data).filter((key) => key !== '$schema' && !FILE_KEYS.includes(key));
  if (!keys.some((key) => CODES.includes(key))) return { english: data, languages: undefined };
  for (const key of keys) {
    if (!CODES.includes(key)) {
      throw new DataFileError(
        `${file}: ${printable(key)} is no language: a file by language holds ${CODES.join(', ')} (lib/core/locales.mjs)`,
      );
    }
  }
  const { [defaultLocale]: english, ...rest } = /** @type {Record<string, unknown>} */ (data);
  const languages = Object.fromEntries(
    Object.entries(rest).filter(([key]) => key !== '$schema' && !FILE_KEYS.includes(key)),
  );
  if (english === undefined) {
    throw new DataFileError(
      `${file}: ${defaultLocale} is missing: expected the English content beside its translations`,
    );
  }
  const moments = Object.entries(rest).filter(([key]) => FILE_KEYS.includes(key));
  if (moments.length === 0) return { english, languages };
  if (typeof english !== 'object' || english === null || Array.isArray(english)) {
    return { english, languages };
  }
  return { english: { ...english, ...Object.fromEntries(moments) }, languages };
}

/**
 * A content file by language, with a block for every language: English alone moves under
 * `en`, and a language with nothing translated yet gets `{}`. Decap's editor cannot save a
 * file that lacks a language's block (3.16 fails reading it), so `npm run cms` and the demo
 * admin hand it files in this form.
 * @param {unknown} data the file, parsed
 * @param {string} file
 * @returns {Record<string, unknown>}
 */
export function withEveryLanguage(data, file) {
  const { english, languages } = splitLanguages(data, file);
  const { $schema, ...content } = /** @type {Record<string, unknown>} */ (english);
  const own = /** @type {Record<string, unknown>} */ (data).$schema ?? $schema;
  return {
    ...(own === undefined ? {} : { $schema: own }),
    [defaultLocale]: content,
    ...Object.fromEntries(
      CODES.filter((code) => code !== defaultLocale).map((code) => [code, languages?.[code] ?? {}]),
    ),
  };
}

/**
 * Each content file's texts in one language, by the content's key (`streams` for
 * streams.json); a file without the language is left out.
 * @param {Record<string, unknown>} files the content files, parsed, by file name
 * @param {string} code
 * @returns {Record<string, unknown>}
 */
export function textsIn(files, code) {
  /** @type {Record<string, unknown>} */
  const texts = {};
  for (const [name, data] of Object.entries(files)) {
    if (!name.endsWith('.json')) continue;
    const own = splitLanguages(data, `${CONTENT_DIR}/${name}`).languages?.[code];
    if (own !== undefined) texts[name.replace(/\.json$/, '')] = own;
  }
  return texts;
}

/** @typedef {import('./fields.mjs').SchemaNode} SchemaNode */

/**
 * Whether an entry's field comes from the catalogue game it names (marked fromGame in the
 * schema): the game gives it, in the game's own translation, not the list.
 * @param {object} entry @param {SchemaNode | undefined} field
 */
const fromGame = (entry, field) => 'game' in entry && roleOf(field, ROLE.fromGame) !== undefined;

/**
 * Whether a value holds a text a language translates: a field the schema marks translated.
 * @param {unknown} value @param {SchemaNode | undefined} node
 * @returns {boolean}
 */
function translatable(value, node) {
  if (typeof value === 'string') return roleOf(node, ROLE.translated) === true;
  if (Array.isArray(value)) return value.some((item) => translatable(item, bare(node)?.element));
  if (typeof value === 'object' && value !== null) return translatedKeys(value, node).length > 0;
  return false;
}

/**
 * An object's fields that hold a text a language translates.
 * @param {object} entry @param {SchemaNode | undefined} node
 * @returns {string[]}
 */
const translatedKeys = (entry, node) => {
  const shape = bare(node)?.shape ?? {};
  return Object.entries(entry)
    .filter(([name, item]) => !fromGame(entry, shape[name]) && translatable(item, shape[name]))
    .map(([name]) => name);
};

/**
 * An entry in a language: each field the schema marks translated its text in `own`, or
 * English. A text left out (or blank) is reported to `warn` in one line, as is a text that is
 * not used (a name, or a field English leaves out); a value of the wrong kind, or a key that
 * is no field, throws a one-line DataFileError naming the file and the key.
 * @template T
 * @param {T} english @param {unknown} own @param {unknown} schema
 * @param {{ file: string, at: string, warn: (line: string) => void }} where
 * @returns {T}
 */
export function translateEntry(english, own, schema, { file, at: start, warn }) {
  /** @param {string} at @param {unknown} value @param {string} expected */
  const wrong = (at, value, expected) =>
    new DataFileError(`${file}: ${printable(at)} is ${quote(value, 60)}: expected ${expected}`);
  /**
   * @param {unknown} value @param {unknown} own @param {string} at
   * @param {SchemaNode | undefined} node
   * @returns {unknown}
   */
  const walk = (value, own, at, node) => {
    if (typeof value === 'string') {
      if (own === undefined || own === null || (typeof own === 'string' && own.trim() === '')) {
        warn(
          `${file}: ${printable(at)} ${quote(value, 60)} is not translated yet: English is shown`,
        );
        return value;
      }
      if (typeof own !== 'string') throw wrong(at, own, 'a text');
      return own;
    }
    if (Array.isArray(value)) {
      if (own !== undefined && own !== null && !Array.isArray(own)) {
        throw wrong(at, own, `a list in the English list's order (${value.length})`);
      }
      const given = /** @type {unknown[]} */ (own ?? []);
      if (given.length > value.length) {
        warn(
          `${file}: ${printable(at)} has ${given.length} entries to English's ${value.length}: the last ${given.length - value.length} unused`,
        );
      }
      const element = bare(node)?.element;
      return value.map((item, index) =>
        translatable(item, element) ? walk(item, given[index], `${at}[${index}]`, element) : item,
      );
    }
    const entry = /** @type {Record<string, unknown>} */ (value);
    if (own !== undefined && own !== null && (typeof own !== 'object' || Array.isArray(own))) {
      throw wrong(at, own, 'an object of texts');
    }
    const given = /** @type {Record<string, unknown>} */ (own ?? {});
    const shape = bare(node)?.shape ?? {};
    const keys = translatedKeys(entry, node);
    for (const name of Object.keys(given)) {
      if (keys.includes(name) || given[name] === null || given[name] === '') continue;
      const where = printable(`${at}.${name}`);
      if (!(name in shape)) {
        throw new DataFileError(
          `${file}: ${where} is no translated text: expected ${keys.join(', ') || 'none here'}`,
        );
      }
      // Decap shows a list entry's every field in each language's column (3.16 hides only a
      // file's top-level fields), so what is typed there is said and left, not refused.
      const why = !(name in entry)
        ? 'English has none'
        : fromGame(entry, shape[name])
          ? `it comes from the game ${String(entry.game)}`
          : 'it is the same in every language';
      warn(`${file}: ${where} is not used: ${why}`);
    }
    return {
      ...entry,
      ...Object.fromEntries(
        keys.map((name) => [name, walk(entry[name], given[name], `${at}.${name}`, shape[name])]),
      ),
    };
  };
  return /** @type {T} */ (walk(english, own, start, /** @type {SchemaNode} */ (schema)));
}

/**
 * The top-level fields of an entry that hold a translated text: what a language's file
 * must give for the entry to read in that language.
 * @param {object} entry @param {unknown} schema
 */
export const textKeys = (entry, schema) =>
  translatedKeys(entry, /** @type {SchemaNode} */ (schema));

/**
 * The content in a language: each content file's entries through translateEntry, with a
 * whole file without the language reported to `warn` in one line.
 * @template {object} T
 * @param {T} content the English content, resolved (lib/content/resolve.mjs)
 * @param {Record<string, unknown>} texts the language's texts by content key (textsIn)
 * @param {{ code: string, name: string, schemas: Record<string, unknown>, warn?: (line: string) => void }} language
 *   `name`: the language's name, for the warnings; `schemas`: each file's, by file name
 * @returns {T}
 */
export function translateContent(content, texts, { code, name, schemas, warn = () => {} }) {
  /** @type {Record<string, unknown>} */
  const translated = /** @type {Record<string, unknown>} */ ({ ...content });
  for (const [key, english] of Object.entries(translated)) {
    const schema = schemas[`${key}.json`];
    // The catalogue's games carry their own translations (lib/content/games/games.mjs).
    if (!schema || !translatable(english, /** @type {SchemaNode} */ (schema))) continue;
    const file = `${CONTENT_DIR}/${key}.json`;
    if (texts[key] === undefined) {
      warn(`${file}: no ${code}: the ${name} pages show its content in English`);
      continue;
    }
    translated[key] = translateEntry(english, texts[key], schema, { file, at: code, warn });
  }
  return /** @type {T} */ (translated);
}
