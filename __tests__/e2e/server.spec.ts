import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { expect, httpTest, test } from './fixtures';
import { outOf, type Host } from './hosts';

type Response = { status: number; headers: Record<string, string>; body: string };

/**
 * A request written byte for byte on a socket: the path reaches the server exactly as
 * given (no URL normalising), and any method can be sent, CONNECT included.
 */
function raw(
  baseURL: string,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  silence = 8_000,
): Promise<Response> {
  const { hostname, port } = new URL(baseURL);
  const head = [
    `${method} ${target} HTTP/1.1`,
    `Host: ${hostname}:${port}`,
    'Connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(Number(port), hostname, () => socket.write(`${head}\r\n\r\n`));
    // A server that never answers is reported as status 0, not as a test timeout.
    socket.setTimeout(silence, () => socket.destroy());
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = text.slice(0, end === -1 ? undefined : end).split('\r\n');
      const parsed: Record<string, string> = {};
      for (const line of lines) {
        const at = line.indexOf(':');
        parsed[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({
        status: Number(statusLine.split(' ')[1] ?? 0),
        headers: parsed,
        body: end === -1 ? '' : text.slice(end + 4),
      });
    });
  });
}

type Expected = {
  status: number | number[];
  headers?: Record<string, string | RegExp | undefined>;
  body?: RegExp;
};
type Row = {
  name: string;
  method?: string;
  /**
   * Relative to the site: the base path is put in front (after the first slash for a
   * path that starts with `//`); a path starting with `!` is sent as it is.
   */
  path: string;
  headers?: Record<string, string>;
  expect: Expected;
  /** A host's documented different answer (docs/deploy.md, "Deploy": the host table). */
  on?: Partial<Record<Host, Expected>>;
};

const notFoundPage = /Not Found[\s\S]*aria-label="Main"|aria-label="Main"[\s\S]*Not Found/;
const noSecrets = /^(?![\s\S]*(devDependencies|root:x:0:0))/;
const longName = 'a'.repeat(300);
/**
 * nginx's answer to a client preferring brotli: the .br copy, or the .gz one when Debian's
 * brotli_static module declines. Under `disable_symlinks on` (deploy/nginx.conf) the module
 * walks its file's path over a length four bytes too long (ngx_brotli's static module adds
 * the suffix to a length that already counts it and the terminating zero; still so upstream,
 * google/ngx_brotli#134): when the stale bytes past the name hold a '/', it opens
 * `index.html.br` as a folder, gets ENOTDIR and declines, and gzip_static answers. Which
 * requests meet a '/' there depends on the worker's earlier requests (strace, 2026-11-30:
 * 300 answers in a row either way). Refusing symlinks is kept over brotli every time
 * (docs/deploy.md); the preview server and the Pages runtime still must answer brotli.
 */
const nginxCompressed: Expected = {
  status: 200,
  headers: { 'content-encoding': /^(br|gzip)$/, vary: /Accept-Encoding/i },
};

