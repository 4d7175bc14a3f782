// What keeps the export small as the catalogue grows (issue 64, docs/performance.md): the
// flight files no navigation fetches removed, precompressed copies only where they pay and
// made once, and the line that warns before a host's limits are passed.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import zlib from 'node:zlib';
import { pruneFlightFiles } from '../../scripts/postbuild.mjs';
import { MIN_BYTES, precompressAll } from '../../scripts/postbuild/precompress.mjs';
import { HOST_LIMITS, limitWarnings, measureOut, sizeLine } from '../../scripts/host-limits.mjs';
import { ART_STAMP } from '../../scripts/derived-names.mjs';
import { DERIVED_DIR, prune, prunePictures, storedBytes } from '../../scripts/derived-store.mjs';
import { scratchDir } from '../scratch.mjs';

/** Writes `files` ({ relative path: bytes }) under a new scratch folder; returns it. */
function tree(/** @type {Record<string, string | Buffer>} */ files) {
  const dir = scratchDir('build-size-');
  for (const [file, bytes] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), bytes);
  }
  return dir;
}

/** Every file under `dir`, relative, sorted. @param {string} dir @returns {string[]} */
const listing = (dir, at = '') =>
  readdirSync(path.join(dir, at), { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? listing(dir, `${at}${entry.name}/`) : [`${at}${entry.name}`],
    )
    .sort();

/**
 * The files under `dir` as they are now, in a store other builds write to meanwhile: without
 * what is being written (`<name>.<pid>-<n>.tmp`, a picture's `<hash>.<pid>.tmp/`, renamed
 * away at any moment) or what goes before it is read.
 * @param {string} dir @param {string} [at] @returns {string[]}
 */
function entriesNow(dir, at = '') {
  let found;
  try {
    found = readdirSync(path.join(dir, at), { withFileTypes: true });
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return [];
    throw error;
  }
  return found
    .filter((entry) => !entry.name.endsWith('.tmp'))
    .flatMap((entry) =>
      entry.isDirectory() ? entriesNow(dir, `${at}${entry.name}/`) : [`${at}${entry.name}`],
    );
}

describe('flight files', () => {
  it("keep a route's index.txt and lose the copies and segment files beside it", async () => {
    const dir = tree({
      'games/a/index.html': '<html>',
      'games/a/index.txt': 'payload',
      'games/a/__next._full.txt': 'payload',
      'games/a/__next._tree.txt': 'tree',
      'games/a/__next.!KHJvb3Qp.games.$d$slug.__PAGE__.txt': 'segment',
      '_not-found/index.txt': 'payload',
      '_not-found/__next._index.txt': 'index',
      // No index.txt beside it: nothing to fetch instead, so it stays.
      'odd/__next._tree.txt': 'tree',
      'robots.txt': 'User-agent: *',
    });
    const kept = await pruneFlightFiles(listing(dir).map((file) => path.join(dir, file)));
    const expected = [
      '_not-found/index.txt',
      'games/a/index.html',
      'games/a/index.txt',
      'odd/__next._tree.txt',
      'robots.txt',
    ];
    assert.deepEqual(listing(dir), expected);
    assert.deepEqual(kept.map((file) => path.relative(dir, file)).sort(), expected);
  });
});

describe('precompressed copies', () => {
  const text = 'A rooftop brawler in a city of glass. '.repeat(200);

  it('are written where they pay, equal the file once decoded, and made once', async () => {
    const dir = tree({
      'page/index.html': text,
      'same/index.html': text,
      'small.css': 'a{}',
      'noise.js': randomBytes(8 * 1024),
    });
    const storeRoot = scratchDir('store-');
    const files = ['page/index.html', 'same/index.html', 'small.css', 'noise.js'].map((f) =>
      path.join(dir, f),
    );
    const first = await precompressAll(files, { storeRoot });
    // Under MIN_BYTES nothing; random bytes do not shrink enough; the page gets both copies.
    assert.ok(Buffer.byteLength('a{}') < MIN_BYTES);
    assert.deepEqual(listing(dir), [
      'noise.js',
      'page/index.html',
      'page/index.html.br',
      'page/index.html.gz',
      'same/index.html',
      'same/index.html.br',
      'same/index.html.gz',
      'small.css',
    ]);
    const page = path.join(dir, 'page/index.html');
    assert.equal(zlib.brotliDecompressSync(readFileSync(`${page}.br`)).toString(), text);
    assert.equal(zlib.gunzipSync(readFileSync(`${page}.gz`)).toString(), text);
    // The same bytes twice are compressed once.
    assert.deepEqual({ ...first }, { compressed: 3, distinct: 2, made: 2, copies: 4 });

    // A build that changed nothing finds every copy, and every refusal, in the cache.
    const again = tree({ 'page/index.html': text, 'noise.js': readFileSync(files[3] ?? '') });
    const second = await precompressAll(
      ['page/index.html', 'noise.js'].map((f) => path.join(again, f)),
      { storeRoot },
    );
    assert.equal(second.made, 0);
    assert.deepEqual(
      readFileSync(path.join(again, 'page/index.html.br')),
      readFileSync(`${page}.br`),
    );
    assert.equal(existsSync(path.join(again, 'noise.js.br')), false);
  });
});

describe("the hosts' limits", () => {
  it('counts the files and bytes of out/, with and without the copies', () => {
    const dir = tree({
      'index.html': 'x'.repeat(2000),
      'index.html.br': 'y'.repeat(100),
      'index.html.gz': 'z'.repeat(120),
      'art/a.webp': 'w'.repeat(5000),
    });
    const measure = measureOut(dir);
    assert.deepEqual(
      { files: measure.all.files, bytes: measure.all.bytes },
      { files: 4, bytes: 7220 },
    );
    assert.deepEqual(
      { files: measure.plain.files, bytes: measure.plain.bytes, largest: measure.plain.largest },
      { files: 2, bytes: 7000, largest: { file: path.join('art', 'a.webp'), bytes: 5000 } },
    );
    assert.match(
      sizeLine(measure),
      /^out: 0\.0 MiB in 4 files; without the 2 precompressed copies 0\.0 MiB in 2$/,
    );
    assert.deepEqual(limitWarnings(measure), []);
  });

  /** A measure of `files` files and `bytes` bytes, the largest `largest`, no copies. */
  const measureOf = (/** @type {number} */ files, /** @type {number} */ bytes, largest = 1) => {
    const tally = {
      files,
      bytes,
      largest: { file: 'games/x/presskit/images.zip', bytes: largest },
    };
    return { all: tally, plain: tally };
  };

  it('warns in one line per limit a host would refuse, naming the host and the figure', () => {
    const cloudflare = HOST_LIMITS.find((limit) => limit.host === 'Cloudflare Pages');
    assert.equal(cloudflare?.files, 20_000);
    const lines = limitWarnings(measureOf(20_400, 1.2e9, 30 * 1024 * 1024));
    assert.deepEqual(lines, [
      'out: warning: Cloudflare Pages: 20,400 files of its 20,000 (a publish would fail)',
      'out: warning: Cloudflare Pages: games/x/presskit/images.zip is 30.0 MiB, a file at most 25.0 MiB (a publish would fail)',
      'out: warning: GitHub Pages: 1144.4 MiB of its 953.7 MiB (a publish would fail)',
    ]);
  });

  it('warns before the limit, within a tenth of it, and not below', () => {
    assert.deepEqual(limitWarnings(measureOf(18_500, 1e8)), [
      'out: warning: Cloudflare Pages: 18,500 files of its 20,000 (near the limit)',
    ]);
    assert.deepEqual(limitWarnings(measureOf(17_900, 1e8)), []);
  });
});

describe('the derived-file store', () => {
  it('makes an entry once when several callers ask for it at once, and keeps it', async () => {
    const kind = `test-${process.pid}`;
    after(() => rmSync(path.join(DERIVED_DIR, kind), { recursive: true, force: true }));
    let made = 0;
    const make = async () => {
      made += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return Buffer.from('drawn');
    };
    const all = await Promise.all([1, 2, 3].map(() => storedBytes(kind, 'key', 'bin', make)));
    assert.deepEqual(all.map(String), ['drawn', 'drawn', 'drawn']);
    assert.equal(String(await storedBytes(kind, 'key', 'bin', make)), 'drawn');
    assert.equal(made, 1);
    assert.deepEqual(readdirSync(path.join(DERIVED_DIR, kind)).length, 1);
  });

  it('prunes the pictures no build has used for two weeks, and keeps the rest', async () => {
    const store = scratchDir('store-');
    const entry = (/** @type {string} */ slug, /** @type {number} */ daysAgo) => {
      const dir = path.join(store, 'pictures', slug, 'abc123');
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'files.json'), '{}');
      const then = new Date(Date.now() - daysAgo * 24 * 3600 * 1000);
      utimesSync(dir, then, then);
      return dir;
    };
    const old = entry('cover-old', 15);
    const recent = entry('cover-recent', 13);
    await prunePictures(store);
    assert.equal(existsSync(old), false);
    assert.equal(existsSync(recent), true);
  });

  it('is shared by a scratch copy, which prunes nothing of it', async () => {
    const store = scratchDir('store-');
    const old = path.join(store, 'shares', 'old.webp');
    mkdirSync(path.dirname(old), { recursive: true });
    writeFileSync(old, 'drawn');
    const then = new Date(Date.now() - 15 * 24 * 3600 * 1000);
    utimesSync(old, then, then);
    const given = process.env.DERIVED_STORE;
    process.env.DERIVED_STORE = store;
    try {
      assert.equal(
        String(await storedBytes('shares', 'key', 'webp', async () => Buffer.from('made'))),
        'made',
      );
      await prune('shares');
      await prunePictures();
    } finally {
      if (given === undefined) delete process.env.DERIVED_STORE;
      else process.env.DERIVED_STORE = given;
    }
    assert.equal(readdirSync(path.join(store, 'shares')).length, 2);
    assert.equal(existsSync(old), true);
  });
});

