// A schema problem as the one line the build stops with, for every kind of content: the file,
// the key and what is expected (zod's issue, reworded); and a reference any kind may make to a
// catalogue game that names none.
import { DataFileError, printable, quote } from '../core/data-file.mjs';
import { GAMES_DIR } from './fields.mjs';

/**
 * A zod schema as keysAt walks it: an object's shape, an array's element, a wrapper's
 * unwrap(). zod types these per schema class; this is the part they share.
 * @typedef {{ shape?: Record<string, SchemaNode>, element?: SchemaNode, unwrap?: () => SchemaNode }} SchemaNode
 */

/**
 * The keys an object schema takes, found along a problem's path.
 * @param {unknown} schema @param {readonly PropertyKey[]} path
 */
function keysAt(schema, path) {
  let node = /** @type {SchemaNode | undefined} */ (schema);
  for (const part of path) {
    node = typeof part === 'number' ? node?.element : node?.shape?.[String(part)];
    while (node?.unwrap && !node.shape && !node.element) node = node.unwrap();
  }
  return Object.keys(node?.shape ?? {}).filter((key) => key !== '$schema');
}

/**
 * One schema problem as one line: the file, the key and what is expected.
 * @param {string} file @param {unknown} schema @param {import('zod').ZodIssue} issue
 * @param {number} [skip] leading parts of the path the schema has not (a file's `en`)
 */
export function issueLine(file, schema, issue, skip = 0) {
  const key = printable(
    issue.path
      .map((part, i) =>
        typeof part === 'number' ? `[${part}]` : i === 0 ? String(part) : `.${String(part)}`,
      )
      .join(''),
  );
  if (issue.code === 'unrecognized_keys') {
    const where = key ? `${key}.` : '';
    return `${file}: ${where}${printable(issue.keys[0] ?? '')} is no such key: expected one of ${keysAt(schema, issue.path.slice(skip)).join(', ')}`;
  }
  const expected =
    issue.code === 'invalid_value' && issue.message.startsWith('Invalid option')
      ? `one of ${issue.values.map(String).join(', ')}`
      : issue.message
          .replace(/^Invalid input: /, '')
          .replace(/^expected /, '')
          .replace(/, received .*$/, '');
  return `${file}: ${key || '(the file)'} ${issue.input === undefined ? 'is missing' : `is ${quote(issue.input)}`}: expected ${expected}`;
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
