// The build's first step's one result: the brand, the picture catalogue and each language's
// interface text, checked, and the content, checked and resolved in every language (pictures
// named, translations filled), written once to .build/result.json. The art step, Next's pages and config, and the admin read it instead of
// parsing the data files again, so each data file is parsed once per build. Stamped with the
// data files' sizes and times: a result older than the data (a file saved under `next dev`, or
// a jest run on a fresh clone) is not used, and its reader resolves the files itself.
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BRAND_FILE, readBrand } from '../brand/brand.mjs';
import { GAMES_DIR } from '../content/game-folders.mjs';
import { CONTENT_DIR } from '../content/schema.mjs';
import { readJson } from '../core/data-file.mjs';
import { locales } from '../core/locales.mjs';
import { LOCALES_DIR } from '../core/messages.mjs';

export const RESULT_FILE = '.build/result.json';
const ARTWORK_FILE = 'data/artwork.json';

/**
 * The data files the result is made from, with their sizes and modification times: stat
 * only, nothing read.
 * @param {string} root
 */
export function dataStamp(root) {
  const files = [
    BRAND_FILE,
    ARTWORK_FILE,
    ...locales.map(({ code }) => `${LOCALES_DIR}/${code}/messages.json`),
  ];
  const content = path.join(root, CONTENT_DIR);
  if (existsSync(content)) {
    files.push(...readdirSync(content).map((name) => `${CONTENT_DIR}/${name}`));
  }
  const games = path.join(root, GAMES_DIR);
  if (existsSync(games)) {
    for (const slug of readdirSync(games).sort()) {
      const dir = path.join(games, slug);
      if (!statSync(dir).isDirectory()) continue;
      files.push(...readdirSync(dir).map((name) => `${GAMES_DIR}/${slug}/${name}`));
    }
  }
  // Resolved as of another instant, the same files show other entries.
  const instant = `instant:${process.env.BUILD_INSTANT ?? ''}`;
  return [
    instant,
    ...files.map((file) => {
      const stat = statSync(path.join(root, file), { throwIfNoEntry: false });
      return `${file}:${stat?.size ?? '-'}:${stat?.mtimeMs ?? '-'}`;
    }),
  ].join('|');
}

/**
 * @typedef {{
 *   stamp: string,
 *   brand: import('../brand/brand.mjs').Brand,
 *   byLanguage: Record<import('../core/locales.mjs').LocaleCode, import('../content/types').Content>,
 *   pictures: [string, import('../content/pictures.mjs').Picture][],
 *   held: string[],
 *   addresses: { moves: import('../content/addresses.mjs').Move[], gone: string[] },
 *   artwork: Record<string, ArtworkEntry>,
 *   messages: Record<import('../core/locales.mjs').LocaleCode, import('../core/messages.mjs').Messages>,
 * }} BuildResult
 *   `held`: the pictures only entries not shown at the build's instant use, which the art
 *   step leaves for the build that shows them (lib/content/moments.mjs); `addresses`: the old
 *   addresses and where each leads now, and those gone by their entry's expireAt
 *   (lib/content/addresses.mjs), for the build's last step (scripts/addresses.mjs)
 * @typedef {{ aspect: import('../core/image-widths.mjs').Aspect, scene: string, seed?: number,
 *   palette: string, title?: string, emblem?: string, hud?: boolean }} ArtworkEntry
 */

/**
 * Writes the result (the first step, and `next dev` when a data file changed): the brand,
 * the messages and the art catalogue beside what the content resolved to
 * (lib/content/resolve.mjs); the pictures' map kept as its entries.
 * @param {string} root
 * @param {Pick<BuildResult, 'brand' | 'byLanguage' | 'held' | 'addresses' | 'artwork' | 'messages'> & { pictures: Map<string, import('../content/pictures.mjs').Picture> }} parts
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
  const { stamp, brand, byLanguage, pictures, held, artwork, messages } =
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
    Array.isArray(held)
  );
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
