// Lays out a build for upload to a static host: `npm run publish:dir [-- options]`.
// out/ is the export as the site sees itself; a host wants it at its URL. publish/ gets
//   publish<BASE_PATH>/…   the site (hard links, so it costs no space)
//   publish/_headers       the header rules, where Netlify and Cloudflare Pages read them
//                          (at the root of what is published, never inside the prefix)
//   publish/_redirects     the old addresses' 301s, read there too (scripts/addresses.mjs);
//                          out/_gone, for nginx and the preview server, is left out
//   publish/404.html       for a BASE_PATH build: Netlify only reads a root 404.html
// Options: --from DIR (default out, or OUT_DIR), --to DIR (default publish),
// --no-precompressed leaves out the .br/.gz copies, for hosts that compress on their
// own (Cloudflare, Netlify, CloudFront): they would publish them as downloads.
// --refresh-pages: for a host without redirects (GitHub Pages), a page at each old address
// that sends the browser on (a 0-second refresh), names the address now as canonical, and is
// noindex; the host files are then left out (such a host would serve them as files).
// --since DIR (an earlier publish folder, kept aside) writes <to>.changes.txt beside it: each
// file added, changed or removed since, and what a host that uploads only the bytes it
// lacks (Cloudflare Pages, Netlify) is sent.
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseBasePath } from '../scripts/deploy-inputs.mjs';
import { messageOf } from '../scripts/errors.mjs';
import { GONE_FILE, REDIRECTS_FILE, readHostAddresses } from '../scripts/addresses.mjs';
import { readHeaderRules } from './hosts/headers-file.mjs';
import { toolArgs } from './args.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PRECOMPRESSED = /\.(br|gz)$/;
/** The build's files for hosts: placed at the root of the upload, or not at all. */
const HOST_FILES = ['_headers', REDIRECTS_FILE, GONE_FILE];

/** @param {string} from @param {string} to */
function place(from, to) {
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

/** @param {string} from @param {string} to @param {(name: string) => boolean} keep */
function mirror(from, to, keep) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    // Symlinks are never published: the build writes none, and one could lead anywhere.
    if (entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) mirror(source, path.join(to, entry.name), keep);
    else if (entry.isFile() && keep(entry.name)) place(source, path.join(to, entry.name));
  }
}

/**
 * Writes the publish folder; returns its path. Throws one line when out/ does not fit.
 * @param {{ from: string, to: string, basePath: string, precompressed?: boolean, refreshPages?: boolean }} options
 */
export function publish({ from, to, basePath, precompressed = true, refreshPages = false }) {
  if (!existsSync(path.join(from, 'index.html'))) {
    throw new Error(
      `${path.relative(root, from) || from}/ holds no build: run npm run build first`,
    );
  }
  const rules = readHeaderRules(from);
  if (!rules.some((rule) => rule.pattern === `${basePath}/*`)) {
    throw new Error(
      `${path.relative(root, from)}/_headers was not written for BASE_PATH="${basePath}": build with the same BASE_PATH`,
    );
  }
  rmSync(to, { recursive: true, force: true });
  const site = path.join(to, basePath);
  mirror(
    from,
    site,
    (/** @type {string} */ name) =>
      !HOST_FILES.includes(name) && (precompressed || !PRECOMPRESSED.test(name)),
  );
  if (refreshPages) {
    writeRefreshPages(from, site, basePath);
  } else {
    place(path.join(from, '_headers'), path.join(to, '_headers'));
    if (existsSync(path.join(from, REDIRECTS_FILE)))
      place(path.join(from, REDIRECTS_FILE), path.join(to, REDIRECTS_FILE));
  }
  if (basePath) place(path.join(from, '404.html'), path.join(to, '404.html'));
  return to;
}

/** @param {string} text */
const escaped = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A page that sends a browser from an old address to `to`: a 0-second refresh (which Google
 * takes as a permanent redirect), the address now as canonical, noindex, and a link for a
 * reader whose browser does not follow. Nothing runs: its policy allows nothing.
 * @param {string} to the address now, with the base path @param {string} canonical
 */
