// Runs after `next build` over out/ (safe to run again). Everything it assumes about
// Next's output is named in scripts/postbuild/next-output.mjs; whether a part may stop
// the build is declared once, in scripts/postbuild/steps.mjs. First, pruneFlightFiles drops
// the flight files no navigation fetches (next-output.mjs, UNFETCHED_FLIGHT_FILE).
// Required (correctness, in both hydration modes: a missing shape stops the build):
//   placeLanguage404s  each language's 404 page where hosts look for it
//   csp.mjs            each page's hashed policy in a <meta> after its charset, and _headers
//                      (which tools/hosts/nginx-include.mjs turns into nginx locations)
//   first-frame.mjs    the colour scheme right after the charset, the stored-theme script
//                      right after the policy: the first frame in the visitor's theme
//   precompress.mjs    with PRECOMPRESS=1 (nginx), .br and .gz copies of the text files
//                      where they pay, from a cache
// Optional (optimisations: when Next's output lacks a shape one relies on, the build
// prints one warning naming the shape and the Next version and ships without it):
//   hydration.mjs      HYDRATION=intent (the default): the runtime starts on the visitor's
//                      first intent, the payload is fetched, hydration's modules warmed first
//   compile-hints.mjs  runtime chunks compile off the main thread
//   font-preload.mjs   a language's own face (Cairo) preloaded on that language's pages
import { existsSync, readFileSync } from 'node:fs';
import { readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseBasePath, parseHydration, parsePrecompress } from './deploy-inputs.mjs';
import { withCompileHint } from './postbuild/compile-hints.mjs';
import { HEADER_RULE_LIMIT, headerPolicyFor, headersFile, withCspMeta } from './postbuild/csp.mjs';
import {
  appIndexDependencies,
  deferRuntime,
  inlineLoader,
  inlinePayload,
  runtimeScripts,
  warmScript,
} from './postbuild/hydration.mjs';
import {
  CHUNKS_DIR,
  HTML_LANG,
  MEDIA_DIR,
  NOT_FOUND_DIR,
  NextOutputError,
  PAYLOAD_START,
  ROUTE_FLIGHT_FILE,
  UNFETCHED_FLIGHT_FILE,
  payloadFileFor,
  routeOf,
} from './postbuild/next-output.mjs';
import { withSchemeFirst } from './postbuild/first-frame.mjs';
import { facePreloads, withFacePreloads } from './postbuild/font-preload.mjs';
import { precompressAll } from './postbuild/precompress.mjs';
import { attempt, charge, degrade, spent } from './postbuild/steps.mjs';
import { searchNeeds } from './security.mjs';
import { TEXT_TYPES } from './text-types.mjs';
import { prefixedLocales } from '../lib/core/locales.mjs';
import { PLACEHOLDER_SEGMENT } from '../lib/core/routes.mjs';

/** The route app/[locale]/not-found-page/ renders each language's 404 page at. */
export const LANGUAGE_404_ROUTE = 'not-found-page';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @typedef {'intent' | 'eager'} Hydration */
/** @typedef {import('./postbuild/steps.mjs').Warn} Warn */

/** @param {string} dir @returns {Promise<string[]>} */
async function filesIn(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesIn(full) : [full];
    }),
  );
  return nested.flat();
}

/** The Next version that wrote out/, for warnings. */
export function nextVersion() {
  const file = path.join(root, 'node_modules', 'next', 'package.json');
  return /** @type {{ version: string }} */ (JSON.parse(readFileSync(file, 'utf8'))).version;
}

/**
 * Collects optimisation warnings, one line per optimisation and shape however many pages
 * lack it, for printing at the end.
 */
export function warnings() {
  /** @type {Map<string, { line: string, where: Set<string> }>} */
  const seen = new Map();
  const version = nextVersion();
  /** @type {Warn} */
  const warn = (optimisation, error) => {
    const key = `${optimisation}\n${error.expected}`;
    const entry = seen.get(key) ?? { line: '', where: new Set() };
    entry.where.add(error.where);
    const where = [...entry.where];
    const named = where.length === 1 ? where[0] : `${where[0]} and ${where.length - 1} more`;
    entry.line = `postbuild: warning: Next ${version}'s output lacks ${error.expected} (${named}); shipped without ${optimisation}`;
    seen.set(key, entry);
  };
  return { warn, lines: () => [...seen.values()].map((entry) => entry.line) };
}

/**
 * The route's payload file when the page carries the same payload inline, else undefined
 * (with a warning when the file is missing or differs: the page keeps its payload).
 * @param {{ out: string, basePath: string, page: string, html: string, warn: Warn }} args
 */
