// The one way a data file says it is wrong: one line naming the file, the key and what
// is expected. Used by the art step's catalogue reader and the brand reader.

export class DataFileError extends Error {
  name = 'DataFileError';
}

/**
 * The one-line error for a key with a wrong value.
 * @param {string} file @param {string} key @param {string} expected @param {unknown} got
 */
export const invalid = (file, key, expected, got) =>
  new DataFileError(
    `${file}: ${key} ${got === undefined ? 'is missing' : `is ${JSON.stringify(got)}`}: expected ${expected}`,
  );

/** JSON.parse with the file named in the error. @param {string} text @param {string} file */
export function parseJson(text, file) {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new DataFileError(`${file}: not valid JSON (${/** @type {Error} */ (error).message})`);
  }
}
