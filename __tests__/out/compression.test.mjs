// A build made without its compressed copies (PRECOMPRESS unset, as `npm run build` makes it)
// is still sent compressed: the preview server compresses a text file once, on its first
// request; nginx with the shipped server block compresses per request (gzip on beside
// gzip_static). And a preview server left running serves the 404 page of the build that is
// there now, not the one it started with.
import assert from 'node:assert/strict';
import { cpSync, readFileSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { localHosts } from '../local-hosts.mjs';
import { nginxLeftOut } from '../../tools/nginx-binary.mjs';
import { scratchDir } from '../scratch.mjs';

/** out/'s home page, its stylesheets and 404 page, without a single .br or .gz copy. */
function uncompressedBuild() {
  const dir = scratchDir('uncompressed-');
  const css = readdirSync('out/_next/static/chunks').filter((name) => name.endsWith('.css'));
  for (const file of [
    'index.html',
    '404.html',
    '_headers',
    ...css.map((n) => `_next/static/chunks/${n}`),
  ]) {
    cpSync(path.join('out', file), path.join(dir, file));
  }
  return { dir, css: `/_next/static/chunks/${css[0]}` };
}

/** A body as sent, unpacked (fetch undoes Content-Encoding). @param {Response} response */
const bodyOf = async (response) => Buffer.from(await response.arrayBuffer());

describe('a build without its compressed copies', () => {
  const { dir, css } = uncompressedBuild();
  /** @type {import('../local-hosts.mjs').LocalHost[]} */
  let hosts = [];
  after(() => hosts.forEach(({ stop }) => stop()));
  before(async () => {
    hosts = await localHosts(dir);
  });

  for (const name of ['preview', 'nginx']) {
    it(
      `is sent compressed by ${name}, the same bytes once unpacked`,
      {
        skip: name === 'nginx' && nginxLeftOut(),
      },
      async () => {
        const host = hosts.find((each) => each.name === name);
        assert.ok(host);
        for (const [target, file] of /** @type {[string, string][]} */ ([
          ['/', 'index.html'],
          [css, css.slice(1)],
          ['/no-such-page/', '404.html'],
        ])) {
          for (const accept of ['br, gzip', 'gzip']) {
            /** @type {Response} */
            const response = await fetch(new URL(target, host.url), {
              headers: { 'Accept-Encoding': accept },
            });
            const encoding = response.headers.get('content-encoding');
            assert.ok(
              encoding && accept.split(', ').includes(encoding),
              `${name} ${target} (${accept}): ${encoding}`,
            );
            assert.match(response.headers.get('vary') ?? '', /Accept-Encoding/i);
            assert.deepEqual(await bodyOf(response), readFileSync(path.join(dir, file)));
          }
        }
        // Asked for nothing, nothing is compressed.
        const plain = await fetch(new URL('/', host.url), {
          headers: { 'Accept-Encoding': 'identity' },
        });
        assert.equal(plain.headers.get('content-encoding'), null);
      },
    );
  }

  it('the preview server sends the 404 page of a rebuild, not the one it read first', async () => {
    const host = hosts.find((each) => each.name === 'preview');
    assert.ok(host);
    const before404 = await (await fetch(new URL('/gone-away/', host.url))).text();
    assert.match(before404, /<html/);
    const file = path.join(dir, '404.html');
    writeFileSync(file, before404.replace('<html', '<html data-rebuilt="yes"'));
    const later = new Date(Date.now() + 5_000);
    utimesSync(file, later, later);
    const after404 = await fetch(new URL('/gone-away/', host.url));
    assert.equal(after404.status, 404);
    assert.match(await after404.text(), /<html data-rebuilt="yes"/);
  });
});
