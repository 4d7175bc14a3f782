// Every address the site has published keeps answering: by its page, by a redirect, or as
// gone by decision. The build's step after the post-build step (`node scripts/addresses.mjs`):
// - writes out/_redirects, each old address (`formerly`, lib/content/shared/addresses.mjs) with a 301
//   to its address now, for Cloudflare Pages and Netlify, which the preview server and the
//   nginx include (tools/hosts/nginx-include.mjs) read too; warns as it nears Cloudflare's
//   2,000 static rules;
// - writes out/_gone, the addresses gone (marked `gone` in the ledger, or their entry past its
//   expireAt), which the preview server and nginx answer 410 with the 404 page (publish:dir
//   leaves the file out: the other hosts answer 404);
// - stops, in one line, on an address of the ledger (data/addresses.txt) this build neither
//   has, nor redirects, nor calls gone: a renamed slug fails here, not on the web.
// `node scripts/addresses.mjs --record [DIR]` adds the pages of a built DIR (default out/) to
// the ledger, as the deploy recipes do after each publish.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LEDGER } from '../lib/content/shared/addresses.mjs';
import { readResult } from '../lib/render/build-result.mjs';
import { parseBasePath } from './deploy-inputs.mjs';
import { messageOf } from './errors.mjs';

export { LEDGER };
export const REDIRECTS_FILE = '_redirects';
export const GONE_FILE = '_gone';
/** Cloudflare Pages' static redirects: the rest of a longer _redirects is ignored. */
export const CLOUDFLARE_REDIRECTS = 2000;

// Next's own folders and the editors' admin are no published page.
const NOT_PAGES = new Set(['/404/', '/_not-found/', '/admin/']);

/**
 * @typedef {{ address: string, gone: boolean, line: number }} LedgerEntry
 * @typedef {import('../lib/content/shared/addresses.mjs').Move} Move
 */

/**
 * The ledger's addresses: one a line, `gone` after an address retired on purpose, `#` for a
 * comment. Throws one line naming the file and line of anything else.
 * @param {string} text @param {string} [file]
 * @returns {LedgerEntry[]}
 */
export function parseLedger(text, file = LEDGER) {
  /** @type {LedgerEntry[]} */
  const entries = [];
  const seen = new Set();
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const match = /^(\/\S*)(?:\s+(gone))?$/.exec(line);
    if (!match || !match[1]?.endsWith('/')) {
      throw new Error(
        `${file}:${index + 1}: ${JSON.stringify(line.slice(0, 80))} is no ledger line: expected a page's address, like /games/old-name/, and "gone" after it when it is retired`,
      );
    }
    if (seen.has(match[1])) {
      throw new Error(
        `${file}:${index + 1}: ${match[1]} is listed twice: expected each address once`,
      );
    }
    seen.add(match[1]);
    entries.push({ address: match[1], gone: match[2] === 'gone', line: index + 1 });
  });
  return entries;
}

/** The ledger of `root`, or none (a site that has published nothing yet). @param {string} root */
export function readLedger(root) {
  const file = path.join(root, LEDGER);
  return existsSync(file) ? parseLedger(readFileSync(file, 'utf8')) : [];
}

/**
 * The pages of a built `dir`: each folder with an index.html, as its address ('/de/browse/').
 * @param {string} dir
 */
export function pagesOf(dir) {
  /** @type {Set<string>} */
  const pages = new Set();
  /** @param {string} sub */
  const walk = (sub) => {
    const entries = readdirSync(path.join(dir, sub), { withFileTypes: true });
    if (entries.some((entry) => entry.isFile() && entry.name === 'index.html')) {
      pages.add(`/${sub}`);
    }
    for (const entry of entries) {
      if (entry.isDirectory() && entry.name !== '_next') walk(`${sub}${entry.name}/`);
    }
  };
  walk('');
  return new Set([...pages].filter((page) => !NOT_PAGES.has(page)));
}

/**
 * What each address of the ledger is in this build; throws one line for the first that is
 * none of a page, an old address redirected, or gone. Returns the warnings (an address
 * marked gone that answers all the same) and the addresses gone.
 * @param {{ ledger: readonly LedgerEntry[], pages: ReadonlySet<string>, moves: readonly Move[], expired: readonly string[] }} build
 */
export function settle({ ledger, pages, moves, expired }) {
  const moved = new Set(moves.map(({ from }) => from));
  /** @type {string[]} */
  const warnings = [];
  const gone = new Set(expired.filter((address) => !pages.has(address) && !moved.has(address)));
  for (const { address, gone: marked, line } of ledger) {
    const answers = pages.has(address) ? 'its page' : moved.has(address) ? 'a redirect' : null;
    if (marked) {
      if (answers) {
        warnings.push(
          `${LEDGER}:${line}: ${address} is marked gone, but ${answers} answers there: remove the mark`,
        );
      } else gone.add(address);
      continue;
    }
    if (answers || gone.has(address)) continue;
    throw new Error(
      `${address} (${LEDGER}:${line}) was published, and this build neither has it, nor redirects it, nor calls it gone: list it under its entry's formerly (a 301 to its new address), mark it gone in ${LEDGER} (410), or bring its page back`,
    );
  }
  return { warnings, gone: [...gone].sort() };
}

