// The preview server's reading of a request target and of Accept-Encoding, request by
// request; the browser suite's server spec sends the same inputs over a socket.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chooseEncoding, parseTarget } from '../../tools/serve.mjs';

/** @type {[name: string, suffix: string][]} */
const both = [
  ['br', '.br'],
  ['gzip', '.gz'],
];
const encodingFor = (/** @type {string | undefined} */ header) =>
  chooseEncoding(
    { headers: header === undefined ? {} : { 'accept-encoding': header } },
    both,
  )?.[0] ?? 'identity';

describe('parseTarget', () => {
  /** @type {[target: string, reading: ReturnType<typeof parseTarget>][]} */
  const cases = [
    ['/browse/', { query: '', pathname: '/browse/' }],
    ['/browse/?q=1', { query: '?q=1', pathname: '/browse/' }],
    ['http://evil.example/browse/', { query: '', pathname: '/browse/' }],
    ['//browse', { redirect: '/browse' }],
    ['/a//b?x', { redirect: '/a/b?x' }],
    ['/%E0%A4%A', { status: 400 }],
    ['/%00', { status: 400 }],
    ['/../package.json', { status: 400 }],
    ['/art/../../package.json', { status: 400 }],
    ['/..%2fpackage.json', { status: 400 }],
    ['/art/../browse/', { query: '', pathname: '/browse/' }],
    ['*', { status: 400 }],
  ];
  for (const [target, expected] of cases) {
    it(`reads ${target}`, () => assert.deepEqual(parseTarget(target), expected));
  }
});

describe('chooseEncoding', () => {
  it('follows q-values, not substrings', () => {
    assert.equal(encodingFor('br;q=0, gzip'), 'gzip');
    // A browser's list: equal q, so our preference (brotli) decides.
    assert.equal(encodingFor('gzip, deflate, br, zstd'), 'br');
    assert.equal(encodingFor('gzip;q=1, br;q=0.5'), 'gzip');
    assert.equal(encodingFor('identity'), 'identity');
    assert.equal(encodingFor(undefined), 'identity');
    assert.equal(encodingFor('br;q=0, gzip;q=0'), 'identity');
  });
});
