// The build's first step's one result: the brand, the picture catalogue and each language's
// interface text, checked, and the content, checked and resolved in every language (pictures
// named, translations filled), written once to .build/result.json. The art step, Next's pages and config, and the admin read it instead of
// parsing the data files again, so each data file is parsed once per build. Stamped with the
// data files' sizes and times: a result older than the data (a file saved under `next dev`, or
// a jest run on a fresh clone) is not used, and its reader resolves the files itself.
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BRAND_FILE, readBrand } from '../brand/brand.mjs';
import { KINDS } from '../content/kinds.mjs';
import { CONTENT_DIR, VIDEOS_DIR } from '../content/shared/folders.mjs';
import { PICTURES_DIR } from '../content/shared/pictures.mjs';
import { readJson } from '../core/data-file.mjs';
import { locales } from '../core/locales.mjs';
import { LOCALES_DIR } from '../core/messages.mjs';

export const RESULT_FILE = '.build/result.json';
const ARTWORK_FILE = 'data/artwork.json';

/** The folders whose files the first step reads, each entry a folder of its files: each kind's. */
const ENTRY_FOLDERS = Object.values(KINDS).map(({ dir }) => dir);
/** The folders of a studio's files the first step checks: each file it names is read. */
const FILE_FOLDERS = [PICTURES_DIR, VIDEOS_DIR];

/**
 * Every file the first step reads, as a path from `root`: the brand, the art catalogue, the
 * messages, the lists (data/content/*.json), each entry folder's files (a game's JSON, a
 * post's or page's Markdown in each language) and the studio's pictures and videos. Names
 * only, no file read; a dot file and data/content/schema/ (written from the code) are not
 * read, so not named.
 * @param {string} root
 */
export function dataFiles(root) {
  // A folder a content set leaves out (no news, no studio files) is an empty one.
  const list = (/** @type {string} */ dir) =>
    existsSync(path.join(root, dir))
      ? readdirSync(path.join(root, dir), { withFileTypes: true })
          .filter((entry) => !entry.name.startsWith('.'))
          .sort((a, b) => (a.name < b.name ? -1 : 1))
      : [];
  const files = [
    BRAND_FILE,
    ARTWORK_FILE,
    ...locales.map(({ code }) => `${LOCALES_DIR}/${code}/messages.json`),
    ...list(CONTENT_DIR)
      .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
      .map(({ name }) => `${CONTENT_DIR}/${name}`),
  ];
  for (const folder of ENTRY_FOLDERS) {
    for (const entry of list(folder)) {
      const dir = `${folder}/${entry.name}`;
      // A file where a folder belongs is named too: the first step stops on it.
      if (!entry.isDirectory()) files.push(dir);
      else files.push(...list(dir).map(({ name }) => `${dir}/${name}`));
    }
  }
  for (const folder of FILE_FOLDERS)
    files.push(...list(folder).map(({ name }) => `${folder}/${name}`));
  return files;
}

/**
 * The data files' sizes and modification times (dataFiles): stat only, nothing read. Any
 * file the first step reads saved, added or removed gives another stamp.
 * @param {string} root
 */
export function dataStamp(root) {
  return dataFiles(root)
    .map((file) => {
      const stat = statSync(path.join(root, file), { throwIfNoEntry: false });
      return `${file}:${stat?.size ?? '-'}:${stat?.mtimeMs ?? '-'}`;
    })
    .join('|');
}

/** Under `next dev` (the editors' CMS runs it too), a saved data file shows on the next request. */
const editing = process.env.NODE_ENV === 'development';
/** The last stamp taken under `next dev`, and when: a render's many reads share one. */
let taken = { root: '', at: 0, stamp: '' };

/**
 * A reader of the data: under `next dev`, `read` runs again on the first call after any file
 * the first step reads has changed (dataStamp); in a build or a test, it runs once.
 * @template T
 * @param {string} root @param {() => T} read
 * @returns {() => T}
 */
export function whileEditing(root, read) {
  /** @type {{ stamp: string, value: T } | undefined} */
  let last;
  return () => {
    const stamp = editing ? stampNow(root) : '';
    if (last?.stamp !== stamp) last = { stamp, value: read() };
    return last.value;
  };
}

/** The stamp, taken at most once a tenth of a second: one page's render stats the files once. */
function stampNow(/** @type {string} */ root) {
  const now = Date.now();
  if (taken.root !== root || now - taken.at > 100)
    taken = { root, at: now, stamp: dataStamp(root) };
  return taken.stamp;
}

/**
 * @typedef {{
 *   stamp: string,
 *   brand: import('../brand/brand.mjs').Brand,
 *   byLanguage: Record<import('../core/locales.mjs').LocaleCode, import('../content/types').Content>,
 *   pictures: [string, import('../content/shared/pictures.mjs').Picture][],
 *   held: string[],
 *   addresses: { moves: import('../content/shared/addresses.mjs').Move[], gone: string[] },
 *   artwork: Record<string, ArtworkEntry>,
 *   messages: Record<import('../core/locales.mjs').LocaleCode, import('../core/messages.mjs').Messages>,
 *   instant: string,
 *   preview: boolean,
 * }} BuildResult
 *   `instant`: the moment the content is resolved as of, as the first step fixed it (BUILD_AT,
 *   else its clock), ISO 8601; `preview`: whether BUILD_AT named it
 *   `held`: the pictures only entries not shown at the build's instant use, which the art
 *   step leaves for the build that shows them (lib/content/shared/moments.mjs); `addresses`: the old
 *   addresses and where each leads now, and those gone by their entry's expireAt
 *   (lib/content/shared/addresses.mjs), for the build's last step (scripts/addresses.mjs)
 * @typedef {{ aspect: import('../core/image-widths.mjs').Aspect, scene: string, seed?: number,
 *   palette: string, title?: string, emblem?: string, hud?: boolean }} ArtworkEntry
 */

