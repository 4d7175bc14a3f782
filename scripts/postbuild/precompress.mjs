// Precompressed .br and .gz copies of the text files, as nginx (brotli_static, gzip_static)
// and `npm start` serve them; the hosts that compress on their own are given out/ without
// them (tools/publish.mjs --no-precompressed). Compressing once at build lets brotli use its
// best level; a copy is written only where it pays, and kept in the build's store by the
// file's bytes (scripts/derived-store.mjs), so a build that changed nothing compresses
// nothing again.
import { createHash } from 'node:crypto';
import { copyFile, link, readFile, rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { prune, storedFile } from '../derived-store.mjs';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Files smaller than this are served as they are: the whole response fits in the first
 * packets either way, and each copy would be two more files for the host to hold.
 */
export const MIN_BYTES = 1024;

/** A copy is written only when it is at most this share of the file's size. */
export const MAX_RATIO = 0.9;

/** The store's kind for the copies, kept between builds by the bytes they were made from. */
const KIND = 'compressed';

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

/** Places the cached copy beside the file: a hard link, or a copy where links fail. */
async function place(/** @type {string} */ cached, /** @type {string} */ to) {
  await rm(to, { force: true });
  await link(cached, to).catch(() => copyFile(cached, to));
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each file of at least MIN_BYTES, each where it
 * is at most MAX_RATIO of the file. Files with the same bytes are compressed once, and
 * not at all when the store holds their copies from an earlier build. Returns the files
 * compressed, the copies written and how many files had a copy made.
 * @param {string[]} files
 * @param {{ storeRoot?: string }} [options] the store's folder, when a test names its own
 */
export async function precompressAll(files, { storeRoot } = {}) {
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
        let fresh = false;
        // A copy that does not pay is kept as the store's marker of none.
        const copyOf =
          (/** @type {Encoding} */ { make }) =>
          async () => {
            fresh = true;
            const copy = await make(data);
            return copy.length > data.length * MAX_RATIO ? null : copy;
          };
        cached = Promise.all(
          ENCODINGS.map((encoding) =>
            storedFile(KIND, key, encoding.ext.slice(1), copyOf(encoding), storeRoot),
          ),
        ).then((found) => {
          if (fresh) made += 1;
          return found;
        });
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
  // A test's own store is left as it made it.
  if (!storeRoot) await prune(KIND);
  return { compressed, distinct: byBytes.size, made, copies };
}
