// Precompressed .br and .gz copies of the text files, as nginx (brotli_static, gzip_static)
// and `npm start` serve them; the hosts that compress on their own are given out/ without
// them (tools/publish.mjs --no-precompressed). Compressing once at build lets brotli use its
// best level; a copy is written only where it pays, and kept in a cache by the file's bytes,
// so a build that changed nothing compresses nothing again.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { CACHE_ROOT, pruneCache, used, writeAtomic } from '../derived-cache.mjs';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Files smaller than this are served as they are: the whole response fits in the first
 * packets either way, and each copy would be two more files for the host to hold.
 */
export const MIN_BYTES = 1024;

/** A copy is written only when it is at most this share of the file's size. */
export const MAX_RATIO = 0.9;

/** Where copies are kept between builds, by the bytes they were made from. */
const CACHE_KIND = 'compressed';
export const CACHE_DIR = path.join(CACHE_ROOT, CACHE_KIND);

/** @typedef {{ ext: '.br' | '.gz', make: (data: Buffer) => Promise<Buffer> }} Encoding */

/** @type {Encoding[]} */
const ENCODINGS = [
  {
    ext: '.br',
    make: (data) =>
      brotli(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  { ext: '.gz', make: (data) => gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }) },
];

/**
 * One copy from the cache, or made and cached. The cache holds every copy made, and an
 * empty `.none` marker where a copy did not pay, so that is not found out again.
 * @param {string} cacheDir @param {string} key @param {Buffer} data @param {Encoding} encoding
 * @returns {Promise<string | null>} the cached copy's path, or null when it does not pay
 */
async function cachedCopy(cacheDir, key, data, { ext, make }) {
  const file = path.join(cacheDir, `${key}${ext}`);
  const none = `${file}.none`;
  if (existsSync(file)) {
    await used(file);
    return file;
  }
  if (existsSync(none)) {
    await used(none);
    return null;
  }
  const copy = await make(data);
  if (copy.length > data.length * MAX_RATIO) {
    await writeFile(none, '');
    return null;
  }
  await writeAtomic(file, copy);
  return file;
}

/** Places the cached copy beside the file: a hard link, or a copy where links fail. */
async function place(/** @type {string} */ cached, /** @type {string} */ to) {
  await rm(to, { force: true });
  await link(cached, to).catch(() => copyFile(cached, to));
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each file of at least MIN_BYTES, each where it
 * is at most MAX_RATIO of the file. Files with the same bytes are compressed once, and
 * not at all when `cacheDir` holds their copies from an earlier build. Returns the files
 * compressed, the copies written and how many of them had to be made.
 * @param {string[]} files
 * @param {{ cacheDir?: string }} [options]
 */
export async function precompressAll(files, { cacheDir = CACHE_DIR } = {}) {
  await mkdir(cacheDir, { recursive: true });
  /** @type {Map<string, Promise<(string | null)[]>>} */
  const byBytes = new Map();
  let made = 0;
  let copies = 0;
  let compressed = 0;
  await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      if (data.length < MIN_BYTES) return;
      compressed += 1;
      const key = createHash('sha256').update(data).digest('hex');
      let cached = byBytes.get(key);
      if (!cached) {
        const fresh = ENCODINGS.some(
          ({ ext }) =>
            !existsSync(path.join(cacheDir, `${key}${ext}`)) &&
            !existsSync(path.join(cacheDir, `${key}${ext}.none`)),
        );
        if (fresh) made += 1;
        cached = Promise.all(
          ENCODINGS.map((encoding) => cachedCopy(cacheDir, key, data, encoding)),
        );
        byBytes.set(key, cached);
      }
      const found = await cached;
      await Promise.all(
        ENCODINGS.map(async ({ ext }, index) => {
          const copy = found[index];
          if (!copy) return;
          copies += 1;
          await place(copy, `${file}${ext}`);
        }),
      );
    }),
  );
  if (cacheDir === CACHE_DIR) await pruneCache(CACHE_KIND);
  return { compressed, distinct: byBytes.size, made, copies };
}