describe('a build that changed nothing', () => {
  // The store's entries as they are now, linked into a store of this file's own: the variant
  // builds beside this file add theirs to the checkout's store meanwhile.
  const kinds = ['presskit', 'shares', 'pictures'];
  const store = scratchDir('store-');
  for (const kind of kinds) {
    const from = path.join(DERIVED_DIR, kind);
    for (const file of entriesNow(from)) {
      mkdirSync(path.dirname(path.join(store, kind, file)), { recursive: true });
      try {
        linkSync(path.join(from, file), path.join(store, kind, file));
      } catch (error) {
        if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
      }
    }
  }
  /** Every file under public/ with its modification time, and the store's entries. */
  const snapshot = () => {
    /** @type {Record<string, number>} */
    const times = {};
    for (const file of listing('public')) times[file] = statSync(path.join('public', file)).mtimeMs;
    times[ART_STAMP] = statSync(ART_STAMP).mtimeMs;
    // The art and press-kit steps' entries (the post-build step's may grow meanwhile: other
    // files here run it over copies of out/ they change).
    const cached = kinds.flatMap((kind) =>
      existsSync(path.join(store, kind)) ? listing(path.join(store, kind)) : [],
    );
    return { times, cached };
  };
  const step = (/** @type {string} */ script) =>
    execFileSync(process.execPath, [script], {
      stdio: 'ignore',
      env: { ...process.env, BASE_PATH: '', DERIVED_STORE: store },
    });

  it('rewrites none of the art, press kits, share pictures, videos and feeds, and makes nothing anew', () => {
    // After the build: its first step's result is what these steps read.
    const first = snapshot();
    assert.ok(Object.keys(first.times).some((file) => file.startsWith('presskit/')));
    step('scripts/generate-art.mjs');
    step('scripts/presskit.mjs');
    step('scripts/feeds.mjs');
    const second = snapshot();
    const changed = Object.keys({ ...first.times, ...second.times }).filter(
      (file) => first.times[file] !== second.times[file],
    );
    assert.deepEqual(changed, []);
    // Nothing drawn or encoded: the caches hold the same entries (a hit only marks its use).
    assert.deepEqual(second.cached, first.cached);
  });

  it('loses a feed file this build no longer writes, and keeps the rest', () => {
    const stale = path.join('public', 'news', 'feed-from-an-old-build.xml');
    writeFileSync(stale, '<rss/>');
    const rss = statSync(path.join('public', 'news', 'feed.rss')).mtimeMs;
    step('scripts/feeds.mjs');
    assert.equal(existsSync(stale), false);
    assert.equal(statSync(path.join('public', 'news', 'feed.rss')).mtimeMs, rss);
  });
});
