// The one store of what the build derives, kept between builds so a build that changed nothing
// makes none of it again: each entry keyed by a hash of everything it is made from (settings
// and a version included), marked used when a build takes it, and pruned once no build has
// used it for UNUSED_FOR_MS. One folder, `.derived/` in the checkout:
// - `<kind>/`: share pictures, kit archives and pictures, compressed copies, one file each;
// - `pictures/<slug>/<hash>/`: every picture the art step drew, a folder of files each;
// - `art-stamp.json`: the art step's record of what this checkout's public/art/ holds (not an
//   entry: a scratch copy keeps its own).
// A scratch copy of the project (tools/project-copy.mjs) shares its origin's store
// (DERIVED_STORE), so the variant builds draw, zip and compress a thing once between them; such
// a build adds to the store and prunes nothing, since builds beside it rely on its entries.
// Every write goes through writeAtomic (a file is whole or absent, however many builds run at
// once, and a linked file is never written into) and a picture's folder is renamed into place
// whole (docs/testing.md).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import {
  copyFile,
  mkdir,
  readFile,
  readdir,
  rename,
  rm,
  stat,
  utimes,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DERIVED_FOLDER } from './derived-names.mjs';

/** The checkout's own `.derived/`: its art stamp, and the store unless DERIVED_STORE names one. */
export const DERIVED_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  DERIVED_FOLDER,
);

/**
 * The store's folder: DERIVED_STORE (the origin's, in a scratch copy) or the checkout's own.
 * Read when asked, so a test can point a run at a store of its own.
 */
export const storeRoot = () =>
  process.env.DERIVED_STORE ? path.resolve(process.env.DERIVED_STORE) : DERIVED_DIR;

/** The store this build may prune: its own, never one it shares with builds running beside it. */
const prunable = () => (process.env.DERIVED_STORE ? null : DERIVED_DIR);

/** Where the drawn pictures are kept. */
const pictures = () => path.join(storeRoot(), 'pictures');

/** Temporary files made so far: each write's own name, however many run at once. */
let temporaries = 0;

/**
 * Writes `bytes` to `file` through a temporary name, so a build stopped half-way leaves no
 * truncated file where a whole one is expected, and a file linked elsewhere is replaced,
 * not written into.
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

/** Marks an entry as used by this build: its time, never its bytes. @param {string} file */
async function used(file) {
  const now = new Date();
  await utimes(file, now, now);
}

/** Entries being made, by path: a second caller waits for the first's. */
const pending = /** @type {Map<string, Promise<string | null>>} */ (new Map());

/**
 * The file `make` gives for `key`, from `<root>/<kind>/` when an earlier build made it; null
 * when `make` says there is none worth keeping (kept too, as an empty `.none` marker, so that
 * is not found out again). One making per entry however many callers ask at once.
 * @param {string} kind @param {string | Buffer} key @param {string} ext
 * @param {() => Promise<Buffer | null>} make
 * @param {string} [root] the store's folder, when a test names its own
 * @returns {Promise<string | null>} the entry's path
 */
export function storedFile(kind, key, ext, make, root = storeRoot()) {
  const hash = createHash('sha256').update(key).digest('hex').slice(0, 20);
  const file = path.join(root, kind, `${hash}.${ext}`);
  let entry = pending.get(file);
  if (!entry) {
    entry = (async () => {
      const none = `${file}.none`;
      for (const [found, answer] of /** @type {const} */ ([
        [file, file],
        [none, null],
      ])) {
        if (existsSync(found)) {
          await used(found);
          return answer;
        }
      }
      const made = await make();
      await mkdir(path.dirname(file), { recursive: true });
      await writeAtomic(made ? file : none, made ?? '');
      return made ? file : null;
    })().finally(() => pending.delete(file));
    pending.set(file, entry);
  }
  return entry;
}

/**
 * The bytes `make` gives for `key`, from the store when an earlier build made them.
 * @param {string} kind @param {string | Buffer} key @param {string} ext
 * @param {() => Promise<Buffer>} make
 * @returns {Promise<Buffer>}
 */
