// The preview server of `npm start` and `npm run serve`: out/ served the way a good
// static host serves it. `send` (Express's file sender) does the file serving:
// conditional requests with weak ETags, byte ranges (unknown range units ignored), HEAD.
// `negotiator` picks the precompressed copy from Accept-Encoding, q-values included.
// What is ours is the routing a static host adds and hostile input:
// - one reading of the request target, used for every decision: absolute-form is
//   reduced to its path, `//` collapses by redirect (so `//browse` is never a host);
// - 400 for malformed percent-encoding, a null byte or a path above the root; 405 with
//   Allow for every method but GET and HEAD, CONNECT included;
// - symlinks resolved with realpath and refused outside out/; names too long for the
//   file system are simply not found;
// - unknown paths get out/404.html, or under /de/ out/de/404.html (compressed, from
//   memory, read again when a rebuild writes out/ anew), with status 404;
// - a text file the build made no .br/.gz copy of (PRECOMPRESS unset) is compressed once,
//   on its first request, and that copy sent from then on;
// - out/_headers (scripts/security.mjs, written by postbuild) applied as Netlify and
//   Cloudflare Pages apply it; the file itself is not served, as on those hosts;
// - an old address in out/_redirects gets its 301, one in out/_gone the 404 page with 410
//   (scripts/addresses.mjs); neither file is served.
// Logs stay quiet: one line per request that failed on our side, none for bad input.
import '../scripts/node-version.mjs';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, statSync } from 'node:fs';
import { readFile, realpath, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import zlib, { brotliCompressSync, gzipSync } from 'node:zlib';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Negotiator from 'negotiator';
import send from 'send';
import { parseBasePath } from '../scripts/deploy-inputs.mjs';
import { headersFor, readHeaderRules } from './hosts/headers-file.mjs';
import { codeOf, messageOf } from '../scripts/errors.mjs';
import { TEXT_TYPES } from '../scripts/text-types.mjs';
import { prefixedLocales } from '../lib/core/locales.mjs';
import { GONE_FILE, REDIRECTS_FILE, readHostAddresses } from '../scripts/addresses.mjs';
import { toolArgs } from './args.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const ALLOW = 'GET, HEAD';
/** The build's files for hosts, never served, as on Netlify and Cloudflare Pages. */
const HOST_FILES = new Set(['/_headers', `/${REDIRECTS_FILE}`, `/${GONE_FILE}`]);
/** Precompressed copies the build writes beside each text file, best first. */
/** @typedef {[name: string, suffix: string]} Encoding */
/** @type {Encoding[]} */
const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse<Request>} Response */

/**
 * @param {Response} res @param {number} status @param {string} text
 * @param {Record<string, string>} [headers]
 */
function plain(res, status, text, headers = {}) {
  const body = `${text}\n`;
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    ...headers,
  });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

/** @param {Response} res @param {string} location */
function redirect(res, location) {
  res.writeHead(301, { Location: location, 'Content-Length': 0 });
  res.end();
}

/**
 * Reads a request target once. Returns { redirect } for a path that needs its `//`
 * collapsed, { status: 400 } for one that cannot be read, or the query
 * and the decoded, normalised path every later step uses.
 * @param {string} [target]
 * @returns {{ redirect: string, status?: undefined, pathname?: undefined, query?: undefined }
 *   | { status: 400, redirect?: undefined, pathname?: undefined, query?: undefined }
 *   | { pathname: string, query: string, redirect?: undefined, status?: undefined }}
 */
export function parseTarget(target = '/') {
  // Absolute-form (`GET http://host/path`): only the path is ours.
  const absolute = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(target);
  if (absolute) target = target.slice(absolute[0].length) || '/';
  if (!target.startsWith('/')) return { status: 400 };
  const at = target.indexOf('?');
  const raw = at === -1 ? target : target.slice(0, at);
  const query = at === -1 ? '' : target.slice(at);
  if (raw.includes('//')) return { redirect: raw.replace(/\/{2,}/g, '/') + query };
  let decoded;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return { status: 400 };
  }
  if (decoded.includes('\0')) return { status: 400 };
  // A path that climbs above the root is malformed for a static host (nginx: 400).
  let depth = 0;
  for (const segment of decoded.split('/').slice(1)) {
    depth += segment === '..' ? -1 : segment === '.' || segment === '' ? 0 : 1;
    if (depth < 0) return { status: 400 };
  }
  return { query, pathname: path.posix.normalize(decoded) };
}

