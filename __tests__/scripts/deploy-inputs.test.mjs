// The deploy inputs' reader: what a person types for BASE_PATH and SITE_URL, and the one
// line a bad value gets (the build's first step prints it and stops).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';
import {
  parseBasePath,
  parseBuildAt,
  parseCmsBackend,
  parseSiteUrl,
  parsePrecompress,
  parseTypesChecked,
} from '../../scripts/deploy-inputs.mjs';
import { rootWithFolder } from './first-step.mjs';

describe('BASE_PATH', () => {
  it('is empty by default and drops a trailing slash', () => {
    assert.equal(parseBasePath(''), '');
    assert.equal(parseBasePath('/'), '');
    assert.equal(parseBasePath('/portal/'), '/portal');
    assert.equal(parseBasePath('/demo/portal'), '/demo/portal');
  });

  for (const bad of ['portal', '/a b', '/../etc', '/demo/./x', '//x', '/x?y']) {
    it(`refuses ${JSON.stringify(bad)}, naming the variable`, () => {
      assert.throws(
        () => parseBasePath(bad),
        /^Error: BASE_PATH=".*" is not a path prefix: expected/,
      );
    });
  }
});

describe('SITE_URL', () => {
  it('keeps an absolute http(s) URL without its trailing slash', () => {
    assert.equal(parseSiteUrl('https://portal.example.com/'), 'https://portal.example.com');
    assert.equal(parseSiteUrl('http://localhost:3000'), 'http://localhost:3000');
    assert.equal(parseSiteUrl('https://example.com/sub/'), 'https://example.com/sub');
  });

  for (const bad of [
    'example',
    'example.com',
    'ftp://example.com',
    '/portal',
    'https://x.com/?a=1',
  ]) {
    it(`refuses ${JSON.stringify(bad)}, naming the variable`, () => {
      assert.throws(
        () => parseSiteUrl(bad),
        /^Error: SITE_URL=".*" is not an absolute http\(s\) URL/,
      );
    });
  }

  it('stops the build in one line', () => {
    // A scratch root: the step writes the build result and the page routes where it runs, and
    // the checkout's are read by the other checks and copied by the builds beside them.
    const root = rootWithFolder('data');
    const run = (/** @type {Record<string, string>} */ env) => {
      try {
        execFileSync(process.execPath, [path.resolve('scripts/deploy-inputs.mjs')], {
          cwd: root,
          env: { ...process.env, ...env },
          stdio: ['ignore', 'pipe', 'pipe'],
          encoding: 'utf8',
        });
        return null;
      } catch (error) {
        return /** @type {{ stderr: string }} */ (error).stderr;
      }
    };
    assert.equal(run({ BASE_PATH: '/portal/', SITE_URL: 'https://a.example' }), null);
    const message = run({ SITE_URL: 'example' }) ?? 'no error';
    assert.match(message, /^build: SITE_URL="example" is not an absolute http\(s\) URL/);
    assert.equal(message.trim().split('\n').length, 1);
    const late = run({ BUILD_AT: '2027-03-10 15:00' }) ?? 'no error';
    assert.match(late, /^build: BUILD_AT="2027-03-10 15:00" is not an instant/);
    assert.equal(late.trim().split('\n').length, 1);
  });
});

describe('BUILD_AT', () => {
  it("is the clock's when unset, else the instant it names, its offset read", () => {
    assert.equal(parseBuildAt(''), null);
    assert.equal(parseBuildAt('2027-03-10T15:00:00Z')?.toISOString(), '2027-03-10T15:00:00.000Z');
    assert.equal(parseBuildAt('2027-03-10T16:00+01:00')?.toISOString(), '2027-03-10T15:00:00.000Z');
    assert.equal(
      parseBuildAt('2028-02-29T23:59:59-05:30')?.toISOString(),
      '2028-03-01T05:29:59.000Z',
    );
  });

  // No offset (an hour off in another zone), a day alone, days and hours the calendar lacks.
  for (const bad of [
    '2027-03-10T15:00:00',
    '2027-03-10',
    '2027-02-30T15:00:00Z',
    '2027-02-29T15:00:00Z',
    '2027-03-10T24:00:00Z',
    '2027-03-10T15:00:00+25:00',
    'tomorrow',
  ]) {
    it(`refuses ${JSON.stringify(bad)}, naming the variable`, () => {
      assert.throws(() => parseBuildAt(bad), /^Error: BUILD_AT=".*" is not an instant: expected/);
    });
  }
});

describe('TYPES_CHECKED', () => {
  it('is off unless it says 1', () => {
    assert.equal(parseTypesChecked(''), false);
    assert.equal(parseTypesChecked('0'), false);
    assert.equal(parseTypesChecked('1'), true);
  });

  for (const bad of ['yes', 'true', '2']) {
    it(`refuses ${JSON.stringify(bad)}, naming the variable`, () => {
      assert.throws(() => parseTypesChecked(bad), /^Error: TYPES_CHECKED=".*" is not a flag/);
    });
  }
});

describe('PRECOMPRESS', () => {
  it('is off unless it says 1: only nginx serves the copies', () => {
    assert.equal(parsePrecompress(''), false);
    assert.equal(parsePrecompress('0'), false);
    assert.equal(parsePrecompress('1'), true);
  });

  for (const bad of ['on', 'true', 'br']) {
    it(`refuses ${JSON.stringify(bad)}, naming the variable`, () => {
      assert.throws(() => parsePrecompress(bad), /^Error: PRECOMPRESS=".*" is not a flag/);
    });
  }
});

describe('CMS_BACKEND', () => {
  const github = {
    CMS_BACKEND: 'github',
    CMS_REPO: 'studio/portal',
    CMS_AUTH_URL: 'https://auth.studio.example/',
  };

  it('is off by default, and each backend reads its own variables', () => {
    assert.equal(parseCmsBackend({}), null);
    assert.equal(parseCmsBackend({ CMS_BACKEND: ' ' }), null);
    assert.deepEqual(parseCmsBackend({ CMS_BACKEND: 'demo' }), { name: 'demo' });
    assert.deepEqual(parseCmsBackend(github), {
      name: 'github',
      repo: 'studio/portal',
      branch: 'main',
      authUrl: 'https://auth.studio.example',
    });
    assert.deepEqual(parseCmsBackend({ ...github, CMS_BRANCH: 'content' })?.name, 'github');
  });

  /** @type {[Record<string, string>, RegExp][]} */
  const refused = [
    [{ CMS_BACKEND: 'gitea' }, /^Error: CMS_BACKEND="gitea" is not an admin backend/],
    [{ CMS_BACKEND: 'svn' }, /^Error: CMS_BACKEND="svn" is not an admin backend/],
    [{ ...github, CMS_REPO: 'portal' }, /^Error: CMS_REPO="portal" is not a repository/],
    [{ ...github, CMS_BRANCH: 'a..b' }, /^Error: CMS_BRANCH="a\.\.b" is not a branch name/],
    [
      { ...github, CMS_AUTH_URL: 'http://auth.example' },
      /^Error: CMS_AUTH_URL=".*" is not an https URL/,
    ],
  ];
  for (const [env, message] of refused) {
    it(`refuses ${JSON.stringify(env)} in one line naming the variable`, () => {
      assert.throws(() => parseCmsBackend(env), message);
    });
  }
});
