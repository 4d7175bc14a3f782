// A schema problem as the one line the build stops with, for every file a studio writes (the
// content, the brand): the file, the key and what is expected (zod's issue, reworded).
import { printable, quote } from './data-file.mjs';

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
  // $schema and $comment are the editor's, not a key a writer picks.
  return Object.keys(node?.shape ?? {}).filter((key) => !key.startsWith('$'));
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