/**
 * The best precompressed copy the client accepts, by q-value: ['br', '.br'] or null.
 * @param {{ headers: import('node:http').IncomingHttpHeaders }} req
 * @param {Encoding[]} available
 */
export function chooseEncoding(req, available) {
  const names = available.map(([name]) => name);
  // Among equally acceptable encodings ours win, best first (browsers list gzip before br).
  const [best] = new Negotiator(req).encodings([...names, 'identity'], { preferred: names });
  return available.find(([name]) => name === best) ?? null;
}

/** Unreadable names (too long, not a folder, a loop) are simply not there. */
const MISSING = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG', 'ELOOP', 'EACCES', 'EINVAL']);

/**
 * What the server knows of the build it serves: its folder (and that folder's real path), the
 * base path, what it reads of the build once (`build`, read again when a rebuild writes out/
 * anew), and the copies it compressed itself.
 * @typedef {{ dir: string, realRoot: string, basePath: string, build: Build, buildStamp: string,
 *   onTheFly: Map<string, Promise<string | null>>, cacheDir?: string }} Site
 * @typedef {ReturnType<typeof readBuild>} Build
 */

export function createServer({ dir = path.join(root, 'out'), basePath = parseBasePath() } = {}) {
  /** @type {Site} */
  const site = {
    dir,
    realRoot: realpathSync(dir),
    basePath,
    build: readBuild(dir, basePath),
    buildStamp: stampOf(dir),
    onTheFly: new Map(),
  };
  const server = http.createServer((req, res) => {
    respond(site, req, res).catch((error) => {
      console.error(`500 ${req.method} ${req.url}: ${codeOf(error) ?? messageOf(error)}`);
      if (!res.headersSent) plain(res, 500, '500 Internal Server Error');
      else res.destroy();
    });
  });
  // CONNECT never reaches 'request': answer it here, like any other method we refuse.
  server.on('connect', (req, socket) => {
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOW}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    );
  });
  server.on('close', () => {
    if (site.cacheDir) rmSync(site.cacheDir, { recursive: true, force: true });
  });
  return server;
}

/** When the build's _headers and 404 page were last written: a rebuild changes it. @param {string} dir */
function stampOf(dir) {
  return ['_headers', '404.html']
    .map((name) => statSync(path.join(dir, name), { throwIfNoEntry: false })?.mtimeMs ?? 0)
    .join();
}

/**
 * What the server reads of a build once, not per request: its header rules, its old (301)
 * and retired (410) addresses (scripts/addresses.mjs), each language's 404 page in each
 * encoding.
 * @param {string} dir @param {string} basePath
 */
function readBuild(dir, basePath) {
  const rules = readHeaderRules(dir);
  const addresses = readHostAddresses(dir);
  // '' is the root's 404 page (404.html); 'de/' the German one (de/404.html), for /de/….
  const notFoundPages = new Map(
    ['', ...prefixedLocales.map(({ code }) => `${code}/`)].map((prefix) => [
      prefix,
      {
        bodies: notFoundBodies(path.join(dir, `${prefix}404.html`)),
        headers: headersFor(rules, `${basePath}/${prefix}404.html`),
      },
    ]),
  );
  return {
    rules,
    moved: new Map(addresses.redirects),
    gone: new Set(addresses.gone),
    notFoundPages,
  };
}

/**
 * realpath of a file inside out/, or null when it is missing or leads outside.
 * @param {Site} site @param {string} relative
 */
