// The one way a data file says it is wrong: one line naming the file, the key and what
// is expected. Used by the art step's catalogue reader and the brand reader.

export class DataFileError extends Error {
  name = 'DataFileError';
}

/**
 * Text a studio typed, safe in a one-line message: control characters (a newline, a
 * terminal's escape sequences) and invisible format characters (bidirectional overrides,
 * zero-width marks) are shown as \u escapes, so what is printed is what was typed.
 * @param {string} text
 */
export const printable = (text) =>
  text.replace(
    /[\p{Cc}\p{Cf}\u2028\u2029]/gu,
    (char) => `\\u${(char.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`,
  );

/**
 * A typed value for a message, quoted as JSON would (a text cut to `max` characters first).
 * @param {unknown} value @param {number} [max]
 */
export const quote = (value, max = 80) =>
  printable(
    JSON.stringify(
      typeof value === 'string' && value.length > max ? `${value.slice(0, max)}…` : value,
    ) ?? String(value),
  );

/**
 * The one-line error for a key with a wrong value.
 * @param {string} file @param {string} key @param {string} expected @param {unknown} got
 */
export const invalid = (file, key, expected, got) =>
  new DataFileError(
    `${file}: ${key} ${got === undefined ? 'is missing' : `is ${quote(got)}`}: expected ${expected}`,
  );

/** JSON.parse with the file named in the error. @param {string} text @param {string} file */
export function parseJson(text, file) {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new DataFileError(`${file}: not valid JSON (${/** @type {Error} */ (error).message})`);
  }
}
