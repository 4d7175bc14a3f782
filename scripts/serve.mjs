// Serves the static export the way a good static host does, with serve-handler
// (the engine of Vercel's `serve`) doing the file serving. This wrapper only adds
// what serve-handler leaves out: 405 for methods other than GET and HEAD, and 400
// for a URL whose percent-encoding is malformed.
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import handler from 'serve-handler';
import { TEXT_TYPES } from './text-types.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function plain(res, status, text, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  res.end(`${text}\n`);
}

// Text files are precompressed at build (scripts/postbuild.mjs): send file.br or
// file.gz when the browser accepts it, labelled with the original file's type.
const PRECOMPRESSED = [
  ['br', '.br'],
  ['gzip', '.gz'],
];
const precompressedHeaders = Object.entries(TEXT_TYPES).flatMap(([ext, type]) =>
  PRECOMPRESSED.map(([encoding, suffix]) => ({
    source: `**/*${ext}${suffix}`,
    headers: [
      { key: 'Content-Type', value: type },
      { key: 'Content-Encoding', value: encoding },
      { key: 'Content-Disposition', value: null },
      { key: 'Vary', value: 'Accept-Encoding' },
    ],
  })),
);

function precompressedVariant(dir, pathname, acceptEncoding = '') {
  const file = pathname.endsWith('/') ? `${pathname}index.html` : pathname;
  if (!(path.extname(file) in TEXT_TYPES)) return null;
  for (const [encoding, suffix] of PRECOMPRESSED) {
    if (acceptEncoding.includes(encoding) && existsSync(path.join(dir, file + suffix))) {
      return file + suffix;
    }
  }
  return null;
}

// On-the-fly compression for anything not precompressed (the 404 page for unknown paths).
const compress = compression();

/**
 * The host headers the build wrote to out/_headers (Netlify / Cloudflare Pages format,
 * from scripts/security.mjs): every matching rule applies, and a name set twice is
 * joined with a comma, as those hosts do.
 */
function readHeaderRules(dir) {
  const file = path.join(dir, '_headers');
  if (!existsSync(file)) return [];
  const rules = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] });
    else {
      const at = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

function headersFor(rules, pathname) {
  const headers = {};
  for (const { pattern, headers: list } of rules) {
    const matches = pattern.endsWith('*')
      ? pathname.startsWith(pattern.slice(0, -1))
      : pathname === pattern;
    if (!matches) continue;
    for (const [name, value] of list)
      headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}

export function createServer({
  dir = path.join(root, 'out'),
  basePath = (process.env.BASE_PATH ?? '').replace(/\/+$/, ''),
} = {}) {
  const rules = readHeaderRules(dir);
  return http.createServer((req, res) =>
    compress(req, res, () => {
      for (const [name, value] of Object.entries(
        headersFor(rules, (req.url ?? '/').split('?')[0]),
      )) {
        res.setHeader(name, value);
      }
      respond(dir, basePath, req, res);
    }),
  );
}

function respond(dir, basePath, req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return plain(res, 405, '405 Method Not Allowed', { Allow: 'GET, HEAD' });
  }
  const url = new URL(req.url ?? '/', 'http://host');
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return plain(res, 400, '400 Bad Request: malformed URL');
  }
  // Under a base path (BASE_PATH), the site lives at /base/…: strip it, and answer
  // anything outside it with the 404 page.
  if (basePath) {
    if (pathname === basePath) {
      res.writeHead(301, { Location: `${basePath}/${url.search}` });
      return res.end();
    }
    if (!pathname.startsWith(`${basePath}/`)) pathname = '/__outside-base-path__';
    else pathname = pathname.slice(basePath.length);
    url.pathname = encodeURI(pathname);
    req.url = url.pathname + url.search;
  }
  // /browse and /browse/index.html → /browse/ for routes that exist; an unknown
  // path gets its 404 at once rather than after a redirect.
  const inside = path.resolve(dir, `.${pathname}`);
  if (/\/index\.html$/.test(url.pathname)) {
    res.writeHead(301, {
      Location: `${basePath}${url.pathname.slice(0, -'index.html'.length)}${url.search}`,
    });
    return res.end();
  }
  if (
    !pathname.endsWith('/') &&
    inside.startsWith(dir) &&
    existsSync(path.join(inside, 'index.html'))
  ) {
    res.writeHead(301, { Location: `${basePath}${url.pathname}/${url.search}` });
    return res.end();
  }
  if (inside.startsWith(dir)) {
    const variant = precompressedVariant(dir, pathname, req.headers['accept-encoding']);
    if (variant) req.url = encodeURI(variant) + url.search;
  }
  // serve-handler answers unknown paths with out/404.html and status 404, serves
  // route/index.html for route/, and refuses paths that leave `public` (400).
  return handler(req, res, {
    public: dir,
    cleanUrls: true,
    directoryListing: false,
    etag: true,
    headers: precompressedHeaders,
  }).catch((error) => {
    console.error(error);
    if (!res.headersSent) plain(res, 500, '500 Internal Server Error');
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 3000);
  const base = (process.env.BASE_PATH ?? '').replace(/\/+$/, '');
  const host = process.env.HOST ?? 'localhost';
  // OUT_DIR serves another export (the browser suite's base-path build).
  const outDir = process.env.OUT_DIR ?? 'out';
  const server = createServer({ dir: path.resolve(root, outDir) }).listen(port, host, () => {
    // PORT=0 picks a free port; the line below names it (the browser suite reads it).
    console.log(`Serving ${outDir}/ at http://${host}:${server.address().port}${base}/`);
  });
}