/**
 * The _redirects file: each old address, with and without its trailing slash, to its
 * address now (Cloudflare Pages and Netlify's format; the base path on both sides).
 * @param {readonly Move[]} moves @param {string} basePath
 */
export function redirectsText(moves, basePath) {
  const lines = moves.flatMap(({ from, to }) => [
    `${basePath}${from} ${basePath}${to} 301`,
    `${basePath}${from.slice(0, -1)} ${basePath}${to} 301`,
  ]);
  return lines.length ? `${lines.join('\n')}\n` : '';
}

/**
 * The warning for a _redirects file within 10% of Cloudflare Pages' 2,000 static rules, or
 * past them (it ignores the rest), or null.
 * @param {string} text
 */
export function redirectsWarning(text) {
  const rules = text.split('\n').filter(Boolean).length;
  if (rules < CLOUDFLARE_REDIRECTS * 0.9) return null;
  return `out/${REDIRECTS_FILE} holds ${rules} rules, ${rules > CLOUDFLARE_REDIRECTS ? 'past' : 'near'} Cloudflare Pages' ${CLOUDFLARE_REDIRECTS} static redirects (it ignores the rest): retire old addresses as gone, or serve with nginx (docs/content.md)`;
}

/**
 * A _redirects file's rules, as [from, to]: what the preview server and nginx answer 301.
 * @param {string} text
 * @returns {[string, string][]}
 */
export const parseRedirects = (text) =>
  text
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([from, to, status]) => from?.startsWith('/') && to && status === '301')
    .map(([from, to]) => [/** @type {string} */ (from), /** @type {string} */ (to)]);

/**
 * The host files for nginx and the preview server of a built `dir`: its 301s and its gone
 * addresses (each with the base path), read back.
 * @param {string} dir
 */
export function readHostAddresses(dir) {
  const read = (/** @type {string} */ name) => {
    const file = path.join(dir, name);
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  };
  return {
    redirects: parseRedirects(read(REDIRECTS_FILE)),
    gone: read(GONE_FILE)
      .split('\n')
      .filter((line) => line.startsWith('/')),
  };
}

/**
 * The ledger with the pages of a build added, its comments first, its addresses in order.
 * @param {string} text the ledger as it is ('' for none) @param {ReadonlySet<string>} pages
 */
export function recorded(text, pages) {
  const entries = parseLedger(text);
  const known = new Set(entries.map(({ address }) => address));
  const comments = text.split('\n').filter((line) => line.trim().startsWith('#'));
  const lines = [
    ...entries.map(({ address, gone }) => (gone ? `${address} gone` : address)),
    ...[...pages].filter((page) => !known.has(page)),
  ].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    text: `${[...comments, ...lines].join('\n')}\n`,
    added: pages.size - [...pages].filter((page) => known.has(page)).length,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.cwd();
  const args = process.argv.slice(2);
  try {
    if (args[0] === '--record') {
      const dir = path.resolve(root, args[1] ?? 'out');
      if (!existsSync(path.join(dir, 'index.html'))) {
        throw new Error(`${path.relative(root, dir) || dir}/ holds no build: build first`);
      }
      const file = path.join(root, LEDGER);
      const { text, added } = recorded(
        existsSync(file) ? readFileSync(file, 'utf8') : '',
        pagesOf(dir),
      );
      writeFileSync(file, text);
      console.log(`addresses: ${added} address${added === 1 ? '' : 'es'} added to ${LEDGER}`);
    } else {
      const basePath = parseBasePath();
      const result = readResult(root);
      if (!result) throw new Error('.build/result.json is missing or stale: run npm run build');
      const { moves, gone: expired } = result.addresses;
      const out = path.join(root, 'out');
      const { warnings, gone } = settle({
        ledger: readLedger(root),
        pages: pagesOf(out),
        moves,
        expired,
      });
      for (const line of warnings) console.warn(`addresses: warning: ${line}`);
      const redirects = redirectsText(moves, basePath);
      writeFileSync(path.join(out, REDIRECTS_FILE), redirects);
      writeFileSync(
        path.join(out, GONE_FILE),
        gone.map((address) => `${basePath}${address}\n`).join(''),
      );
      const warning = redirectsWarning(redirects);
      if (warning) console.warn(`addresses: warning: ${warning}`);
      console.log(`addresses: ${moves.length} old addresses redirected, ${gone.length} gone`);
    }
  } catch (error) {
    console.error(`addresses: ${messageOf(error)}`);
    process.exit(1);
  }
}
