// `npm run cms`: the editors' CMS on this machine, no sign-in. One address on loopback serves
// the admin (/admin/, Decap CMS from cms/node_modules, docs/decisions/cms.md) and passes every
// other path to the dev site (`next dev`), so an editor saves and reloads the page to see it.
// The admin's saves go to Decap's local backend (decap-server, MODE=fs), rooted at data/ so
// nothing outside the content and pictures can be written, behind the same address: the
// admin talks to its own origin only. The CMS installs into cms/ on first use.
//   --port N   the address's port (default 3001, or PORT; 0 for any free one)
//   --no-site  the admin and its backend only (the editor test rebuilds the site itself)
import '../scripts/node-version.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, watch, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DECAP_DIST,
  OWN_SCRIPTS,
  adminConfig,
  adminPage,
  adminPolicy,
  artPreview,
  ensureCmsInstalled,
} from '../scripts/cms/admin.mjs';
import { CMS_ROOT } from '../scripts/cms/config.mjs';
import { freePorts } from './hosts/ports.mjs';
import { ART_SLUG } from '../lib/content/shared/fields.mjs';
import { withEveryLanguage } from '../lib/content/shared/translations.mjs';
import { editedFiles } from '../lib/content/resolve.mjs';
import { toolArgs } from './args.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const decapServer = path.join(root, 'cms', 'node_modules', 'decap-server', 'dist', 'index.js');

/**
 * Each content file in the form the editor saves: by language, a block for every language
 * (lib/content/shared/translations.mjs). A file written by hand as English alone, or before a
 * language was added, is rewritten once here, its content unchanged, and named.
 */
function everyLanguageBlock() {
  for (const name of editedFiles(root)) {
    const file = path.join(root, name);
    const text = readFileSync(file, 'utf8');
    const data = JSON.parse(text.replace(/^\uFEFF/, ''));
    const full = `${JSON.stringify(withEveryLanguage(data, name), null, 2)}\n`;
    if (JSON.stringify(JSON.parse(full)) === JSON.stringify(data)) continue;
    writeFileSync(file, full);
    console.log(`cms: ${name}: gave every language its block, as the editor needs`);
  }
}

/**
 * Passes a request to a server on loopback, as it came; `body` when it was already read.
 * @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {number} port
 * @param {string} what the server, for the editor's message when it is not answering
 * @param {Buffer} [body]
 */
function pass(req, res, port, what, body) {
  const upstream = http.request(
    { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(`cms: ${what} is not answering yet; reload in a moment\n`);
  });
  if (body) upstream.end(body);
  else req.pipe(upstream);
}

/**
 * The backend's requests, but a generated picture's preview: a field holding an art name
 * (`cover-neon-vanguard`, data/artwork.json) shows the art the build draws for it from
 * public/art/, which the local backend cannot see (it is rooted at data/).
 * @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {number} port
 */
function artOrBackend(req, res, port) {
  /** @type {Buffer[]} */
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const body = Buffer.concat(chunks);
    /** @type {{ action?: string, params?: { path?: string } }} */
    let request = {};
    try {
      request = JSON.parse(body.toString('utf8'));
    } catch {}
    const name = path.posix.basename(request.params?.path ?? '');
    const art = path.join(root, 'public', artPreview(name));
    if (request.action === 'getMediaFile' && ART_SLUG.test(name) && existsSync(art)) {
      const bytes = readFileSync(art);
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      return res.end(
        JSON.stringify({
          id: createHash('sha256').update(bytes).digest('hex'),
          content: bytes.toString('base64'),
          encoding: 'base64',
          path: request.params?.path,
          name: `${name}.webp`,
        }),
      );
    }
    pass(req, res, port, 'the local backend', body);
  });
}

/** Files of Decap's dist folder by name: its script and the chunks it loads beside it. */
const DIST_FILE = /^\/admin\/([\w.-]+\.js)$/;

/**
 * @param {{ port: number, backendPort: number, sitePort: number | null, title: string }} ports
 */
