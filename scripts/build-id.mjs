// Next's build id, from what the client runtime depends on: the code (app, components, lib,
// the data modules, the build's scripts), the configs, the lockfile, the brand (its tokens
// are the stylesheet's) and the deploy inputs. Never at random: two builds of one tree give
// byte-identical out/ trees. Never from the content (the entries in data/content/, their
// pictures and videos, the art catalogue, the interface's words): Next writes the id into
// every page's flight file and names a folder of _next/static/ after it, so an id that moved
// with each edit would rewrite a file per page on every deploy and empty the cache of every
// page a visitor navigates to. What an edit changes is in the pages that show it; an open
// tab of the previous deploy keeps navigating, its runtime the same.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const FOLDERS = ['app', 'components', 'data', 'lib', 'scripts'];
/** What a studio edits in data/: content, not runtime. */
export const CONTENT_PATHS = [
  'data/content',
  'data/pictures',
  'data/videos',
  'data/locales',
  'data/artwork.json',
  // The ledger of published addresses: the hosts' files follow it, never the runtime.
  'data/addresses.txt',
];
export const FILES = [
  'package-lock.json',
  'next.config.mjs',
  'tailwind.config.ts',
  'postcss.config.mjs',
  'tsconfig.json',
];

/**
 * The files under `dir` of `base`, relative to it, content left out.
 * @param {string} base @param {string} dir
 * @returns {string[]}
 */
function filesIn(base, dir) {
  return readdirSync(path.join(base, dir), { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.'))
    .flatMap((entry) => {
      const relative = path.posix.join(dir, entry.name);
      if (CONTENT_PATHS.includes(relative)) return [];
      if (entry.isDirectory()) return filesIn(base, relative);
      return entry.isFile() ? [relative] : [];
    });
}

/**
 * The brand's keys that only the prerendered pages read (store links, their markets, the
 * newsletter's block and its form-action): content, like an entry, so they leave the id.
 */
export const BRAND_CONTENT_KEYS = ['storeCampaign', 'markets', 'newsletter'];

/**
 * What of a file the runtime depends on: the brand without its content keys; any other file,
 * or a brand file that does not parse (the first step names it), as it is.
 * @param {string} file @param {Buffer} bytes
 */
function runtimeBytes(file, bytes) {
  if (file !== 'data/brand.json') return bytes;
  try {
    const brand = JSON.parse(bytes.toString('utf8'));
    for (const key of BRAND_CONTENT_KEYS) delete brand[key];
    return Buffer.from(JSON.stringify(brand));
  } catch {
    return bytes;
  }
}

/**
 * @param {unknown} inputs the deploy inputs the runtime reads (base path, site URL)
 * @param {string} [base] the project's root
 */
export function runtimeBuildId(inputs, base = root) {
  const hash = createHash('sha256').update(JSON.stringify(inputs));
  for (const file of [...FOLDERS.flatMap((dir) => filesIn(base, dir)), ...FILES].sort()) {
    hash
      .update(file)
      .update('\0')
      .update(runtimeBytes(file, readFileSync(path.join(base, file))))
      .update('\0');
  }
  return hash.digest('base64url').slice(0, 21);
}
