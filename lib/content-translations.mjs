// The lists' translations: each content file (data/content/*.json) holds its English content
// and every other language's translated texts beside it, `{ "en": {…}, "de": {…}, … }`, the
// layout Decap CMS writes for a file collection with i18n (structure `single_file`), so an
// editor edits each language beside English. A file may hold English alone, as a studio
// writes it by hand: every other language then shows English. Pure: the build's first step
// (scripts/translations.mjs), the app (data/content.ts) and the tests translate through here.
import { DataFileError, printable, quote } from './data-file.mjs';
import { CONTENT_DIR } from './content-schema.mjs';
import { defaultLocale, locales } from './locales.mjs';

/**
 * The content fields a studio translates: descriptions, captions, labels and alt texts.
 * Names (games, streamers, the player's handle) are proper nouns and stay as written;
 * dates and play times are formatted per language.
 */
export const TRANSLATED_FIELDS = new Set([
  'type',
  'gameType',
  'streamCaption',
  'status',
  'goLiveHint',
  'instruction',
  'explain',
  'alt',
  'description',
]);

/** @type {readonly string[]} */
const CODES = locales.map(({ code }) => code);

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
  const keys = Object.keys(data).filter((key) => key !== '$schema');
  if (!keys.some((key) => CODES.includes(key))) return { english: data, languages: undefined };
  for (const key of keys) {
    if (!CODES.includes(key)) {
      throw new DataFileError(
        `${file}: ${printable(key)} is no language: a file by language holds ${CODES.join(', ')} (lib/locales.mjs)`,
      );
    }
  }
  const { [defaultLocale]: english, ...rest } = /** @type {Record<string, unknown>} */ (data);
  const languages = Object.fromEntries(Object.entries(rest).filter(([key]) => key !== '$schema'));
  if (english === undefined) {
    throw new DataFileError(
      `${file}: ${defaultLocale} is missing: expected the English content beside its translations`,
    );
  }
  return { english, languages };
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

/**
 * Whether an entry's field comes from the catalogue game it names: its type, translated
 * with the game (lib/catalogue.mjs), not in the list.
 * @param {object} entry @param {string} name
 */
const fromGame = (entry, name) => 'game' in entry && (name === 'type' || name === 'gameType');

/**
 * Whether a value holds a text a language translates.
 * @param {unknown} value @param {string} key
 * @returns {boolean}
 */
function translatable(value, key) {
  if (typeof value === 'string') return TRANSLATED_FIELDS.has(key);
  if (Array.isArray(value)) return value.some((item) => translatable(item, key));
  if (typeof value === 'object' && value !== null) return translatedKeys(value).length > 0;
  return false;
}

/**
 * An object's fields that hold a text a language translates.
 * @param {object} entry
 * @returns {string[]}
 */
const translatedKeys = (entry) =>
  Object.entries(entry)
    .filter(([name, item]) => !fromGame(entry, name) && translatable(item, name))
    .map(([name]) => name);

/**
 * The content in a language: each translated field its text in `texts`, or English. A text
 * left out (or blank) is reported to `warn` in one line, as is a whole file without the
 * language, and a text that is not used (a name, or a field English leaves out); a value of
 * the wrong kind, or a key that is no field, throws a one-line DataFileError naming the
 * file, the language and the key.
 * @template {object} T
 * @param {T} content the English content, resolved (lib/content.mjs)
 * @param {Record<string, unknown>} texts the language's texts by content key (textsIn)
 * @param {string} code @param {string} name the language's name, for the warnings
 * @param {(line: string) => void} [warn]
 * @returns {T}
 */
export function translateContent(content, texts, code, name, warn = () => {}) {
  /** @type {Record<string, unknown>} */
  const translated = /** @type {Record<string, unknown>} */ ({ ...content });
  for (const [key, english] of Object.entries(translated)) {
    // The catalogue's games carry their translations beside them (lib/catalogue.mjs).
    if (key === 'catalogue' || !translatable(english, key)) continue;
    const file = `${CONTENT_DIR}/${key}.json`;
    if (texts[key] === undefined) {
      warn(`${file}: no ${code}: the ${name} pages show its content in English`);
      continue;
    }
    /** @param {string} at @param {unknown} value @param {string} expected */
    const wrong = (at, value, expected) =>
      new DataFileError(`${file}: ${printable(at)} is ${quote(value, 60)}: expected ${expected}`);
    /**
     * @param {unknown} value @param {unknown} own @param {string} at @param {string} field
     * @returns {unknown}
     */
    const walk = (value, own, at, field) => {
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
        return value.map((item, index) => {
          const inner = `${at}[${index}]`;
          return translatable(item, field) ? walk(item, given[index], inner, field) : item;
        });
      }
      const entry = /** @type {Record<string, unknown>} */ (value);
      if (own !== undefined && own !== null && (typeof own !== 'object' || Array.isArray(own))) {
        throw wrong(at, own, 'an object of texts');
      }
      const given = /** @type {Record<string, unknown>} */ (own ?? {});
      const keys = translatedKeys(entry);
      for (const name of Object.keys(given)) {
        if (keys.includes(name) || given[name] === null || given[name] === '') continue;
        const where = printable(`${at}.${name}`);
        if (!(name in entry) && !TRANSLATED_FIELDS.has(name)) {
          throw new DataFileError(
            `${file}: ${where} is no translated text: expected ${keys.join(', ') || 'none here'}`,
          );
        }
        // Decap shows a list entry's every field in each language's column (3.16 hides only a
        // file's top-level fields), so what is typed there is said and left, not refused.
        const why = !(name in entry)
          ? 'English has none'
          : fromGame(entry, name)
            ? `it comes from the game ${String(entry.game)}`
            : 'it is the same in every language';
        warn(`${file}: ${where} is not used: ${why}`);
      }
      return {
        ...entry,
        ...Object.fromEntries(
          keys.map((name) => [name, walk(entry[name], given[name], `${at}.${name}`, name)]),
        ),
      };
    };
    translated[key] = walk(english, texts[key], code, key);
  }
  return /** @type {T} */ (translated);
}
