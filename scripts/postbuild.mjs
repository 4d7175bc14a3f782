// Runs after `next build` over out/ (safe to run again):
// 1. Hydration after first paint: Next's runtime scripts start once the page has
//    loaded and painted, so the banner, fonts and styles never queue behind ~120 KB
//    of framework JavaScript (measured: simulated mobile LCP 2.1-2.7 s with the
//    scripts in the head, 1.0-1.4 s without). Everything a visitor reads is in the
//    HTML already; only the menu waits for hydration. The loader is inline: as a
//    file it cost a request, and Lighthouse's simulation placed the end-of-parse
//    task behind that download, after first paint, where it counted as blocking.
// 2. V8 compile hints: the runtime chunks start with `//# allFunctionsCalledOnLoad`
//    (Chromium 136+), so their functions compile off the main thread while they
//    download instead of lazily inside the start-up task. Measured with Lighthouse's
//    mobile preset: the framework's start-up task fell from ~200 ms to ~70 ms of
//    simulated CPU, and TBT from 44-162 ms to 3-32 ms. Other engines ignore the comment.
// 3. A strict Content-Security-Policy per page: the SHA-256 of each inline script
//    (the framework's payload, JSON-LD) in a <meta> at the top of <head>, since a
//    static host has no server to mint nonces; and out/_headers for hosts that read it.
// 4. Precompressed .br and .gz copies of every text file, as static hosts (nginx
//    brotli_static, gzip_static) and CDNs serve them; `npm start` serves them too.
//    Compressing once at build lets brotli use its best level.
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import {
  cacheRules,
  defaultCache,
  documentHeaders,
  everyResponseHeaders,
  headerOnlyDirectives,
  policyFor,
} from './security.mjs';
import { parseBasePath } from './base-path.mjs';
import { readHeaderRules } from './hosts/headers-file.mjs';
import { nginxInclude } from './hosts/nginx-include.mjs';
import { TEXT_TYPES } from './text-types.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'out');
const basePath = parseBasePath();

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

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function precompress(file) {
  const data = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

const ASYNC_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;
// Even a low-priority preload shares the first second's bandwidth with the banner.
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*\/>/g;

/** The loader as inlined into pages: comment lines dropped, the file keeps them. */
export function inlineLoader(source) {
  return source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//'))
    .join('\n');
}

/** Next's inline Flight payload: the text React hydrates from, in a few pushes. */
const PAYLOAD_START = '<script>self.__next_f.push([1,';
const PAYLOAD_SCRIPT = /<script>self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)<\/script>/g;

export function inlinePayload(html) {
  return [...html.matchAll(PAYLOAD_SCRIPT)].map((match) => JSON.parse(match[1])[1]).join('');
}

/**
 * Replaces the runtime's script tags with the loader. With `payload` ({ url, text }:
 * the route's .txt file, which Next writes for client navigation and which holds the
 * very same text), the inline payload leaves the page too and the loader fetches it
 * when hydration starts: about 40% of each page's HTML, needed only to hydrate.
 */
export function deferRuntime(html, loaderCode, payload) {
  const sources = [...html.matchAll(ASYNC_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0) return html;
  let attributes = `data-scripts="${sources.join(' ')}"`;
  if (payload) {
    if (inlinePayload(html) !== payload.text)
      throw new Error(`${payload.url} does not hold the page's inline payload`);
    html = html.replace(PAYLOAD_SCRIPT, '');
    attributes += ` data-payload="${payload.url}"`;
  }
  let first = true;
  return html.replace(SCRIPT_PRELOAD, '').replace(ASYNC_SCRIPT, () => {
    if (!first) return '';
    first = false;
    return `<script ${attributes}>${loaderCode}</script>`;
  });
}

/** The .txt file Next wrote with a page's Flight payload, if any. */
async function payloadFor(relativeHtml) {
  const candidates =
    relativeHtml === '404.html'
      ? ['_not-found/index.txt']
      : [relativeHtml.replace(/index\.html$/, 'index.txt')];
  for (const candidate of candidates) {
    try {
      const text = await readFile(path.join(out, candidate), 'utf8');
      return { url: `${basePath}/${candidate}`, text };
    } catch {
      // not written for this page
    }
  }
  return undefined;
}

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Idempotent: a chunk that already starts with the hint is returned as it is. */
export function withCompileHint(js) {
  return js.startsWith(COMPILE_HINT) ? js : COMPILE_HINT + js;
}

/** The chunks a page starts through the loader (every one of them runs at load). */
export function runtimeScripts(html) {
  const match = /<script data-scripts="([^"]+)"/.exec(html);
  return match ? match[1].split(' ') : [];
}

