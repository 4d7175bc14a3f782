// The hostile content set's export (npm test -- build:content: a copy of the project with its
// data/content/ rewritten hostile and a sideways phone photo dropped in) against the default
// build in out/. Everything a studio typed stays text; the photo is upright, cropped to its
// slot and carries no metadata. The browser half (no dialog, no console or CSP error, no
// sideways scroll at 320 px) is e2e/content.spec.ts.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { XMLValidator } from 'fast-xml-parser';
import sharp from 'sharp';
import { CONTENT_OUT, HOSTILE, LIST_LENGTHS, PHOTO } from '../../tools/build-content.mjs';
import { pages, fileOf } from '../../lib/core/routes.mjs';

const contentOut = path.resolve(CONTENT_OUT, 'hostile');
const out = path.resolve('out');
for (const dir of [contentOut, out]) {
  assert.ok(
    existsSync(path.join(dir, 'index.html')),
    `${dir} is missing: run npm run test:full's builds (npm test -- build:brand)`,
  );
}

const filesOf = (/** @type {string} */ dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
const html = (/** @type {string} */ dir, /** @type {string} */ file) =>
  readFileSync(path.join(dir, file), 'utf8');
const htmlFiles = [...pages.map(({ path: route }) => fileOf(route)), '404.html'];
const inlineScripts = (/** @type {string} */ text) =>
  [...text.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');

describe('what a studio typed stays text', () => {
  for (const file of htmlFiles) {
    it(`${file}: as many inline scripts as the default build, none of them typed`, () => {
      const theirs = html(contentOut, file);
      assert.equal(inlineScripts(theirs).length, inlineScripts(html(out, file)).length);
      // No typed markup reaches the HTML as markup: only as escaped text.
      for (const raw of ['<img src=x', '<svg onload', '<script>alert', '<b>bold']) {
        assert.ok(!theirs.includes(raw), `${file} holds ${raw} as markup`);
      }
    });

    it(`${file}: JSON-LD still parses and holds the typed text as data`, () => {
      const blocks = [
        ...html(contentOut, file).matchAll(
          /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g,
        ),
      ];
      for (const [, json = ''] of blocks) assert.doesNotThrow(() => JSON.parse(json));
    });
  }

  it('shows the typed text on the pages, escaped', () => {
    const home = html(contentOut, 'index.html');
    assert.ok(home.includes('&lt;/script&gt;&lt;script&gt;alert'));
    assert.ok(home.includes('&lt;img src=x onerror=alert(1)&gt;'));
    const details = html(contentOut, fileOf('/details/'));
    const [, json] =
      /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(
        details.replace(
          /<script type="application\/ld\+json"[^>]*>[\s\S]*?WebSite[\s\S]*?<\/script>/,
          '',
        ),
      ) ?? [];
    assert.ok(json, 'the VideoGame JSON-LD');
    assert.ok(HOSTILE.some((text) => JSON.parse(json).name.startsWith(text)));
  });

  it('keeps the sitemap well formed', () => {
    const sitemap = html(contentOut, 'sitemap.xml');
    assert.ok(!/<(script|img|svg)/.test(sitemap));
  });
});

describe('a game imported from a presskit() data.xml', () => {
  // tools/build-content.mjs imports __tests__/scripts/fixtures/presskit/game/ into this set.
  const kit = () => html(contentOut, 'games/marrow-lighthouse/presskit/index.html');

  it('builds into a kit showing its title, features, quotes and credits', () => {
    const page = kit()
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&');
    assert.match(page, /<h1[^>]*>Marrow Lighthouse press kit<\/h1>/);
    for (const text of [
      'A living sea with tides, fog banks and storms that change every night',
      'The quietest game I could not put down.',
      'Tidewater Review',
      'Emeka Obi',
      'Design and code',
      'Saltmarsh Publishing',
    ]) {
      assert.ok(page.includes(text), text);
    }
    for (const id of ['features', 'quotes', 'credits', 'links', 'awards', 'history']) {
      assert.ok(page.includes(`<section id="${id}"`), id);
    }
    // Its pictures came with it: the key art and four screenshots (two from the wallpapers/
    // subfolder; its still GIF, written as WebP, is a JPEG for the press like any WebP), in
    // its images.zip.
    const zip = readFileSync(path.join(contentOut, 'games/marrow-lighthouse/presskit/images.zip'));
    for (const name of [
      'marrow-lighthouse-key-art.png',
      'marrow-lighthouse-screenshot-01.jpg',
      'marrow-lighthouse-screenshot-02.png',
      'marrow-lighthouse-screenshot-03.jpg',
      'marrow-lighthouse-screenshot-04.jpg',
    ]) {
      assert.ok(zip.includes(Buffer.from(name)), name);
    }
  });

  it('keeps what kits write: "PC / Mac" dated on Windows and macOS, a dated Switch, abouts', () => {
    const page = kit().replace(/&#x27;/g, "'");
    for (const [platform, day] of [
      ['Windows', '2036-09-12'],
      ['macOS', '2036-09-12'],
      ['Nintendo Switch', '2037-02-02'],
    ]) {
      assert.match(
        page,
        new RegExp(`${platform}</span>[^<]*(<[^>]*>[^<]*)*?<time dateTime="${day}"`),
        platform,
      );
    }
    assert.ok(page.includes('Made on the water'), 'the first about');
    assert.ok(page.includes('one per season'), 'the second about');
    assert.ok(page.includes('href="https://apps.example/marrow-lighthouse?'), 'the App Store');
    assert.ok(page.includes('href="https://holo.example/marrow"'), 'the unknown platform kept');
  });
});

describe("a studio imported from presskit()'s <game>-rooted company file", () => {
  it('builds into the studio kit with its phone, address and socials', () => {
    const page = html(contentOut, 'presskit/index.html');
    for (const text of [
      'href="tel:+351225550188"',
      'Rua das Flores 21',
      '4050-265 Porto',
      'href="https://video.example/@tidewright"',
      'Porto, Portugal',
    ]) {
      assert.ok(page.includes(text), text);
    }
    assert.ok(!existsSync(path.join(contentOut, 'games/company-name/')), 'no game made of it');
  });
});

describe('the phone photo', () => {
  const photos = filesOf(contentOut).filter((file) =>
    file.startsWith(`art${path.sep}photo-cover-${PHOTO.replace(/\.jpg$/, '')}`),
  );

  it("is encoded to the slot's widths, upright at 3:4", async () => {
    assert.ok(photos.some((file) => file.endsWith('.avif')));
    const widest = photos.filter((file) => file.endsWith('.webp')).at(-1);
    assert.ok(widest, 'the photo has a WebP width');
    for (const file of photos) {
      const { width, height } = await sharp(path.join(contentOut, file)).metadata();
      assert.ok(Math.abs((width * 4) / 3 - height) <= 1, `${file}: ${width}×${height}`);
    }
    // The sky (blue) at the top and the ground (green) at the bottom, as the phone saw it.
    const { data, info } = await sharp(path.join(contentOut, widest)).raw().toBuffer({
      resolveWithObject: true,
    });
    const at = (/** @type {number} */ y) => [
      ...data.subarray(
        y * info.width * info.channels + (info.width >> 1) * info.channels,
        y * info.width * info.channels + (info.width >> 1) * info.channels + 3,
      ),
    ];
    const [r1 = 0, , b1 = 0] = at(10);
    const [r2 = 0, g2 = 0] = at(info.height - 10);
    assert.ok(b1 > 150 && r1 < 100, `top ${at(10)}`);
    assert.ok(g2 > 100 && r2 < 100, `bottom ${at(info.height - 10)}`);
  });

  it('leaves no EXIF, ICC or XMP anywhere in the export', async () => {
    for (const file of filesOf(contentOut).filter((f) => /\.(webp|avif|jpe?g|png)$/.test(f))) {
      const meta = await sharp(path.join(contentOut, file)).metadata();
      assert.equal(meta.exif, undefined, file);
      assert.equal(meta.xmp, undefined, file);
    }
    for (const file of filesOf(contentOut)) {
      const bytes = readFileSync(path.join(contentOut, file));
      assert.ok(!bytes.includes('Fictional Phone Co'), `${file} holds the camera's name`);
      assert.ok(!bytes.includes('A studio photographer'), `${file} holds the owner's name`);
    }
  });
});

describe('lists of any length', () => {
  for (const count of LIST_LENGTHS) {
    it(`count-${count}: every list shows ${count} entries, the top streamers ranked in order`, () => {
      const dir = path.resolve(CONTENT_OUT, `count-${count}`);
      const streams = html(dir, fileOf('/streams/'));
      const ranks = [...streams.matchAll(/Rank <\/span>(\d+)/g)].map((m) => m[1]);
      assert.deepEqual(
        ranks,
        Array.from({ length: count }, (_, i) => String(i + 1).padStart(2, '0')),
      );
      const home = html(dir, 'index.html');
      const covers = [...home.matchAll(/alt="([^"]*) cover art"/g)].map((m) => m[1] ?? '');
      assert.equal(covers.length, count);
      assert.ok(covers.every((name) => name.length === 40));
    });
  }
});

describe("the studio's pages of hostile text", () => {
  const raws = ['<img src=x', '<svg onload', '<script>alert', '<b>bold', '<i>raw'];
  const files = ['hostile-page', 'hostile-careers', 'ar/hostile-page', 'ar/hostile-careers'].map(
    (page) => `${page}/index.html`,
  );

  it('shows titles, headings, contents, bodies and positions as text', () => {
    for (const file of files) {
      const page = html(contentOut, file);
      for (const raw of raws) assert.ok(!page.includes(raw), `${file} holds ${raw} as markup`);
      // As many scripts as the default build's page of its kind, none of them typed (its
      // JSON-LD blocks, one per position, apart).
      const scripts = (/** @type {string} */ text) =>
        inlineScripts(text).length -
        (text.match(/<script type="application\/ld\+json"/g) ?? []).length;
      assert.equal(scripts(page), scripts(html(out, 'privacy/index.html')), file);
      const blocks = [
        ...page.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
      ].map(([, json = '']) => JSON.parse(json));
      if (file.includes('careers')) {
        const job = blocks.find((block) => block['@type'] === 'JobPosting');
        assert.ok(job, `${file}: JobPosting`);
        // The description is HTML for crawlers: the typed markup escaped inside it.
        assert.ok(job.description.includes('&lt;svg onload=alert(2)&gt;'), job.description);
      }
    }
    assert.ok(html(contentOut, files[0] ?? '').includes('&lt;img src=x onerror=alert(1)&gt;</h1>'));
  });

  it('are listed in every footer, their hostile titles as text', () => {
    const home = html(contentOut, 'index.html');
    assert.ok(home.includes('href="/hostile-page/"') && home.includes('href="/hostile-careers/"'));
    for (const raw of raws) assert.ok(!home.includes(raw), `the footer holds ${raw}`);
  });
});

describe('news of hostile text', () => {
  const posts = Array.from({ length: 8 }, (_, n) => `news/hostile-post-${n + 1}/index.html`);
  const raws = ['<img src=x', '<svg onload', '<script>alert', '<b>bold', '<b>raw'];
  const posts0 = 'news/neon-vanguard-patch-1-4/index.html';

  it('shows every post and both list pages with the typed text as text', () => {
    for (const file of [
      ...posts,
      'news/index.html',
      'news/page/2/index.html',
      'de/news/index.html',
    ]) {
      const page = html(contentOut, file);
      for (const raw of raws) assert.ok(!page.includes(raw), `${file} holds ${raw} as markup`);
      // As many inline scripts as the default build's page of its kind: none of them typed.
      const like = file.startsWith('news/hostile') ? posts0 : 'news/index.html';
      assert.equal(inlineScripts(page).length, inlineScripts(html(out, like)).length, file);
      for (const [, json = ''] of page.matchAll(
        /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g,
      )) {
        assert.doesNotThrow(() => JSON.parse(json), file);
      }
    }
    assert.ok(html(contentOut, posts[1] ?? '').includes('&lt;img src=x onerror=alert(1)&gt;'));
  });

  it('writes feeds that parse, only in the languages posts are written in', () => {
    for (const prefix of ['', 'de/']) {
      for (const file of ['feed.rss', 'feed.atom']) {
        const text = html(contentOut, `${prefix}news/${file}`);
        assert.equal(XMLValidator.validate(text), true, `${prefix}${file}`);
        for (const raw of raws) assert.ok(!text.includes(raw), `${prefix}${file} holds ${raw}`);
      }
      const feed = JSON.parse(html(contentOut, `${prefix}news/feed.json`));
      assert.equal(feed.items.length, prefix ? 1 : 8);
    }
    // Japanese and Arabic have no post of their own: no feeds, and no links to any.
    for (const code of ['ja', 'ar']) {
      assert.ok(!existsSync(path.join(contentOut, code, 'news', 'feed.rss')));
      assert.ok(!html(contentOut, `${code}/news/index.html`).includes('application/rss+xml'));
    }
  });

  it('leaves a site without posts an empty news page and no feed', () => {
    const dir = path.resolve(CONTENT_OUT, 'count-1');
    assert.ok(html(dir, 'news/index.html').includes('No news yet.'));
    assert.ok(!existsSync(path.join(dir, 'news', 'feed.rss')));
    assert.ok(!existsSync(path.join(dir, 'news', '-')));
    assert.ok(!html(dir, 'index.html').includes('application/rss+xml'));
  });
});
