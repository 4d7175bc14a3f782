// The build's search step (data/brand.json `search`, docs/search.md): Pagefind over the
// finished out/, one index per language (it splits by each page's <html lang>), into
// out/pagefind/. It reads only what the pages mark (components/search/search-entry.tsx):
// a game's own words, a post, a kit, a studio page; never the header, menu or footer.
// With search off it removes any earlier index and writes nothing.
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePrecompress } from './deploy-inputs.mjs';
import { precompressAll } from './postbuild/precompress.mjs';
import { TEXT_TYPES } from './text-types.mjs';
import { brandOf } from '../lib/render/build-result.mjs';

/** Where the index lands inside out/: the results page loads pagefind.js from here. */
export const SEARCH_DIR = 'pagefind';

/**
 * Fragment files per language at most (one per page below it): past it Pagefind bundles
 * fragments into shared files, so a catalogue of hundreds of games stays within a host's
 * file limit (Cloudflare Pages' 20,000) at a few more bytes per result shown.
 */
export const MAX_FRAGMENTS = 250;

/**
 * Left out of what is indexed, inside the marked content: fact lists (a figure's label and
 * value run together into one word in an excerpt: "Rating4.8") and words written only for
 * screen readers (which repeat what is on screen).
 */
export const NOT_INDEXED = ['dl', '.sr-only'];

/** The stock UI's scripts and styles Pagefind writes beside its API. */
const STOCK_UI = /^pagefind-(?:component-ui|modular-ui|ui|highlight)\.(?:js|css)$/;

/**
 * The index's files a visitor may be sent: its .br and .gz copies are the same files again.
 * @param {string} dir
 */
export const indexFiles = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(?:br|gz)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));

/**
 * Indexes `out`; returns what was written.
 * @param {string} out
 */
export async function writeSearchIndex(out) {
  const pagefind = await import('pagefind');
  const dir = path.join(out, SEARCH_DIR);
  try {
    const created = await pagefind.createIndex({
      maxFragments: MAX_FRAGMENTS,
      excludeSelectors: NOT_INDEXED,
    });
    if (!created.index) throw new Error(created.errors.join('; '));
    const added = await created.index.addDirectory({ path: out });
    if (added.errors.length) throw new Error(added.errors.join('; '));
    const written = await created.index.writeFiles({ outputPath: dir });
    if (written.errors.length) throw new Error(written.errors.join('; '));
    // Pagefind's own interfaces: this site draws its results itself (components/search/).
    for (const file of readdirSync(dir)) if (STOCK_UI.test(file)) rmSync(path.join(dir, file));
    // Its loader, worker and entry as the post-build step leaves every text file: with .br and
    // .gz copies beside them when PRECOMPRESS=1. The index files are compressed by Pagefind.
    if (parsePrecompress()) {
      await precompressAll(
        readdirSync(dir)
          .filter((file) => path.extname(file) in TEXT_TYPES)
          .map((file) => path.join(dir, file)),
      );
    }
    const files = indexFiles(dir);
    const entry = JSON.parse(readFileSync(path.join(dir, 'pagefind-entry.json'), 'utf8'));
    /** @type {Record<string, { page_count: number }>} */
    const languages = entry.languages;
    return {
      pages: Object.values(languages).reduce((sum, { page_count }) => sum + page_count, 0),
      languages: Object.keys(languages).length,
      files: files.length,
      bytes: files.reduce((sum, file) => sum + statSync(file).size, 0),
    };
  } finally {
    await pagefind.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = 'out';
  rmSync(path.join(out, SEARCH_DIR), { recursive: true, force: true });
  // The brand as the first step checked it (the build reads each data file once).
  const on = brandOf(process.cwd()).search;
  if (!on) process.exit(0);
  if (!existsSync(out)) {
    console.error('search: out/ is missing: run the build');
    process.exit(1);
  }
  try {
    const done = await writeSearchIndex(out);
    console.log(
      `search: ${done.pages} pages in ${done.languages} languages indexed into ${out}/${SEARCH_DIR}/: ${done.files} files, ${(done.bytes / 1024).toFixed(0)} KiB`,
    );
  } catch (error) {
    console.error(`search: Pagefind failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