async function payloadFor({ out, basePath, page, html, warn }) {
  if (!html.includes(PAYLOAD_START)) return undefined;
  const file = payloadFileFor(page);
  const url = `${basePath}/${file}`;
  let text;
  try {
    text = await readFile(path.join(out, file), 'utf8');
  } catch {
    degrade(
      'payload extraction',
      new NextOutputError(page, `payload file ${file} beside it`),
      warn,
    );
    return undefined;
  }
  if (inlinePayload(html) === text) return { url, text };
  degrade(
    'payload extraction',
    new NextOutputError(page, `${url} holding the inline payload`),
    warn,
  );
  return undefined;
}

/**
 * Transforms one page; returns its new HTML. In intent mode the runtime is deferred when
 * Next's tags have the expected shape; in both modes the policy is added last, over
 * every inline script the page ends up with.
 * @param {{ out: string, basePath: string, page: string, html: string, loader: string,
 *   warm?: string[], hydration?: Hydration, warn: Warn,
 *   preloadsFor?: (lang: string) => string[] }} args
 */
export async function processPage({
  out,
  basePath,
  page,
  html,
  loader,
  warm = [],
  hydration = 'intent',
  warn,
  preloadsFor,
}) {
  // The search page starts its runtime once it has painted, not on intent: its results are
  // the page, and waiting for intent would show an empty list (docs/search.md).
  if (hydration === 'intent') {
    const payload = await payloadFor({ out, basePath, page, html, warn });
    const start = searchNeeds(html).results ? 'painted' : 'intent';
    const before = html;
    html = attempt(
      'hydration on intent',
      warn,
      () => deferRuntime(page, before, loader, payload, warm, start),
      before,
    );
  }
  const lang = HTML_LANG.exec(html)?.[1];
  if (lang && preloadsFor) {
    const before = html;
    html = attempt(
      'the language face preload',
      warn,
      () => withFacePreloads(page, before, preloadsFor(lang)),
      before,
    );
  }
  const final = html;
  const secured = attempt(
    'the Content-Security-Policy',
    warn,
    () => withCspMeta(page, final),
    final,
  );
  return attempt('the colour scheme first', warn, () => withSchemeFirst(page, secured), secured);
}

/**
 * The warm-up scripts for the loader (see appIndexDependencies); none, with a warning,
 * when the chunks lack the shapes.
 * @param {string} out @param {Warn} warn
 */
async function warmList(out, warn) {
  const dir = path.join(out, CHUNKS_DIR);
  const files = (await readdir(dir)).filter((file) => file.endsWith('.js'));
  const chunks = await Promise.all(
    files.map(async (file) => ({ file, text: await readFile(path.join(dir, file), 'utf8') })),
  );
  return attempt(
    'the module warm-up',
    warn,
    () => appIndexDependencies(chunks).map(warmScript),
    [],
  );
}

/**
 * Each language's 404 page where hosts look for it: Next exports only the root's
 * not-found page as a 404.html, so app/[locale]/not-found-page/ renders each language's,
 * moved here to <code>/404.html (its payload and segment files to <code>/_not-found/, as
 * Next keeps the root's). Required: a missing one stops the build.
 * @param {string} out
 */
export async function placeLanguage404s(out) {
  for (const { code } of prefixedLocales) {
    const exported = path.join(out, code, LANGUAGE_404_ROUTE);
    const placed = path.join(out, code, NOT_FOUND_DIR);
    if (existsSync(exported)) {
      await rm(placed, { recursive: true, force: true });
      await rename(exported, placed);
    }
    const page = path.join(placed, 'index.html');
    if (!existsSync(page) && !existsSync(path.join(out, code, '404.html'))) {
      throw new NextOutputError(`${code}/`, `${code}/${LANGUAGE_404_ROUTE}/index.html`);
    }
    if (existsSync(page)) await rename(page, path.join(out, code, '404.html'));
  }
}

/**
 * Removes the flight files the runtime never fetches (UNFETCHED_FLIGHT_FILE) from each
 * folder that holds the route's own index.txt: five of a route's six files, most of the
 * export's bytes and files. Returns the files that remain.
 * @param {string[]} files every file of out/
 */
export async function pruneFlightFiles(files) {
  const routes = new Set(
    files.filter((file) => path.basename(file) === ROUTE_FLIGHT_FILE).map(path.dirname),
  );
  const unfetched = new Set(
    files.filter(
      (file) => UNFETCHED_FLIGHT_FILE.test(path.basename(file)) && routes.has(path.dirname(file)),
    ),
  );
  await Promise.all([...unfetched].map((file) => rm(file)));
  return files.filter((file) => !unfetched.has(file));
}

/**
 * @param {{ out?: string, basePath?: string, hydration?: Hydration, warn?: Warn,
 *   precompress?: boolean }} [options]
 */