const CHARSET = '<meta charSet="utf-8"/>';

/**
 * Inserts the page's policy right after the charset declaration (which must stay in
 * the first 1024 bytes); everything that could run comes after it.
 */
export function withCspMeta(html) {
  if (!html.includes(CHARSET)) throw new Error('page without <meta charSet="utf-8"/>');
  // Idempotent: a second run replaces the policy rather than adding another.
  html = html.replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/, '');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policyFor(html)}"/>`;
  return html.replace(CHARSET, `${CHARSET}${meta}`);
}

function headersFile(pagePolicies) {
  const block = (pathPattern, headers) =>
    `${pathPattern}\n${Object.entries(headers)
      .map(([name, value]) => `  ${name}: ${value}`)
      .join('\n')}\n`;
  const blocks = [
    '# Generated by scripts/postbuild.mjs from scripts/security.mjs. Netlify / Cloudflare Pages format.',
    block(`${basePath}/*`, everyResponseHeaders),
    ...cacheRules.map((rule) => block(`${basePath}${rule.path}`, { 'Cache-Control': rule.value })),
    // Each page: its own policy (with its script hashes, as in its <meta>) plus what a
    // meta cannot say, and the headers only documents act on.
    ...pagePolicies.map(([route, policy]) =>
      block(`${basePath}${route}`, {
        'Content-Security-Policy': policy,
        ...documentHeaders,
        'Cache-Control': defaultCache,
      }),
    ),
  ];
  return blocks.join('\n');
}

async function main() {
  const loader = inlineLoader(
    await readFile(path.join(root, 'scripts', 'postbuild', 'hydrate-after-load.js'), 'utf8'),
  );

  const all = await filesIn(out);
  const pages = all.filter((file) => file.endsWith('.html'));
  const pagePolicies = [];
  const runtime = new Set();
  for (const file of pages) {
    const relative = path.relative(out, file).split(path.sep).join('/');
    const source = await readFile(file, 'utf8');
    // deferRuntime parses and checks the payload; here, only whether there is one.
    const payload = source.includes(PAYLOAD_START) ? await payloadFor(relative) : undefined;
    const html = withCspMeta(deferRuntime(source, loader, payload));
    await writeFile(file, html);
    for (const src of runtimeScripts(html)) runtime.add(src.slice(basePath.length));
    // Routes, and the 404 page by its own name (unknown paths get the `/*` rules only,
    // as on Netlify and Cloudflare Pages, which match headers to the requested path).
    if (relative === '404.html')
      pagePolicies.push(['/404.html', policyFor(html, headerOnlyDirectives)]);
    else if (
      relative.endsWith('index.html') &&
      !relative.startsWith('_not-found') &&
      !relative.startsWith('404/')
    ) {
      const route = `/${relative.slice(0, -'index.html'.length)}`;
      pagePolicies.push([route, policyFor(html, headerOnlyDirectives)]);
    }
  }
  for (const src of runtime) {
    const file = path.join(out, src);
    await writeFile(file, withCompileHint(await readFile(file, 'utf8')));
  }
  pagePolicies.sort(([a], [b]) => a.localeCompare(b));
  await writeFile(path.join(out, '_headers'), headersFile(pagePolicies));
  // The same rules as nginx locations, for deploy/nginx.conf (the Dockerfile copies it).
  await mkdir(path.join(root, 'deploy', 'generated'), { recursive: true });
  await writeFile(
    path.join(root, 'deploy', 'generated', 'site.conf'),
    nginxInclude(readHeaderRules(out), basePath),
  );
  const texts = all.filter((file) => path.extname(file) in TEXT_TYPES);
  await Promise.all(texts.map(precompress));
  console.log(
    `postbuild: ${pages.length} pages hydrate after first paint and carry their CSP; ${runtime.size} runtime chunks carry compile hints; _headers for ${pagePolicies.length} routes; ${texts.length} files precompressed`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