export async function storedBytes(kind, key, ext, make) {
  const file = await storedFile(kind, key, ext, make);
  return readFile(/** @type {string} */ (file));
}

/**
 * A picture's files from the store, each as recorded when it was drawn, or
 * null (none kept, or one changed since). Kept by slug and the hash of its inputs: two slugs
 * drawn from one photo are two pictures (their files are named for their slugs).
 * @param {string} slug @param {string} hash @returns {Promise<Record<string, Buffer> | null>}
 */
export async function storedPicture(slug, hash) {
  try {
    const dir = path.join(pictures(), slug, hash);
    const recorded = JSON.parse(await readFile(path.join(dir, 'files.json'), 'utf8'));
    /** @type {Record<string, Buffer>} */
    const files = {};
    for (const [name, sum] of Object.entries(recorded)) {
      const bytes = await readFile(path.join(dir, name));
      if (createHash('sha256').update(bytes).digest('hex') !== sum) return null;
      files[name] = bytes;
    }
    await used(dir);
    return files;
  } catch {
    return null;
  }
}

let storeWarned = false;
/**
 * Keeps a picture's files in the store (a folder written whole, then renamed into place). A
 * store that cannot be written costs only the time: one warning, the build goes on.
 * @param {string} slug @param {string} hash
 * @param {string} from the folder the files are in @param {Record<string, string>} files name to hash
 */
export async function keepPicture(slug, hash, from, files) {
  const dir = path.join(pictures(), slug, hash);
  if (existsSync(dir)) {
    await used(dir);
    return;
  }
  const temporary = `${dir}.${process.pid}.tmp`;
  try {
    await mkdir(temporary, { recursive: true });
    for (const name of Object.keys(files))
      await copyFile(path.join(from, name), path.join(temporary, name));
    await writeFile(path.join(temporary, 'files.json'), JSON.stringify(files));
    await rename(temporary, dir);
  } catch (error) {
    await rm(temporary, { recursive: true, force: true }).catch(() => {});
    // Another build kept the same picture first: nothing lost.
    if (existsSync(dir)) return;
    if (!storeWarned)
      console.warn(
        `art: warning: ${pictures()} cannot keep pictures (${/** @type {Error} */ (error).message}); each build here draws its own`,
      );
    storeWarned = true;
  }
}

/** Entries no build has used for this long are removed (prune). */
export const UNUSED_FOR_MS = 14 * 24 * 3600 * 1000;

/**
 * Removes the entries of `<root>/<kind>/` that no build has used for UNUSED_FOR_MS: the store
 * keeps what recent builds (of any branch or variant) made, not everything ever made.
 * @param {string} kind @param {string | null} [root] the store's folder; none when it is shared
 */
export async function prune(kind, root = prunable()) {
  const dir = root && path.join(root, kind);
  if (!dir || !existsSync(dir)) return;
  const before = Date.now() - UNUSED_FOR_MS;
  for (const name of await readdir(dir)) {
    const file = path.join(dir, name);
    if ((await stat(file)).mtimeMs < before) await rm(file, { recursive: true, force: true });
  }
}

/**
 * Removes the stored pictures (`pictures/<slug>/<hash>/`) that no build has used for
 * UNUSED_FOR_MS, as prune does the other entries.
 * @param {string | null} [root] the store's folder; none when it is shared
 */
export async function prunePictures(root = prunable()) {
  const store = root && path.join(root, 'pictures');
  if (!store || !existsSync(store)) return;
  const before = Date.now() - UNUSED_FOR_MS;
  // A build started by hand beside this one may prune too: an entry gone meanwhile is no error.
  const mtime = async (/** @type {string} */ file) =>
    (await stat(file).catch(() => null))?.mtimeMs ?? Infinity;
  for (const slug of await readdir(store)) {
    const dir = path.join(store, slug);
    const hashes = await readdir(dir).catch(() => []);
    for (const hash of hashes) {
      // A folder still being written (`<hash>.<pid>.tmp`) belongs to a build running now.
      if (hash.endsWith('.tmp')) continue;
      const entry = path.join(dir, hash);
      if ((await mtime(entry)) < before) await rm(entry, { recursive: true, force: true });
    }
  }
}
