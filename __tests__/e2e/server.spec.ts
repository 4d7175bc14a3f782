import http from 'node:http';
import { expect, test } from './fixtures';

/** A raw request, so the path reaches the server exactly as written (no URL normalising). */
function raw(baseURL: string, method: string, path: string) {
  const { hostname, port } = new URL(baseURL);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = http.request({ hostname, port, method, path }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

// Runs once, in the desktop project: these are the server's answers, not the page's.
test.describe('server semantics', () => {
  test('an unknown URL gets status 404 and the 404 page in the layout', async ({ baseURL }) => {
    const res = await raw(baseURL!, 'GET', '/no-such-world/');
    expect(res.status).toBe(404);
    expect(res.body).toContain('Not Found');
    expect(res.body).toContain('aria-label="Main"');
  });

  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
    test(`${method} gets 405 with an Allow header`, async ({ baseURL }) => {
      const res = await raw(baseURL!, method, '/');
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
    });
  }

  test('a malformed URL gets 400', async ({ baseURL }) => {
    expect((await raw(baseURL!, 'GET', '/%E0%A4%A')).status).toBe(400);
  });

  for (const path of [
    '/../package.json',
    '/%2e%2e/package.json',
    '/..%2fpackage.json',
    '/art/../../package.json',
  ]) {
    test(`${path} never serves a file outside out/`, async ({ baseURL }) => {
      const res = await raw(baseURL!, 'GET', path);
      expect(res.status).not.toBe(200);
      expect(res.body).not.toContain('"devDependencies"');
    });
  }

  test('HEAD answers like GET, without a body', async ({ baseURL }) => {
    const head = await raw(baseURL!, 'HEAD', '/browse/');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toContain('text/html');
  });

  test('a route without its trailing slash is redirected to it', async ({ baseURL }) => {
    const res = await raw(baseURL!, 'GET', '/streams');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/streams/');
  });
});
