// `node tools/bench-search.mjs [dir]`: what search costs, over an export built with search on
// (default .out-search/, npm test -- build:content, or node tools/build-search.mjs): the index's files and bytes per language
// (what Pagefind wrote; the compressed copies of its loader left out), and what one query
// transfers in Chromium, per language: the results page, its scripts, Pagefind's loader,
// WebAssembly, index chunks, filters and the fragments of the results shown. The figures
// belong in docs/performance.md (#search). tools/bench-catalogue.mjs --search runs it on
// grown catalogues.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './browser.cjs';
import { serveOnLoopback } from './serve.mjs';
import { localisedPath, locales } from '../lib/core/locales.mjs';
import { searchPage } from '../lib/core/routes.mjs';
import { SEARCH_DIR, indexFiles } from '../scripts/search-index.mjs';
import { toolArgs } from './args.mjs';

/**
 * The index's files and bytes per language (files named for their language, `en_…`,
 * `wasm.en.…`), and those every language shares.
 * @param {string} out
 */
export function indexSizes(out) {
  const dir = path.join(out, SEARCH_DIR);
  const entry = JSON.parse(readFileSync(path.join(dir, 'pagefind-entry.json'), 'utf8'));
  const codes = Object.keys(entry.languages);
  /** @type {Record<string, { files: number, bytes: number, fragments: number, pages: number }>} */
  const sizes = Object.fromEntries(
    [...codes, 'shared'].map((code) => [
      code,
      { files: 0, bytes: 0, fragments: 0, pages: entry.languages[code]?.page_count ?? 0 },
    ]),
  );
  for (const file of indexFiles(dir)) {
    const name = path.basename(file);
    const code =
      codes.find(
        (c) => name.startsWith(`${c}_`) || name.includes(`.${c}_`) || name.includes(`.${c}.`),
      ) ?? 'shared';
    const size = /** @type {{ files: number, bytes: number, fragments: number }} */ (sizes[code]);
    size.files += 1;
    size.bytes += statSync(file).size;
    if (name.endsWith('.pf_fragment')) size.fragments += 1;
  }
  return sizes;
}

/**
 * One query per language on the results page, as a first visit: every byte transferred, and
 * Pagefind's share.
 * @param {string} out @param {Record<string, string>} queries a query per language
 */
export async function queryTransfers(out, queries) {
  const { server, origin } = await serveOnLoopback({ dir: out, basePath: '' });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  /** @type {Record<string, { total: number, search: number, requests: number, results: string }>} */
  const transfers = {};
  try {
    for (const [code, query] of Object.entries(queries)) {
      const page = await browser.newPage();
      /** @type {Promise<void>[]} */
      const pending = [];
      let total = 0;
      let search = 0;
      let requests = 0;
      // Playwright's events include the requests Pagefind's worker makes (a CDP session on
      // the page would miss them).
      page.on('requestfinished', (request) =>
        pending.push(
          request.sizes().then((sizes) => {
            const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
            requests += 1;
            total += bytes;
            if (request.url().includes(`/${SEARCH_DIR}/`)) search += bytes;
          }),
        ),
      );
      await page.goto(
        `${origin}${localisedPath(searchPage.path, code)}?q=${encodeURIComponent(query)}`,
      );
      const status = page.getByRole('status');
      await status.filter({ hasNotText: /…/ }).filter({ hasText: /\d/ }).waitFor();
      await page.waitForLoadState('networkidle');
      await Promise.all(pending);
      transfers[code] = {
        total,
        search,
        requests,
        results: (await status.textContent()) ?? '',
      };
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  return transfers;
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints both, one line each. @param {string} out @param {Record<string, string>} queries */
export async function reportSearch(out, queries) {
  for (const [code, size] of Object.entries(indexSizes(out)))
    console.log(
      `search index ${code}: ${size.pages} pages, ${size.files} files (${size.fragments} fragments), ${kb(size.bytes)}`,
    );
  for (const [code, t] of Object.entries(await queryTransfers(out, queries)))
    console.log(
      `search query ${code} "${queries[code]}": ${kb(t.total)} in ${t.requests} requests, Pagefind ${kb(t.search)} (${t.results})`,
    );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = toolArgs('bench:search', {}, { positionals: true }).positionals[0] ?? '.out-search';
  await reportSearch(out, Object.fromEntries(locales.map(({ code }) => [code, 'Neon Vanguard'])));
}