async function resolveInside({ realRoot }, relative) {
  try {
    const real = await realpath(path.join(realRoot, relative));
    if (real !== realRoot && !real.startsWith(realRoot + path.sep)) return null;
    return { real, stats: await stat(real) };
  } catch (error) {
    if (MISSING.has(codeOf(error) ?? '')) return null;
    throw error;
  }
}

/**
 * What exists beside a text file: its precompressed copies.
 * @param {Site} site @param {string} file
 * @returns {Promise<Encoding[]>}
 */
async function encodedCopies(site, file) {
  if (!(path.extname(file) in TEXT_TYPES)) return [];
  const found = await Promise.all(
    ENCODINGS.map(async ([name, suffix]) =>
      (await resolveInside(site, path.relative(site.realRoot, file) + suffix))
        ? [[name, suffix]]
        : [],
    ),
  );
  return /** @type {Encoding[]} */ (found.flat());
}

/** The 404 page for a path inside the site: its language's, else the root's. @param {Build} build @param {string} pathname */
function notFoundPageFor(build, pathname) {
  const prefix = /^\/([a-z]{2,3})\//.exec(pathname)?.[1];
  const own = prefix ? build.notFoundPages.get(`${prefix}/`) : undefined;
  return own && own.bodies.size > 0 ? own : build.notFoundPages.get('');
}

/**
 * The 404 page for `pathname`, with 404, or 410 for an address gone on purpose.
 * @param {Site} site @param {Request} req @param {Response} res
 */