export function adminServer({ port, backendPort, sitePort, title }) {
  const origin = `http://127.0.0.1:${port}`;
  const config = adminConfig({ name: 'proxy', proxy_url: `${origin}/api/v1`, branch: 'main' });
  const headers = {
    'Content-Security-Policy': adminPolicy(),
    'X-Robots-Tag': 'noindex, nofollow',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  };
  // Only this machine's own names for it: a page elsewhere that rebinds its host name to
  // 127.0.0.1 would otherwise be same-origin with the backend that writes data/.
  const hosts = new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
  return http.createServer((req, res) => {
    if (!hosts.has(req.headers.host ?? '')) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      return res.end('cms: unknown host\n');
    }
    const url = new URL(req.url ?? '/', origin);
    if (url.pathname === '/api/v1' && req.method === 'POST') {
      return artOrBackend(req, res, backendPort);
    }
    if (url.pathname === '/admin') {
      res.writeHead(308, { Location: '/admin/' });
      return res.end();
    }
    if (url.pathname === '/admin/' || url.pathname === '/admin/index.html') {
      res.writeHead(200, { ...headers, 'Content-Type': 'text/html; charset=utf-8' });
      return res.end(adminPage({ title }));
    }
    if (url.pathname === '/admin/config.yml') {
      res.writeHead(200, { ...headers, 'Content-Type': 'text/yaml; charset=utf-8' });
      return res.end(config);
    }
    const own = OWN_SCRIPTS[url.pathname.replace(/^\/admin\//, '')];
    if (own) {
      res.writeHead(200, { ...headers, 'Content-Type': 'text/javascript; charset=utf-8' });
      return res.end(readFileSync(own));
    }
    const file = DIST_FILE.exec(url.pathname)?.[1];
    if (file && existsSync(path.join(DECAP_DIST, file))) {
      res.writeHead(200, { ...headers, 'Content-Type': 'text/javascript; charset=utf-8' });
      return res.end(readFileSync(path.join(DECAP_DIST, file)));
    }
    if (url.pathname === '/favicon.ico' && sitePort === null) {
      // The browser asks for the tab's icon whether the site runs or not.
      res.writeHead(200, { ...headers, 'Content-Type': 'image/x-icon' });
      return res.end(readFileSync(path.join(root, 'public', 'favicon.ico')));
    }
    if (url.pathname.startsWith('/admin/') || sitePort === null) {
      res.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
      return res.end('Not found\n');
    }
    pass(req, res, sitePort, 'the dev site');
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values: args } = toolArgs('cms', {
    port: { type: 'string' },
    'no-site': { type: 'boolean' },
  });
  const requested = Number(args.port ?? process.env.PORT ?? 3001);
  if (!Number.isInteger(requested) || requested < 0 || requested > 65535) {
    console.error(`cms: --port ${String(args.port ?? process.env.PORT)} is not a port`);
    process.exit(1);
  }
  const installed = ensureCmsInstalled();
  if (installed !== 0) process.exit(installed);
  // The art the previews show, drawn as the dev site draws it (unchanged pictures are kept).
  const art = spawnSync(process.execPath, [path.join(root, 'scripts', 'generate-art.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (art.status !== 0) process.exit(art.status ?? 1);
  everyLanguageBlock();
  const { readBrand } = await import('../lib/brand/brand.mjs');
  const brand = readBrand(readFileSync(path.join(root, 'data', 'brand.json'), 'utf8'));
  /** @type {import('node:child_process').ChildProcess[]} */
  const children = [];
  // Each child leads its own process group, stopped whole: npm's `next dev` is a grandchild.
  const stop = () => {
    for (const child of children) {
      try {
        if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
      } catch {}
    }
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  // 0: any free port (the editor test's), printed below as for a chosen one.
  // Found together, so the three differ.
  const [free = 0, backendPort = 0, freeSitePort = 0] = await freePorts('127.0.0.1', 3);
  const port = requested || free;
  children.push(
    spawn(process.execPath, [decapServer], {
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
      env: {
        ...process.env,
        MODE: 'fs',
        GIT_REPO_DIRECTORY: path.join(root, CMS_ROOT),
        PORT: String(backendPort),
        BIND_HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        ORIGIN: `http://127.0.0.1:${port}`,
      },
    }),
  );
  let sitePort = null;
  if (!args['no-site']) {
    sitePort = freeSitePort;
    children.push(
      spawn('npm', ['run', 'dev', '--', '--hostname', '127.0.0.1', '--port', String(sitePort)], {
        cwd: root,
        stdio: ['ignore', 'inherit', 'inherit'],
        detached: true,
      }),
    );
  }
  if (sitePort) {
    // A saved name or picture changes the art drawn for it, a new page needs its route: run
    // the first step and draw again after each save, as the build would, so the page the
    // editor reloads is there, with its pictures.
    /** @type {NodeJS.Timeout | undefined} */
    let pending;
    let drawing = false;
    let again = false;
    const draw = () => {
      if (drawing) {
        again = true;
        return;
      }
      drawing = true;
      // The first step first: it checks the content and writes the route of a page added or
      // moved (scripts/page-routes.mjs), which next dev then serves without a restart.
      const step = (/** @type {string} */ script, /** @type {() => void} */ then) =>
        spawn(process.execPath, [path.join(root, 'scripts', script)], {
          cwd: root,
          stdio: ['ignore', 'inherit', 'inherit'],
        }).on('exit', then);
      step('deploy-inputs.mjs', () =>
        step('generate-art.mjs', () => {
          drawing = false;
          if (!again) return;
          again = false;
          draw();
        }),
      );
    };
    watch(path.join(root, CMS_ROOT), { recursive: true }, () => {
      clearTimeout(pending);
      pending = setTimeout(draw, 300);
    });
  }
  for (const child of children) {
    child.on('exit', (code) => {
      console.error(`cms: ${child.spawnargs.join(' ')} stopped (${String(code)})`);
      stop();
    });
  }
  adminServer({ port, backendPort, sitePort, title: brand.name })
    .on('error', (error) => {
      console.error(`cms: port ${port}: ${error.message}`);
      stop();
    })
    .listen(port, '127.0.0.1', async () => {
      // The address once everything behind it answers: an admin opened before the backend
      // or the site is up shows the proxy's 502 (the dev server compiles its first page).
      await answering(backendPort, '/api/v1');
      if (sitePort) await answering(sitePort, '/');
      console.log(`cms: edit the content at http://127.0.0.1:${port}/admin/`);
      if (sitePort) console.log(`cms: the site, as you edit it, at http://127.0.0.1:${port}/`);
    });
}

/**
 * Resolves once a server on loopback answers a request with any status; tries again every
 * quarter second while nothing listens.
 * @param {number} port @param {string} pathname
 */
async function answering(port, pathname) {
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${port}${pathname}`, { signal: AbortSignal.timeout(180_000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
