// Serves the static export the way a good static host does, with serve-handler
// (the engine of Vercel's `serve`) doing the file serving. This wrapper only adds
// what serve-handler leaves out: 405 for methods other than GET and HEAD, and 400
// for a URL whose percent-encoding is malformed.
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import handler from 'serve-handler';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function plain(res, status, text, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  res.end(`${text}\n`);
}

export function createServer({ dir = path.join(root, 'out') } = {}) {
  return http.createServer((req, res) => {
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
    // /browse and /browse/index.html → /browse/ for routes that exist; an unknown
    // path gets its 404 at once rather than after a redirect.
    const inside = path.resolve(dir, `.${pathname}`);
    if (/\/index\.html$/.test(url.pathname)) {
      res.writeHead(301, {
        Location: `${url.pathname.slice(0, -'index.html'.length)}${url.search}`,
      });
      return res.end();
    }
    if (
      !pathname.endsWith('/') &&
      inside.startsWith(dir) &&
      existsSync(path.join(inside, 'index.html'))
    ) {
      res.writeHead(301, { Location: `${url.pathname}/${url.search}` });
      return res.end();
    }
    // serve-handler answers unknown paths with out/404.html and status 404, serves
    // route/index.html for route/, and refuses paths that leave `public` (400).
    return handler(req, res, {
      public: dir,
      cleanUrls: true,
      directoryListing: false,
      etag: true,
    }).catch((error) => {
      console.error(error);
      if (!res.headersSent) plain(res, 500, '500 Internal Server Error');
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? 'localhost';
  const server = createServer().listen(port, host, () => {
    // PORT=0 picks a free port; the line below names it (the browser suite reads it).
    console.log(`Serving out/ at http://${host}:${server.address().port}/`);
  });
}