const rows: Row[] = [
  {
    name: 'an unknown URL gets status 404 and the 404 page in the layout',
    path: '/no-such-world/',
    expect: { status: 404, body: notFoundPage },
  },
  ...['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'].map((method) => ({
    name: `${method} gets 405 with an Allow header`,
    method,
    path: '/',
    expect: { status: 405, headers: { allow: 'GET, HEAD' } },
    on: { pages: { status: 405 } },
  })),
  {
    name: 'TRACE gets 405 with an Allow header',
    method: 'TRACE',
    path: '/',
    expect: { status: 405, headers: { allow: 'GET, HEAD' } },
    // Wrangler's local runtime leaves TRACE unanswered (docs/deploy.md, "Deploy": the host table).
    on: { pages: { status: [0, 405] } },
  },
  {
    name: 'CONNECT gets 405',
    method: 'CONNECT',
    path: '!example.com:443',
    expect: { status: 405, headers: { allow: 'GET, HEAD' } },
    on: { nginx: { status: 400 }, pages: { status: [400, 405, 500] } },
  },
  {
    name: 'a malformed percent-encoding gets 400',
    path: '/%E0%A4%A',
    expect: { status: 400 },
    on: { pages: { status: [400, 404] } },
  },
  {
    name: 'a null byte gets 400',
    path: '/%00',
    expect: { status: 400 },
    on: { pages: { status: [400, 404, 502] } },
  },
  {
    name: 'a name too long for the file system is not found',
    path: `/${longName}`,
    expect: { status: 404, body: notFoundPage },
    on: { pages: { status: [404, 502] } },
  },
  ...[
    '/../package.json',
    '/%2e%2e/package.json',
    '/..%2fpackage.json',
    '/art/../../package.json',
  ].map((target) => ({
    name: `${target} never serves a file outside the site`,
    path: target,
    expect: { status: [400, 404], body: noSecrets },
    on: { pages: { status: [200, 301, 308, 400, 404], body: noSecrets } },
  })),
  {
    name: 'a folder beside the site with a name it starts with is outside it',
    path: '/../out-private/secret.txt',
    expect: { status: [400, 404], body: /^(?![\s\S]*private-secret)/ },
    on: { pages: { status: [200, 301, 308, 400, 404], body: /^(?![\s\S]*private-secret)/ } },
  },
  {
    name: 'Accept-Encoding with br;q=0 never gets brotli',
    path: '/',
    headers: { 'Accept-Encoding': 'br;q=0, gzip' },
    expect: { status: 200, headers: { 'content-encoding': 'gzip', vary: /Accept-Encoding/i } },
    on: { pages: { status: 200, headers: { 'content-encoding': /^(gzip)?$/ } } },
  },
  {
    name: 'brotli when it is preferred',
    path: '/',
    headers: { 'Accept-Encoding': 'gzip;q=0.5, br' },
    expect: { status: 200, headers: { 'content-encoding': 'br', vary: /Accept-Encoding/i } },
    on: {
      pages: { status: 200, headers: { 'content-encoding': 'br' } },
      nginx: nginxCompressed,
    },
  },
  {
    name: "a browser's Accept-Encoding (gzip listed first) gets brotli",
    path: '/',
    headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    expect: { status: 200, headers: { 'content-encoding': 'br', vary: /Accept-Encoding/i } },
    on: {
      pages: { status: 200, headers: { 'content-encoding': /^(br|gzip|zstd)$/ } },
      nginx: nginxCompressed,
    },
  },
  {
    name: 'an unknown range unit is ignored (RFC 9110): the whole file',
    path: '/robots.txt',
    headers: { Range: 'items=0-1' },
    expect: { status: 200, body: /User-Agent/i },
  },
  {
    name: '//browse is a path, never a host: redirected, never another page',
    path: '//browse',
    headers: { 'Accept-Encoding': 'br' },
    expect: { status: 301, headers: { location: /^\/(?!\/)/ } },
    on: { pages: { status: [301, 308, 404], headers: { location: /^(\/(?!\/)|$)/ } } },
  },
  {
    name: 'a route without its trailing slash is redirected to it',
    path: '/streams',
    expect: { status: 301, headers: { location: /\/streams\/$/ } },
    on: { pages: { status: 308, headers: { location: /\/streams\/$/ } } },
  },
  {
    name: 'route/index.html is redirected to route/',
    path: '/browse/index.html',
    expect: { status: 301, headers: { location: /\/browse\/$/ } },
    on: { pages: { status: 308, headers: { location: /\/browse\/$/ } } },
  },
  {
    name: 'the host headers file is not published',
    path: '/_headers',
    expect: { status: 404 },
    on: { pages: { status: [404, 502] } },
  },
  {
    name: 'a page carries its policy, frame-ancestors and revalidation',
    path: '/browse/',
    expect: {
      status: 200,
      headers: {
        'content-security-policy': /frame-ancestors 'none'/,
        'cache-control': 'public, max-age=0, must-revalidate',
        'x-content-type-options': 'nosniff',
        'content-type': /^text\/html; charset=utf-8$/i,
      },
    },
  },
];

function check(actual: Response, expected: Expected, label: string) {
  const statuses = ([] as number[]).concat(expected.status);
  expect(statuses, `${label}: status ${actual.status}`).toContain(actual.status);
  for (const [name, value] of Object.entries(expected.headers ?? {})) {
    const got = actual.headers[name] ?? '';
    if (value instanceof RegExp) expect(got, `${label}: ${name}`).toMatch(value);
    else expect(got, `${label}: ${name}`).toBe(value);
  }
  if (expected.body) expect(actual.body, `${label}: body`).toMatch(expected.body);
}

