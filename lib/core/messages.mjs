// The interface's translations, pure: the app (lib/render/i18n.ts), the build's first step
// (scripts/translations.mjs) and the tests read a language's messages (data/locales/<code>/)
// through these, so a text not yet translated falls back to English everywhere the same way,
// and the build names it. The content's translations: lib/content/shared/translations.mjs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DataFileError, printable, quote, readJson } from './data-file.mjs';
import { defaultLocale, prefixedLocales } from './locales.mjs';

export const LOCALES_DIR = 'data/locales';

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
 * A language's file in data/locales/<code>/, parsed, or undefined when it has none.
 * @param {string} root the project folder
 * @param {string} code
 * @param {'messages.json'} name
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

/**
 * Every language's messages, each filled over English: what the first step checks and writes
 * into its result (lib/render/build-result.mjs) and what the app reads. A language's file that is
 * missing, a key English lacks or a value that is not text throws a one-line DataFileError;
 * each text not yet translated is reported to `warn` in one line, and shows English.
 * @param {string} root
 * @param {(line: string) => void} [warn]
 * @returns {Record<import('./locales.mjs').LocaleCode, Messages>}
 */
export function readMessages(root, warn = () => {}) {
  const english = readLocaleFile(root, defaultLocale, 'messages.json');
  if (english.data === undefined) {
    throw new DataFileError(`${english.file}: missing: expected the English interface text`);
  }
  // English checked against itself: an object of texts, nested no deeper than objects.
  const en = fillMessages(/** @type {Messages} */ (english.data), english.data, english.file);
  /** @type {Record<string, Messages>} */
  const all = { [defaultLocale]: en };
  for (const { code, name } of prefixedLocales) {
    const messages = readLocaleFile(root, code, 'messages.json');
    if (messages.data === undefined) {
      throw new DataFileError(
        `${messages.file}: missing: expected ${name}'s interface text (lib/core/locales.mjs lists ${code})`,
      );
    }
    all[code] = fillMessages(en, messages.data, messages.file, (key) =>
      warn(`${messages.file}: ${key} is not translated yet: English is shown`),
    );
  }
  return /** @type {Record<import('./locales.mjs').LocaleCode, Messages>} */ (all);
}

// Pure, in its own module, so client components can fill messages without this one's fs.
export { format } from './template.mjs';
