// Markdown folders, for any kind of content written in Markdown (the news, the studio's pages):
// one folder per entry, <dir>/<slug>/, holding index.en.md (front matter, then the Markdown
// body) and each other language's index.<code>.md beside it: the layout Decap CMS writes for a
// folder collection with `path: "{{slug}}/index"` and i18n `structure: multiple_files`. Read
// here, and each file's fields checked against its kind's schema (checkedEntry); what a kind's
// folder may be named and what its entries mean are the kind's own (news-folders.mjs,
// studio-pages.mjs).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { JSON_SCHEMA, load } from 'js-yaml';
import { DataFileError, controlCharacter, decodeText, printable } from '../../core/data-file.mjs';
import { defaultLocale, locales } from '../../core/locales.mjs';
import { slugOf } from '../../core/slug.mjs';
import { postMarkdownProblem } from './markdown.mjs';
import { GAME_SLUG } from './fields.mjs';
import { issueLine } from '../../core/schema-line.mjs';

/** An entry's file in a language: index.en.md, index.de.md. @param {string} code */
export const entryFile = (code) => `index.${code}.md`;

/**
 * @typedef {{ slug: string, dir: string, files: Record<string, { file: string, data: Record<string, unknown> }> }} MarkdownFolder
 *   `files` by language code, English always among them; `data` the front matter with the
 *   Markdown body as `body`.
 */

/**
 * A Markdown file's front matter and body. Throws a one-line DataFileError for a file with
 * no front matter, YAML that does not parse, or front matter that is not a mapping.
 * @param {string} text @param {string} file
 * @returns {Record<string, unknown>}
 */
export function parseFrontMatter(text, file) {
  const match = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  if (!match) {
    throw new DataFileError(
      `${file}: no front matter: expected the file to start with --- and its fields, then ---`,
    );
  }
  let data;
  try {
    // The JSON schema: a date stays the text it is written as, yes stays "yes".
    data = load(match[1] ?? '', { schema: JSON_SCHEMA });
  } catch (error) {
    // Its line in the file: the front matter starts on line 2, after the first ---.
    const { reason, mark } = /** @type {{ reason?: string, mark?: { line: number } }} */ (error);
    const where = mark ? ` on line ${mark.line + 2}` : '';
    throw new DataFileError(`${file}: front matter: ${reason ?? String(error)}${where}`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new DataFileError(`${file}: front matter: expected its fields, one "name: value" a line`);
  }
  if ('body' in data) {
    throw new DataFileError(
      `${file}: body is no front-matter field: the body follows the second ---`,
    );
  }
  const body = text.slice(match[0].length).trim();
  const entry = { ...data, ...(body ? { body } : {}) };
  const control = controlCharacter(entry);
  if (control) {
    throw new DataFileError(
      `${file}: ${printable(control.key)} holds the control character ${control.char}: expected text`,
    );
  }
  return entry;
}

/**
 * Every entry folder under `folder`, its files parsed, in slug order; none when the folder is
 * absent. Throws a one-line DataFileError for a folder or a file it cannot take.
 * @param {string} root @param {string} folder
 * @param {{ entry: string, address: (slug: string) => string, taken: (name: string) => string | null }} rules
 *   `entry` names one in messages, `address` gives a slug's page; `taken` says why a folder
 *   name cannot be had, or null
 * @returns {MarkdownFolder[]}
 */
export function readMarkdownFolders(root, folder, { entry: what, address: pageOf, taken }) {
  const top = path.join(root, folder);
  if (!existsSync(top)) return [];
  const names = readdirSync(top)
    .filter((name) => !name.startsWith('.'))
    .sort();
  /** @type {Map<string, string>} */
  const addresses = new Map();
  for (const name of names) {
    const address = slugOf(name);
    const other = addresses.get(address);
    if (other !== undefined) {
      throw new DataFileError(
        `${folder}/${printable(name)}/: the same slug as ${folder}/${printable(other)}/ (${pageOf(address)}): expected one folder per ${what}`,
      );
    }
    addresses.set(address, name);
  }
  /** @type {readonly string[]} */
  const codes = locales.map(({ code }) => code);
  return names.map((name) => {
    const dir = `${folder}/${printable(name)}`;
    if (!statSync(path.join(top, name)).isDirectory()) {
      throw new DataFileError(
        `${dir}: a file: expected a folder per ${what}, ${folder}/<slug>/${entryFile(defaultLocale)}`,
      );
    }
    if (!GAME_SLUG.test(name)) {
      const suggestion = slugOf(name);
      throw new DataFileError(
        `${dir}/: the folder's name is the ${what}'s address: expected lower-case letters, digits and single hyphens${suggestion ? `, like ${suggestion}` : ''}`,
      );
    }
    const why = taken(name);
    if (why) throw new DataFileError(`${dir}/: ${why}`);
    /** @type {MarkdownFolder['files']} */
    const files = {};
    for (const entry of readdirSync(path.join(top, name)).sort()) {
      if (entry.startsWith('.')) continue;
      const file = `${dir}/${printable(entry)}`;
      const language = /^index\.([^.]+)\.md$/.exec(entry)?.[1];
      if (language === undefined) {
        throw new DataFileError(
          `${file}: no such ${what} file: expected ${entryFile('<language>')}, one per language`,
        );
      }
      if (!codes.includes(language)) {
        throw new DataFileError(
          `${file}: ${printable(language)} is no language of the site: expected one of ${codes.join(', ')} (lib/core/locales.mjs)`,
        );
      }
      const text = decodeText(readFileSync(path.join(top, name, entry)), file);
      // The editor writes an empty file for a language nobody has written in yet: none.
      if (language !== defaultLocale && text.trim() === '') continue;
      files[language] = { file, data: parseFrontMatter(text, file) };
    }
    if (!files[defaultLocale]) {
      throw new DataFileError(
        `${dir}/: no ${entryFile(defaultLocale)}: expected the ${what} in English, the other languages beside it`,
      );
    }
    return { slug: name, dir, files };
  });
}

/**
 * A Markdown file's fields (a post's or a page's, in one language) checked against its schema
 * and its body held to the subset the pages render: the fields as parsed, or a one-line
 * DataFileError naming the file.
 * @template {import('zod').ZodType<{ body: string }>} S
 * @param {S} schema @param {unknown} data @param {string} file
 * @returns {import('zod').output<S>}
 */
export function checkedEntry(schema, data, file) {
  const result = schema.safeParse(data, { reportInput: true });
  if (!result.success) {
    throw new DataFileError(issueLine(file, schema, /** @type {any} */ (result.error.issues[0])));
  }
  const problem = postMarkdownProblem(result.data.body);
  if (problem) throw new DataFileError(`${file}: body: ${problem}`);
  return result.data;
}