export async function postbuild({
  out = path.join(root, 'out'),
  precompress = parsePrecompress(),
  basePath = parseBasePath(),
  hydration = parseHydration(),
  warn = warnings().warn,
} = {}) {
  const loader = inlineLoader(
    await readFile(path.join(root, 'scripts', 'postbuild', 'hydrate-on-intent.js'), 'utf8'),
  );
  // Required, so degrade() rethrows: the build stops, naming the missing page.
  await placeLanguage404s(out).catch((error) => degrade('language 404 pages', error, warn));
  // The placeholder pages of dynamic routes with nothing to show (lib/core/routes.mjs).
  for (const prefix of ['', ...prefixedLocales.map(({ code }) => `${code}/`)]) {
    for (const placeholder of [
      `${prefix}games/${PLACEHOLDER_SEGMENT}`,
      `${prefix}games/accessibility/${PLACEHOLDER_SEGMENT}`,
      `${prefix}news/${PLACEHOLDER_SEGMENT}`,
      `${prefix}news/page/${PLACEHOLDER_SEGMENT}`,
      // Only under /<code>/: the root's page routes are written per page (scripts/page-routes.mjs).
      ...(prefix ? [`${prefix}${PLACEHOLDER_SEGMENT}`] : []),
    ]) {
      await rm(path.join(out, placeholder), { recursive: true, force: true });
    }
  }
  let started = performance.now();
  const all = await pruneFlightFiles(await filesIn(out));
  charge('unfetched flight files', performance.now() - started);
  const pages = all.filter((file) => file.endsWith('.html'));
  const warm = hydration === 'intent' ? await warmList(out, warn) : [];
  const mediaDir = path.join(out, MEDIA_DIR);
  const media = existsSync(mediaDir) ? await readdir(mediaDir) : [];
  /** @type {[string, string][]} */
  const pagePolicies = [];
  const runtime = new Set();
  for (const file of pages) {
    const page = path.relative(out, file).split(path.sep).join('/');
    const html = await processPage({
      out,
      basePath,
      page,
      html: await readFile(file, 'utf8'),
      loader,
      warm,
      hydration,
      warn,
      preloadsFor: (lang) => facePreloads(lang, media, basePath),
    });
    await writeFile(file, html);
    for (const src of runtimeScripts(html)) runtime.add(src.slice(basePath.length));
    // Unknown paths get the `/*` rules only on Netlify and Cloudflare Pages, which match
    // headers to the requested path; nginx and npm start send the 404 page's own.
    const route = routeOf(page);
    if (route) pagePolicies.push([route, headerPolicyFor(html)]);
  }
  for (const src of runtime) {
    const file = path.join(out, src);
    const js = await readFile(file, 'utf8');
    await writeFile(
      file,
      attempt('compile hints', warn, () => withCompileHint(js), js),
    );
  }
  pagePolicies.sort(([a], [b]) => a.localeCompare(b));
  const rules = attempt('host headers', warn, () => headersFile(pagePolicies, basePath), '');
  const written = rules.split('\n').filter((line) => line.startsWith('/')).length;
  // Handled by design, nothing to do: an information line, not a warning.
  if (rules && written < pagePolicies.length) {
    console.log(
      `postbuild: _headers: ${pagePolicies.length} pages, past Cloudflare Pages' ${HEADER_RULE_LIMIT} header rules, share one rule per language and folder (the game pages, their press kits, the news pages), each page's meta keeping its own script hashes`,
    );
  }
  await writeFile(path.join(out, '_headers'), rules);
  const texts = all.filter((file) => path.extname(file) in TEXT_TYPES);
  started = performance.now();
  let compressed = { compressed: 0, distinct: 0, made: 0, copies: 0 };
  try {
    if (precompress) compressed = await precompressAll(texts);
  } catch (error) {
    degrade('precompressed copies', error, warn);
  }
  charge('precompressed copies', performance.now() - started);
  return {
    pages: pages.length,
    runtime: runtime.size,
    routes: pagePolicies.length,
    texts: texts.length,
    ...compressed,
  };
}

/** What the precompression did, for the step's line. @param {Awaited<ReturnType<typeof postbuild>>} done */
const precompressed = (done) =>
  parsePrecompress()
    ? `${done.compressed} of ${done.texts} text files precompressed (PRECOMPRESS=1: ${done.copies} copies, ${done.made} of ${done.distinct} distinct files compressed anew)`
    : 'no precompressed copies (PRECOMPRESS=1 writes them for nginx)';

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const hydration = parseHydration();
    const report = warnings();
    const done = await postbuild({ hydration, warn: report.warn });
    console.log(
      `postbuild: ${done.pages} pages (HYDRATION=${hydration}) carry their CSP; ${done.runtime} runtime chunks carry compile hints; _headers for ${done.routes} routes; ${precompressed(done)}`,
    );
    const parts = [...spent].map(([part, ms]) => `${part} ${(ms / 1000).toFixed(1)} s`);
    console.log(`postbuild: time by part: ${parts.join(', ')}`);
    for (const line of report.lines()) console.warn(line);
  } catch (error) {
    console.error(error instanceof NextOutputError ? error.message : error);
    process.exit(1);
  }
}