export const refreshPage = (to, canonical) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; base-uri 'none'; form-action 'none'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>This page has moved</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escaped(canonical)}">
<meta http-equiv="refresh" content="0; url=${escaped(to)}">
</head>
<body>
<main><h1>This page has moved</h1><p>It is now at <a href="${escaped(to)}">${escaped(to)}</a>.</p></main>
</body>
</html>
`;

/**
 * A refresh page at each old address of the build in `from` (its _redirects), in `site`.
 * The canonical links are absolute: the site's address is the sitemap's first, its home page.
 * @param {string} from @param {string} site @param {string} basePath
 */
function writeRefreshPages(from, site, basePath) {
  const home = /<loc>([^<]+)<\/loc>/.exec(readFileSync(path.join(from, 'sitemap.xml'), 'utf8'));
  if (!home?.[1]) throw new Error(`${from}/sitemap.xml lists no page: build again`);
  const siteRoot = home[1].replace(/\/$/, '');
  for (const [old, to] of readHostAddresses(from).redirects) {
    if (!old.endsWith('/')) continue;
    const folder = path.join(site, old.slice(basePath.length));
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      path.join(folder, 'index.html'),
      refreshPage(to, `${siteRoot}${to.slice(basePath.length)}`),
    );
  }
}

/**
 * Every file under `dir`, by its path there, with its size and its bytes' hash.
 * @param {string} dir
 * @returns {Map<string, { size: number, hash: string }>}
 */
function filesOf(dir) {
  /** @type {Map<string, { size: number, hash: string }>} */
  const files = new Map();
  /** @param {string} sub */
  const walk = (sub) => {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const relative = path.posix.join(sub, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (entry.isFile()) {
        const bytes = readFileSync(path.join(dir, relative));
        files.set(relative, {
          size: bytes.length,
          hash: createHash('sha256').update(bytes).digest('hex'),
        });
      }
    }
  };
  walk('');
  return files;
}

/**
 * What changed between two publish folders: the files added, changed and removed, and the
 * files a host that uploads only bytes it lacks would be sent (a file whose bytes the earlier
 * deploy held anywhere is not sent again).
 * @param {string} before @param {string} after
 */
export function changesSince(before, after) {
  const old = filesOf(before);
  const now = filesOf(after);
  const known = new Set([...old.values()].map(({ hash }) => hash));
  const added = [...now.keys()].filter((file) => !old.has(file)).sort();
  const changed = [...now.keys()]
    .filter((file) => old.has(file) && old.get(file)?.hash !== now.get(file)?.hash)
    .sort();
  const removed = [...old.keys()].filter((file) => !now.has(file)).sort();
  const sent = [...added, ...changed].filter((file) => !known.has(now.get(file)?.hash ?? ''));
  const bytes = sent.reduce((sum, file) => sum + (now.get(file)?.size ?? 0), 0);
  return { files: now.size, added, changed, removed, sent, bytes, sizeOf: now };
}

/**
 * changesSince as the lines of <to>.changes.txt: a summary, then a line per file.
 * @param {ReturnType<typeof changesSince>} changes
 */
export function changesText({ files, added, changed, removed, sent, bytes, sizeOf }) {
  const size = (/** @type {string} */ file) => sizeOf.get(file)?.size ?? 0;
  return [
    `${files} files: ${added.length} added, ${changed.length} changed, ${removed.length} removed; Cloudflare Pages and Netlify upload ${sent.length} files, ${bytes} bytes`,
    ...added.map((file) => `added ${file} ${size(file)}`),
    ...changed.map((file) => `changed ${file} ${size(file)}`),
    ...removed.map((file) => `removed ${file}`),
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values: args } = toolArgs('publish', {
    from: { type: 'string' },
    to: { type: 'string', default: 'publish' },
    since: { type: 'string', default: '' },
    'no-precompressed': { type: 'boolean' },
    'refresh-pages': { type: 'boolean' },
  });
  try {
    const from = path.resolve(root, args.from ?? process.env.OUT_DIR ?? 'out');
    const to = path.resolve(root, args.to);
    const basePath = parseBasePath();
    publish({
      from,
      to,
      basePath,
      precompressed: !args['no-precompressed'],
      refreshPages: Boolean(args['refresh-pages']),
    });
    console.log(`publish: ${path.relative(root, to)}/ holds the site at ${basePath || '/'}`);
    const { since } = args;
    if (since) {
      const earlier = path.resolve(root, since);
      if (!existsSync(earlier)) throw new Error(`--since ${since}: no such folder`);
      const text = changesText(changesSince(earlier, to));
      writeFileSync(`${to}.changes.txt`, text);
      console.log(
        `publish: since ${since}: ${text.split('\n')[0]} (${path.relative(root, to)}.changes.txt)`,
      );
    }
  } catch (error) {
    console.error(`publish: ${messageOf(error)}`);
    process.exit(1);
  }
}
