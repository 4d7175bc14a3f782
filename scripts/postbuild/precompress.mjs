// Precompressed .br and .gz copies of every text file, as static hosts (nginx
// brotli_static, gzip_static) serve them; `npm start` serves them too. Compressing once
// at build lets brotli use its best level.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** @param {Buffer} data */
async function compress(data) {
  return Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each file. Files with the same bytes are
 * compressed once: Next writes each route's payload twice (index.txt and __next._full.txt),
 * and brotli's best level is most of the post-build step's time.
 * @param {string[]} files
 */
export async function precompressAll(files) {
  /** @type {Map<string, Promise<Buffer[]>>} */
  const byBytes = new Map();
  await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      const key = createHash('sha256').update(data).digest('hex');
      let copies = byBytes.get(key);
      if (!copies) byBytes.set(key, (copies = compress(data)));
      const [br, gz] = /** @type {[Buffer, Buffer]} */ (await copies);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
  return byBytes.size;
}
