// The translations, pure: the app (lib/i18n.ts), the build's first step (scripts/content.mjs)
// and the tests read a language's folder (data/locales/<code>/) through these, so a text not
// yet translated falls back to English everywhere the same way, and the build names it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DataFileError, printable, quote, readJson } from './data-file.mjs';

export const LOCALES_DIR = 'data/locales';

/**
 * The content fields a studio translates (data/locales/<code>/content.json): descriptions,
 * captions, labels and alt texts. Names (games, streamers, the player's handle) are
 * proper nouns and stay as written; dates and play times are formatted per language.
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

/** @typedef {{ [key: string]: string | Messages }} Messages */

/**
 * A language's messages over English: every key English has, each missing one in English.
 * Calls `missing` with the dotted key of each; a key English lacks, or a value of the wrong
 * kind, throws a one-line DataFileError naming the file and the key (a typo would otherwise
 * never show).
 * @param {Messages} english
 * @param {unknown} messages
 * @param {string} file
 * @param {(key: string) => void} [missing]
 * @returns {Messages}
 */
export function fillMessages(english, messages, file, missing = () => {}, prefix = '') {
  if (typeof messages !== 'object' || messages === null || Array.isArray(messages)) {
    throw new DataFileError(`${file}: ${prefix || '(the file)'} is not an object of texts`);
  }
  const given = /** @type {Record<string, unknown>} */ (messages);
  for (const key of Object.keys(given)) {
    if (!(key in english)) {
      throw new DataFileError(
        `${file}: ${prefix}${key} is no such key: expected one of ${Object.keys(english).join(', ')}`,
      );
    }
  }
  /** @type {Messages} */
  const filled = {};
  for (const [key, source] of Object.entries(english)) {
    const value = given[key];
    const where = `${prefix}${key}`;
    if (typeof source === 'string') {
      if (value === undefined) {
        missing(where);
        filled[key] = source;
      } else if (typeof value !== 'string' || value.trim() === '') {
        throw new DataFileError(`${file}: ${printable(where)} is ${quote(value)}: expected a text`);
      } else {
        filled[key] = value;
      }
    } else if (value === undefined) {
      missing(`${where}.*`);
      filled[key] = source;
    } else {
      filled[key] = fillMessages(source, value, file, missing, `${where}.`);
    }
  }
  return filled;
}

/**
 * A language's content translations: `texts` maps each English text to its translation.
 * @param {unknown} data
 * @param {string} file
 * @returns {Record<string, string>}
 */
export function checkTexts(data, file) {
  const ok =
    typeof data === 'object' &&
    data !== null &&
    Object.keys(data).every((key) => key === 'texts' || key === '$schema');
  const texts = ok ? /** @type {{ texts?: unknown }} */ (data).texts : undefined;
  if (!ok || typeof texts !== 'object' || texts === null || Array.isArray(texts)) {
    throw new DataFileError(
      `${file}: expected { "texts": { "<English text>": "<translation>" } } and nothing else`,
    );
  }
  for (const [source, value] of Object.entries(texts)) {
    if (typeof value !== 'string' || value.trim() === '') {
      throw new DataFileError(
        `${file}: texts[${quote(source, 60)}] is ${quote(value)}: expected a text`,
      );
    }
  }
  return /** @type {Record<string, string>} */ (texts);
}

/**
 * The content with each translated field in the language: its translation, or English,
 * in which case `missing` hears the field's place and text.
 * @template T
 * @param {T} content
 * @param {Record<string, string>} texts
 * @param {(where: string, text: string) => void} [missing]
 * @returns {T}
 */
export function translateContent(content, texts, missing = () => {}) {
  /**
   * @param {unknown} value @param {string} key @param {string} where
   * @param {boolean} [fromCatalogue] the value is a catalogue game's text
   * @returns {unknown}
   */
  const walk = (value, key, where, fromCatalogue = false) => {
    // The catalogue's games carry their translations beside them (lib/catalogue.mjs), and a
    // list entry that names one (`game`) takes its type from there (data/content.ts).
    if (where === 'catalogue' || fromCatalogue) return value;
    if (typeof value === 'string') {
      if (!TRANSLATED_FIELDS.has(key)) return value;
      if (Object.hasOwn(texts, value)) return texts[value];
      missing(where, value);
      return value;
    }
    if (Array.isArray(value))
      return value.map((item, index) => walk(item, key, `${where}[${index}]`));
    if (typeof value === 'object' && value !== null) {
      const names = where.startsWith('games.') && 'game' in value;
      return Object.fromEntries(
        Object.entries(value).map(([name, item]) => [
          name,
          walk(
            item,
            name,
            where ? `${where}.${name}` : name,
            names && (name === 'type' || name === 'gameType'),
          ),
        ]),
      );
    }
    return value;
  };
  return /** @type {T} */ (walk(content, '', ''));
}

/**
 * A language's file in data/locales/<code>/, parsed, or undefined when it has none.
 * @param {string} root the project folder
 * @param {string} code
 * @param {'messages.json' | 'content.json'} name
 */
export function readLocaleFile(root, code, name) {
  const file = path.posix.join(LOCALES_DIR, code, name);
  let bytes;
  try {
    bytes = readFileSync(path.join(root, file));
  } catch {
    return { file, data: undefined };
  }
  return { file, data: readJson(bytes, file) };
}

/** `{name}` in a message, filled in: "Download {name}" → "Download Terraloom". */
export function format(
  /** @type {string} */ template,
  /** @type {Record<string, string | number>} */ values,
) {
  return template.replace(/\{(\w+)\}/g, (whole, key) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  );
}
