// Derived files (rasters, archives' pictures, share images, precompressed copies) kept under
// .art-cache/<kind>/ by a hash of everything they are made from, so a build that changed
// nothing makes none of them again, and files whose bytes are unchanged are not rewritten.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CACHE_ROOT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '.art-cache',
);

/** Temporary files made so far: each write's own name, however many run at once. */
let temporaries = 0;

/**
 * Writes `bytes` to `file` through a temporary name, so a build stopped half-way leaves no
 * truncated file where a whole one is expected.
 * @param {string} file @param {string | Uint8Array} bytes
 */
export async function writeAtomic(file, bytes) {
  temporaries += 1;
  const temporary = `${file}.${process.pid}-${temporaries}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, file);
}

/**
 * Writes `bytes` to `file` unless it holds them already: files a build did not change keep
 * their times, and nothing downstream sees them as new. Returns whether it wrote.
 * @param {string} file @param {string | Uint8Array} bytes
 */
export async function writeIfChanged(file, bytes) {
  const data = typeof bytes === 'string' ? Buffer.from(bytes) : bytes;
  if (existsSync(file) && Buffer.compare(await readFile(file), data) === 0) return false;
  await writeAtomic(file, data);
  return true;
}

/** Entries being made, by path: a second caller waits for the first's. */
const pending = /** @type {Map<string, Promise<Buffer>>} */ (new Map());

/**
 * The bytes `make` gives for `key` (a text naming every input, settings and a version
 * included), from .art-cache/<kind>/ when an earlier build made them.
 * @param {string} kind @param {string | Buffer} key @param {string} ext
 * @param {() => Promise<Buffer>} make
 * @returns {Promise<Buffer>}
 */
export function cachedBytes(kind, key, ext, make) {
  const hash = createHash('sha256').update(key).digest('hex').slice(0, 20);
  const cached = path.join(CACHE_ROOT, kind, `${hash}.${ext}`);
  // One making per entry however many callers ask for it at once.
  let bytes = pending.get(cached);
  if (!bytes) {
    bytes = (async () => {
      if (existsSync(cached)) {
        await used(cached);
        return readFile(cached);
      }
      const made = await make();
      await mkdir(path.dirname(cached), { recursive: true });
      await writeAtomic(cached, made);
      return made;
    })().finally(() => pending.delete(cached));
    pending.set(cached, bytes);
  }
  return bytes;
}

/** Entries no build has used for this long are removed (pruneCache). */
export const UNUSED_FOR_MS = 14 * 24 * 3600 * 1000;

/** Marks a cache entry as used by this build. @param {string} file */
export async function used(file) {
  const now = new Date();
  await utimes(file, now, now);
}

/**
 * Removes the entries of .art-cache/<kind>/ that no build has used for UNUSED_FOR_MS: the
 * cache keeps what recent builds (of any branch or variant) made, not everything ever made.
 * @param {string} kind
 */
export async function pruneCache(kind) {
  const dir = path.join(CACHE_ROOT, kind);
  if (!existsSync(dir)) return;
  const before = Date.now() - UNUSED_FOR_MS;
  for (const name of await readdir(dir)) {
    const file = path.join(dir, name);
    if ((await stat(file)).mtimeMs < before) await rm(file, { force: true });
  }
}
