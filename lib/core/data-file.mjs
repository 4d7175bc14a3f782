// The one way a data file is read and says it is wrong: one line naming the file, the key
// and what is expected. Every JSON file a studio edits (content, translations, the brand,
// the art catalogue) is read through readJson.
import { appendFileSync } from 'node:fs';

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
 * A typed value for a message, quoted as JSON would: each text cut to `max` characters, and
 * a list or object cut after `max` characters of its JSON, so one line stays readable in a
 * terminal however long the value (a 25-entry list, a name of 250,000 characters).
 * @param {unknown} value @param {number} [max]
 */
export const quote = (value, max = 80) => {
  const json =
    JSON.stringify(value, (_, inner) =>
      typeof inner === 'string' && inner.length > max ? `${inner.slice(0, max)}…` : inner,
    ) ?? String(value);
  const cut = typeof value === 'object' && value !== null && json.length > max;
  return printable(cut ? `${json.slice(0, max)}…` : json);
};

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

/** Line and column (from 1) of a character offset. @param {string} text @param {number} at */
const lineColumn = (text, at) => {
  const before = text.slice(0, at);
  return `line ${before.split('\n').length}, column ${at - before.lastIndexOf('\n')}`;
};

/**
 * A data file's bytes as text: UTF-8, with or without the byte-order mark Windows editors
 * write. Anything else is refused at its first byte that is not UTF-8, which a lenient read
 * would turn into U+FFFD on the page (a Latin-1 "é" is one such byte). A file the bundler
 * imports as well (`imported`) may not start with the mark: its JSON import refuses one.
 * @param {Uint8Array} bytes @param {string} file @param {{ imported?: boolean }} [options]
 */
export function decodeText(bytes, file, { imported = false } = {}) {
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  if (bom && imported) {
    throw new DataFileError(
      `${file}: saved with a byte-order mark (EF BB BF), which the bundler's JSON import refuses: expected UTF-8 without one`,
    );
  }
  // Not fatal, so the first bad byte can be found: a U+FFFD the file really holds is
  // written as EF BF BD, one put in for a bad byte is not.
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8', bom);
  for (let at = text.indexOf('\uFFFD'); at !== -1; at = text.indexOf('\uFFFD', at + 1)) {
    const offset = bom + Buffer.byteLength(text.slice(0, at));
    if (bytes[offset] === 0xef && bytes[offset + 1] === 0xbf && bytes[offset + 2] === 0xbd)
      continue;
    const byte = (bytes[offset] ?? 0).toString(16).toUpperCase().padStart(2, '0');
    throw new DataFileError(
      `${file}: byte 0x${byte} at ${lineColumn(text, at)} is not UTF-8: expected the file saved as UTF-8`,
    );
  }
  return text;
}

/**
 * The first key written twice in one object of a JSON text (JSON.parse keeps the last one
 * without a word), as a dotted path and where it is. The text must already parse.
 * @param {string} text
 * @returns {{ key: string, where: string } | null}
 */
export function duplicateKey(text) {
  /** @type {({ keys: Set<string>, key: string, expectKey: boolean } | { index: number })[]} */
  const stack = [];
  const pathOf = (/** @type {string} */ last) =>
    [...stack.slice(0, -1), { key: last }]
      .map((frame, i) =>
        'index' in frame ? `[${frame.index}]` : i === 0 ? frame.key : `.${frame.key}`,
      )
      .join('');
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    const top = stack[stack.length - 1];
    if (char === '{') stack.push({ keys: new Set(), key: '', expectKey: true });
    else if (char === '[') stack.push({ index: 0 });
    else if (char === '}' || char === ']') stack.pop();
    else if (char === ',' && top) {
      if ('index' in top) top.index += 1;
      else top.expectKey = true;
    } else if (char === '"') {
      const start = i;
      for (i += 1; text[i] !== '"'; i += 1) if (text[i] === '\\') i += 1;
      if (top && 'keys' in top && top.expectKey) {
        const key = /** @type {string} */ (JSON.parse(text.slice(start, i + 1)));
        if (top.keys.has(key))
          return { key: printable(pathOf(key)), where: lineColumn(text, start) };
        top.keys.add(key);
        top.key = key;
        top.expectKey = false;
      }
    }
  }
  return null;
}

/** C0 and C1 control characters but tab, line feed and carriage return. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;

/**
 * The first text in a parsed JSON value that holds a control character (written as an
 * escape such as \u0000: JSON refuses them raw), as its dotted key and the character.
 * @param {unknown} value @param {string} [at]
 * @returns {{ key: string, char: string } | null}
 */
export function controlCharacter(value, at = '') {
  if (typeof value === 'string') {
    const found = CONTROL.exec(value);
    return found ? { key: at || '(the file)', char: printable(found[0]) } : null;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = controlCharacter(item, `${at}[${index}]`);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = controlCharacter(item, at ? `${at}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

/**
 * A data file's bytes as checked JSON: UTF-8 (a byte-order mark is fine), valid JSON, no key
 * written twice in one object, no control character in a text. Each problem is one line
 * naming the file and where.
 * @param {Uint8Array} bytes @param {string} file @param {{ imported?: boolean }} [options]
 * @returns {unknown}
 */
export function readJson(bytes, file, options) {
  // PARSE_LOG names a file each parse is written to, a line each: how a test counts them.
  if (process.env.PARSE_LOG) appendFileSync(process.env.PARSE_LOG, `${process.pid} ${file}\n`);
  const text = decodeText(bytes, file, options);
  const data = parseJson(text, file);
  const twice = duplicateKey(text);
  if (twice) {
    throw new DataFileError(
      `${file}: ${twice.key} is written twice in one object (the second at ${twice.where}): expected each key once`,
    );
  }
  const control = controlCharacter(data);
  if (control) {
    throw new DataFileError(
      `${file}: ${printable(control.key)} holds the control character ${control.char}: expected text`,
    );
  }
  return data;
}