function notFound(site, req, res, pathname = '/', status = 404) {
  const page = notFoundPageFor(site.build, pathname);
  if (!page || page.bodies.size === 0)
    return plain(res, status, `${status} ${http.STATUS_CODES[status]}`);
  const available = ENCODINGS.filter(([name]) => page.bodies.has(name));
  const encoding = chooseEncoding(req, available);
  const body = /** @type {Buffer} */ (page.bodies.get(encoding?.[0] ?? 'identity'));
  res.writeHead(status, {
    ...page.headers,
    'Content-Type': TEXT_TYPES['.html'],
    'Content-Length': body.length,
    Vary: 'Accept-Encoding',
    'Cache-Control': 'no-cache',
    ...(encoding ? { 'Content-Encoding': encoding[0] } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * A copy of a text file compressed on the fly, for a build made without its copies
 * (PRECOMPRESS unset): written once per file and encoding into a folder of the server's
 * own, then sent as a copy the build made would be. Null where it would not save a tenth.
 * @param {Site} site @param {string} real @param {import('node:fs').Stats} stats
 * @param {Encoding} encoding
 * @returns {Promise<string | null>}
 */
function compressedCopy(site, real, stats, [name, suffix]) {
  const key = `${real}\0${stats.size}\0${stats.mtimeMs}\0${name}`;
  let made = site.onTheFly.get(key);
  if (!made) {
    made = readFile(real).then(async (bytes) => {
      const packed = compress(bytes, name);
      if (packed.length > bytes.length * 0.9) return null;
      site.cacheDir ??= mkdtempSync(path.join(tmpdir(), 'lumenrift-serve-'));
      const file = path.join(
        site.cacheDir,
        `${createHash('sha256').update(key).digest('hex')}${suffix}`,
      );
      await writeFile(file, packed);
      return file;
    });
    site.onTheFly.set(key, made);
  }
  return made;
}

/**
 * The path inside the site a request asks for, once every answer that needs no file is given
 * (405, 400, redirects, the base path, 410 and 404 for what is not ours); null when answered.
 * @param {Site} site @param {Request} req @param {Response} res
 * @returns {{ pathname: string, href: (p: string) => string } | null}
 */
function siteTarget(site, req, res) {
  const { basePath } = site;
  const { moved, gone } = site.build;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    plain(res, 405, '405 Method Not Allowed', { Allow: ALLOW });
    return null;
  }
  const target = parseTarget(req.url);
  if (target.redirect) {
    redirect(res, target.redirect);
    return null;
  }
  if (target.status) {
    plain(res, target.status, '400 Bad Request');
    return null;
  }
  const query = target.query ?? '';
  let pathname = target.pathname ?? '/';
  // Redirects name the normalised path, each segment encoded again.
  const href = (/** @type {string} */ p) =>
    `${basePath}${p.split('/').map(encodeURIComponent).join('/')}${query}`;
  const movedTo = moved.get(pathname);
  if (movedTo) {
    redirect(res, `${movedTo}${query}`);
    return null;
  }
  if (gone.has(pathname) || gone.has(`${pathname}/`)) {
    notFound(site, req, res, pathname.slice(basePath.length), 410);
    return null;
  }
  // Under a base path the site lives at /base/…; anything outside it is not ours.
  if (basePath) {
    if (pathname === basePath) {
      redirect(res, `${basePath}/${query}`);
      return null;
    }
    if (!pathname.startsWith(`${basePath}/`)) {
      notFound(site, req, res);
      return null;
    }
    pathname = pathname.slice(basePath.length);
  }
  // route/index.html and route both answer with a redirect to route/.
  if (pathname.endsWith('/index.html')) {
    redirect(res, href(pathname.slice(0, -'index.html'.length)));
    return null;
  }
  // Host-only files and dot-files are not part of the site.
  if (HOST_FILES.has(pathname) || pathname.split('/').some((part) => part.startsWith('.'))) {
    notFound(site, req, res, pathname);
    return null;
  }
  return { pathname, href };
}

/** @param {Site} site @param {Request} req @param {Response} res */
async function respond(site, req, res) {
  const stamp = stampOf(site.dir);
  if (stamp !== site.buildStamp) {
    site.build = readBuild(site.dir, site.basePath);
    site.buildStamp = stamp;
    site.onTheFly.clear();
  }
  const target = siteTarget(site, req, res);
  if (!target) return;
  const { pathname, href } = target;
  const relative = pathname.endsWith('/') ? `${pathname}index.html` : pathname;
  const found = await resolveInside(site, relative);
  if (!found) return notFound(site, req, res, pathname);
  if (found.stats.isDirectory()) {
    return (await resolveInside(site, `${pathname}/index.html`))
      ? redirect(res, href(`${pathname}/`))
      : notFound(site, req, res, pathname);
  }
  if (!found.stats.isFile()) return notFound(site, req, res, pathname);
  await sendFile(site, req, res, { ...found, pathname });
}

/**
 * A file of the site, in the encoding the client prefers among its copies (or one made here
 * for a build without them), with its headers.
 * @param {Site} site @param {Request} req @param {Response} res
 * @param {{ real: string, stats: import('node:fs').Stats, pathname: string }} found
 */
async function sendFile(site, req, res, { real, stats, pathname }) {
  const extension = path.extname(real);
  const copies = await encodedCopies(site, real);
  let encoding = chooseEncoding(req, copies);
  let file = encoding ? real + encoding[1] : real;
  // No copy beside it (a build without PRECOMPRESS): compressed here, once.
  if (!encoding && copies.length === 0 && extension in TEXT_TYPES && stats.size >= 1024) {
    const wanted = chooseEncoding(req, ENCODINGS);
    const made = wanted ? await compressedCopy(site, real, stats, wanted) : null;
    if (made) [encoding, file] = [wanted, made];
  }
  for (const [name, value] of Object.entries(
    headersFor(site.build.rules, `${site.basePath}${pathname}`),
  )) {
    res.setHeader(name, value);
  }
  const stream = send(req, file, { dotfiles: 'allow', index: false, etag: true });
  stream.on('headers', (response) => {
    // One type per file whatever its encoding, from the same table the build uses.
    if (extension in TEXT_TYPES) {
      response.setHeader(
        'Content-Type',
        TEXT_TYPES[/** @type {keyof typeof TEXT_TYPES} */ (extension)],
      );
      response.setHeader('Vary', 'Accept-Encoding');
    }
    if (encoding) response.setHeader('Content-Encoding', encoding[0]);
  });
  stream.on('error', (error) => {
    if (res.headersSent) return res.destroy();
    if (error.status === 404) return notFound(site, req, res, pathname);
    console.error(`${error.status ?? 500} ${req.method} ${req.url}: ${error.message}`);
    plain(
      res,
      error.status ?? 500,
      `${error.status ?? 500} ${http.STATUS_CODES[error.status ?? 500]}`,
    );
  });
  stream.pipe(res);
}

/**
 * Bytes in an encoding: brotli at quality 5 and gzip at 6, a fair trade of the server's time
 * for bytes on every request it compresses.
 * @param {Buffer} bytes @param {string} name
 */
const compress = (bytes, name) =>
  name === 'br'
    ? brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(bytes, { level: 6 });

/**
 * A 404 page in each encoding: the build's copies where it made them, else compressed once
 * here; none when the page is missing.
 * @param {string} file
 * @returns {Map<string, Buffer>}
 */
function notFoundBodies(file) {
  if (!existsSync(file)) return new Map();
  const identity = readFileSync(file);
  return new Map([
    ['identity', identity],
    ...ENCODINGS.map(([name, suffix]) => {
      const copy = `${file}${suffix}`;
      return /** @type {[string, Buffer]} */ ([
        name,
        existsSync(copy) ? readFileSync(copy) : compress(identity, name),
      ]);
    }),
  ]);
}

/**
 * The server for `options` on a free loopback port, for scripts that drive a browser at it.
 * @param {Parameters<typeof createServer>[0]} [options]
 */
export async function serveOnLoopback(options) {
  const server = createServer(options).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { server, origin: `http://127.0.0.1:${port}` };
}

/** PORT and HOST from the environment, or a one-line reason they cannot be used. */
export function listenOptions(env = process.env) {
  const port = env.PORT ?? '3000';
  if (!/^\d+$/.test(port) || Number(port) > 65535) {
    throw new Error(`PORT="${port}" is not a port number: expected 0-65535 (0 picks a free one)`);
  }
  return { port: Number(port), host: env.HOST || 'localhost' };
}

/**
 * Resolves when host:port can be listened on; rejects with one line when it cannot.
 * @param {{ port: number, host: string }} where
 */
export function checkPort({ port, host }) {
  return new Promise((/** @type {(value?: unknown) => void} */ resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (/** @type {NodeJS.ErrnoException} */ error) => {
      const reason =
        error.code === 'EADDRINUSE'
          ? 'is already in use: stop what holds it or set PORT'
          : error.code === 'EACCES'
            ? 'needs privileges: choose a PORT above 1023'
            : `cannot be used (${error.code})`;
      reject(new Error(`${host}:${port} ${reason}`));
    });
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const options = listenOptions();
    const basePath = parseBasePath();
    await checkPort(options);
    // `npm start` (--build) checks the port before its build, so a busy port fails in one
    // line, early; the build runs under this process's Node (scripts/node-version.mjs), with
    // the precompressed copies this server sends, as nginx does.
    if (toolArgs('serve', { build: { type: 'boolean' } }).values.build) {
      const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], {
        stdio: 'inherit',
        env: { ...process.env, PRECOMPRESS: process.env.PRECOMPRESS ?? '1' },
      });
      if (build.status !== 0) process.exit(build.status ?? 1);
    }
    // OUT_DIR serves another export (the browser suite's base-path build).
    const outDir = process.env.OUT_DIR ?? 'out';
    const dir = path.resolve(root, outDir);
    if (!existsSync(path.join(dir, 'index.html'))) {
      throw new Error(`${outDir}/ holds no build: run npm run build (or npm start) first`);
    }
    const server = createServer({ dir, basePath });
    server.on('error', (error) => {
      console.error(`serve: ${error.message}`);
      process.exit(1);
    });
    server.listen(options.port, options.host, () => {
      // PORT=0 picks a free port; the line below names it (the browser suite reads it).
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      console.log(`Serving ${outDir}/ at http://${options.host}:${port}${basePath}/`);
    });
    const stop = () => {
      server.close(() => process.exit(0));
      server.closeAllConnections();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } catch (error) {
    console.error(`serve: ${messageOf(error)}`);
    process.exit(1);
  }
}