// The server's answers, not the page's: once per host (the desktop project is the
// preview server; the nginx and pages projects the real hosts), under a base path too.
test.describe('server semantics', { tag: '@hosts' }, () => {
  test.beforeAll(() => {
    mkdirSync('out-private', { recursive: true });
    writeFileSync('out-private/secret.txt', 'private-secret\n');
  });

  for (const row of rows) {
    httpTest(row.name, async ({ baseURL, basePath, host }) => {
      const target = row.path.startsWith('!')
        ? row.path.slice(1)
        : row.path.startsWith('//')
          ? `/${basePath}${row.path.slice(1)}`
          : `${basePath}${row.path}`;
      const expected = row.on?.[host] ?? row.expect;
      // Where no answer is an answer (status 0), waiting longer for one proves nothing: a
      // late 405 passes as 0 does.
      const silence = ([] as number[]).concat(expected.status).includes(0) ? 2_000 : undefined;
      const response = await raw(baseURL!, row.method ?? 'GET', target, row.headers, silence);
      check(response, expected, `${host} ${row.method ?? 'GET'} ${target}`);
    });
  }

  httpTest('HEAD answers like GET, without a body', async ({ baseURL, basePath }) => {
    const head = await raw(baseURL!, 'HEAD', `${basePath}/browse/`);
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toContain('text/html');
  });

  httpTest('a weak validator in If-None-Match gets 304', async ({ baseURL, basePath }) => {
    const first = await raw(baseURL!, 'GET', `${basePath}/robots.txt`);
    const etag = first.headers.etag;
    expect(etag, 'an ETag').toBeTruthy();
    const weak = etag!.startsWith('W/') ? etag! : `W/${etag}`;
    const again = await raw(baseURL!, 'GET', `${basePath}/robots.txt`, { 'If-None-Match': weak });
    expect(again.status).toBe(304);
  });

  test('a script has one Content-Type whatever its encoding', async ({
    baseURL,
    basePath,
    page,
  }) => {
    await page.goto('/');
    // A runtime chunk, as the intent loader names it or as Next's own tag does (eager).
    const src = await page.evaluate(() => {
      const loader = document.querySelector('script[data-scripts]');
      const tag = document.querySelector('script[src*="/_next/static/chunks/"]');
      return (loader?.getAttribute('data-scripts')?.split(' ')[0] ?? tag?.getAttribute('src'))!;
    });
    const types = new Set<string>();
    for (const encoding of ['identity', 'gzip', 'br']) {
      const response = await raw(baseURL!, 'GET', src, { 'Accept-Encoding': encoding });
      expect(response.status).toBe(200);
      types.add(response.headers['content-type']!);
    }
    expect([...types]).toHaveLength(1);
    expect([...types][0]).toMatch(/javascript/);
    expect(basePath ? src.startsWith(basePath) : true).toBe(true);
  });

  httpTest(
    'symlinks inside the site never lead out of it',
    async ({ baseURL, basePath, variant }, testInfo) => {
      // Made in the folder this host serves, under a name of this project's own.
      const dir = outOf(variant);
      const name = `leak-${testInfo.project.name}`;
      const folder = path.join(dir, name);
      const file = path.join(dir, `${name}.txt`);
      rmSync(folder, { force: true });
      rmSync(file, { force: true });
      symlinkSync('/etc', folder);
      symlinkSync('/etc/passwd', file);
      try {
        for (const target of [`/${name}/passwd`, `/${name}.txt`]) {
          const response = await raw(baseURL!, 'GET', `${basePath}${target}`);
          expect(response.status, target).toBe(404);
          expect(response.body, target).not.toContain('root:x:0:0');
        }
      } finally {
        rmSync(folder, { force: true });
        rmSync(file, { force: true });
      }
    },
  );
});

/** Each old address of a build and where it leads, from its _redirects (scripts/addresses.mjs). */
const redirectsOf = (dir: string) =>
  readFileSync(path.join(dir, '_redirects'), 'utf8')
    .split('\n')
    .map((line) => line.split(' '))
    .filter(([from, , status]) => from?.endsWith('/') && status === '301')
    .map(([from, to]) => ({ from: from!, to: to! }));

// An address printed before a rename keeps working: the sample's game renamed from
// circuit-saints, the lean set's imprint once at /legal-notice/ (/de/rechtliches/ in German,
// which has its own address). Every host with redirects answers 301, under a base path too.
test.describe('old addresses', { tag: '@hosts' }, () => {
  httpTest(
    'answer 301 to the address now, which answers 200',
    async ({ baseURL, basePath, host, variant }) => {
      const moves = redirectsOf(outOf(variant));
      const sample =
        variant === 'default'
          ? { from: '/games/circuit-saints/', to: '/games/circuit-saints-remastered/' }
          : { from: '/de/rechtliches/', to: '/de/impressum/' };
      expect(moves).toContainEqual({
        from: `${basePath}${sample.from}`,
        to: `${basePath}${sample.to}`,
      });
      for (const { from, to } of moves) {
        for (const target of [from, from.slice(0, -1)]) {
          const moved = await raw(baseURL!, 'GET', `${target}?ref=press`);
          expect(moved.status, `${host} ${target}`).toBe(301);
          expect(new URL(moved.headers.location ?? '', baseURL).pathname, `${host} ${target}`).toBe(
            to,
          );
        }
        expect((await raw(baseURL!, 'GET', to)).status, `${host} ${to}`).toBe(200);
      }
    },
  );
});