/**
 * Writes the result (the first step, and `next dev` when a data file changed): the brand,
 * the messages and the art catalogue beside what the content resolved to
 * (lib/content/resolve.mjs); the pictures' map kept as its entries.
 * @param {string} root
 * @param {Pick<BuildResult, 'brand' | 'byLanguage' | 'held' | 'addresses' | 'artwork' | 'messages' | 'instant' | 'preview'> & { pictures: Map<string, import('../content/shared/pictures.mjs').Picture> }} parts
 */
export function writeResult(root, { pictures, ...parts }) {
  /** @type {Omit<BuildResult, 'stamp'>} */
  const result = {
    brand: parts.brand,
    byLanguage: parts.byLanguage,
    pictures: [...pictures],
    held: parts.held,
    addresses: parts.addresses,
    artwork: parts.artwork,
    messages: parts.messages,
    instant: parts.instant,
    preview: parts.preview,
  };
  mkdirSync(path.join(root, path.dirname(RESULT_FILE)), { recursive: true });
  writeFileSync(
    path.join(root, RESULT_FILE),
    JSON.stringify({ stamp: dataStamp(root), ...result }),
  );
}

/**
 * The result, when there is one as new as the data files; undefined otherwise.
 * @param {string} root
 * @returns {BuildResult | undefined}
 */
export function readResult(root) {
  const file = path.join(root, RESULT_FILE);
  if (!existsSync(file)) return undefined;
  const stamp = dataStamp(root);
  const known = results.get(root);
  if (known?.stamp === stamp) return known;
  const result = /** @type {unknown} */ (JSON.parse(readFileSync(file, 'utf8')));
  if (!isResult(result) || result.stamp !== stamp) return undefined;
  results.set(root, result);
  return result;
}

/** Each root's result as last read: one process reads it once while the data stays. */
/** @type {Map<string, BuildResult>} */
const results = new Map();

/**
 * Whether a parsed file is a result as writeResult writes it: the first step wrote it from
 * the checked data (an older shape, from before an upgrade, is written again).
 * @param {unknown} value
 * @returns {value is BuildResult}
 */
function isResult(value) {
  if (typeof value !== 'object' || value === null) return false;
  const { stamp, brand, byLanguage, pictures, held, artwork, messages, instant, preview } =
    /** @type {Record<string, unknown>} */ (value);
  const byCode = (/** @type {unknown} */ by) =>
    typeof by === 'object' && by !== null && locales.every(({ code }) => code in by);
  return (
    typeof stamp === 'string' &&
    typeof brand === 'object' &&
    byCode(byLanguage) &&
    byCode(messages) &&
    typeof artwork === 'object' &&
    artwork !== null &&
    Array.isArray(pictures) &&
    Array.isArray(held) &&
    typeof instant === 'string' &&
    typeof preview === 'boolean'
  );
}

/**
 * The moment the site is built as of: the first step's instant, and the same instant as
 * `preview` when BUILD_AT named it (a preview says so on every page and is noindex), else
 * null. Without a result as new as the data, the clock's and no preview; under `next dev`,
 * whose first step fixed the moment before any file was saved, the last result's.
 * @param {string} root
 * @returns {{ instant: Date, preview: Date | null }}
 */
export function buildMoment(root) {
  const result = readResult(root) ?? (editing ? lastResult(root) : undefined);
  if (!result) return { instant: new Date(), preview: null };
  const instant = new Date(result.instant);
  return { instant, preview: result.preview ? instant : null };
}

/** The result last written, whatever data it was made from; undefined when there is none. */
function lastResult(/** @type {string} */ root) {
  const file = path.join(root, RESULT_FILE);
  if (!existsSync(file)) return undefined;
  const result = /** @type {unknown} */ (JSON.parse(readFileSync(file, 'utf8')));
  return isResult(result) ? result : undefined;
}

/**
 * The brand: the result's, or data/brand.json read and checked where there is no result.
 * @param {string} root
 * @returns {import('../brand/brand.mjs').Brand}
 */
export const brandOf = (root) =>
  readResult(root)?.brand ?? readBrand(readFileSync(path.join(root, BRAND_FILE)));

/**
 * The picture catalogue (data/artwork.json): the result's, checked by the first step, or the
 * file as written where there is no result (a unit test on a fresh clone, `next dev`).
 * @param {string} root
 * @returns {Record<string, ArtworkEntry>}
 */
export function artworkOf(root) {
  const known = readResult(root)?.artwork;
  if (known) return known;
  const catalogue = /** @type {Record<string, ArtworkEntry>} */ ({
    .../** @type {object} */ (
      readJson(readFileSync(path.join(root, ARTWORK_FILE)), ARTWORK_FILE, { imported: true })
    ),
  });
  delete catalogue.$comment;
  return catalogue;
}
