// Crawler, link-preview and security checks over the exported site in out/.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { parseSiteUrl } from '../../scripts/deploy-inputs.mjs';
import { fileOf, screens as routeList } from '../../lib/core/routes.mjs';
import { HEADER_LINE_LIMIT } from '../../scripts/postbuild/csp.mjs';
import { scriptFreePolicy } from '../../scripts/security.mjs';
import { attr, htmlPages, jsonLd, out, readOut } from './read-out.mjs';

const brand = JSON.parse(readFileSync('data/brand.json', 'utf8'));
const siteUrl = parseSiteUrl();
const read = readOut;
const routes = Object.fromEntries(routeList.map(({ path: route }) => [route, fileOf(route)]));

const cspOf = (/** @type {string} */ html) =>
  attr(html, '<meta http-equiv="Content-Security-Policy" content="([^"]*)"');

describe('the head, for crawlers and link previews (every page: every-page.test.mjs)', () => {
  it('gives each route its own title', () => {
    const titles = Object.values(routes).map((file) => attr(read(file), '<title>([^<]*)</title>'));
    assert.equal(new Set(titles).size, titles.length);
    assert.ok(titles.includes(`Browse · ${brand.name}`));
  });

  it('draws a 1200×630 share image, app icons and a favicon', async () => {
    const og = await sharp(path.join(out, 'og.jpg')).metadata();
    assert.deepEqual([og.width, og.height], [1200, 630]);
    for (const icon of [
      'icon-192.png',
      'icon-512.png',
      'icon-maskable-512.png',
      'apple-icon.png',
    ]) {
      assert.ok(existsSync(path.join(out, 'icons', icon)), icon);
    }
    assert.ok(existsSync(path.join(out, 'favicon.ico')));
  });

  it('has a web app manifest with name, theme colour and icons', () => {
    const manifest = JSON.parse(read('manifest.webmanifest'));
    assert.equal(manifest.short_name, brand.name);
    assert.equal(manifest.theme_color, '#1f2122');
    assert.ok(manifest.icons.length >= 2);
    for (const icon of manifest.icons) assert.ok(existsSync(path.join(out, icon.src)), icon.src);
    assert.match(read('index.html'), /<link rel="manifest" href="\/manifest.webmanifest"/);
  });
});

describe('robots.txt (the sitemap: every-page.test.mjs)', () => {
  it('allows crawling and names the sitemap', () => {
    const robots = read('robots.txt');
    assert.match(robots, /User-Agent: \*\nAllow: \//);
    assert.match(robots, new RegExp(`Sitemap: ${siteUrl}/sitemap.xml`));
  });

  it('is no preview: built as of its clock, no page has the bar or is kept from crawlers for it', () => {
    const pages = htmlPages();
    assert.ok(pages.length > 100, `${pages.length} pages`);
    for (const page of pages) {
      const html = read(page);
      assert.doesNotMatch(html, /<aside aria-label="(Preview|Vorschau|プレビュー|معاينة)"/, page);
      assert.doesNotMatch(html, /content="noindex, nofollow"/, page);
    }
  });
});

describe('structured data', () => {
  it('describes the WebSite and the Organization on home', () => {
    const [data] = jsonLd(read('index.html'));
    const types = data?.['@graph'].map((/** @type {{ '@type': string }} */ node) => node['@type']);
    assert.deepEqual(types.sort(), ['Organization', 'WebSite']);
  });

  it('describes the VideoGame on details, without invented ratings', () => {
    const [game = {}] = jsonLd(read('details/index.html'));
    assert.equal(game['@type'], 'VideoGame');
    assert.equal(game.name, 'Terraloom');
    assert.equal(game.genre, 'Sandbox');
    assert.ok(game.description.length > 40);
    assert.match(game.image, new RegExp(`^${siteUrl}/art/`));
    assert.ok(game.gamePlatform.length > 0);
    assert.equal(game.aggregateRating, undefined);
    assert.equal(game.review, undefined);
  });
});

describe('host headers (out/_headers)', () => {
  const headers = read('_headers');

  /** The header lines of one rule block of _headers. */
  const rule = (/** @type {string} */ pattern) => {
    const block = headers.split('\n\n').find((b) => b.split('\n').some((line) => line === pattern));
    assert.ok(block, `no ${pattern} rule`);
    return block;
  };

  it('keeps every response unsniffable, unframeable and HTTPS-only', () => {
    for (const header of [
      'X-Content-Type-Options: nosniff',
      'X-Frame-Options: DENY',
      'Strict-Transport-Security: max-age=31536000',
    ]) {
      assert.ok(rule('/*').includes(header), header);
    }
  });

  it('sends the document-only headers with pages and the 404 page, not with every asset', () => {
    for (const route of [...Object.keys(routes), '/404.html']) {
      for (const header of [
        'Referrer-Policy: strict-origin-when-cross-origin',
        'Permissions-Policy: camera=(), microphone=(), geolocation=()',
        "frame-ancestors 'none'",
        'Cross-Origin-Opener-Policy: same-origin',
      ]) {
        assert.ok(rule(route).includes(header), `${header} for ${route}`);
      }
    }
    assert.doesNotMatch(rule('/*'), /Permissions-Policy|Content-Security-Policy/);
  });

  it("carries each page's full policy, or, past a host's line limit, all of it but scripts", () => {
    for (const [route, file] of Object.entries(routes)) {
      const full = `  Content-Security-Policy: ${cspOf(read(file))}; frame-ancestors 'none'`;
      const expected =
        full.length <= HEADER_LINE_LIMIT
          ? full
          : `  Content-Security-Policy: ${scriptFreePolicy()}`;
      assert.ok(headers.includes(`${route}\n${expected}\n`), route);
    }
    // Cloudflare Pages drops a longer line, and the header with it.
    for (const line of headers.split('\n')) assert.ok(line.length <= HEADER_LINE_LIMIT, line);
  });

  it('caches hashed assets for a year and pages not at all', () => {
    assert.match(
      headers,
      /\/_next\/static\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/,
    );
    assert.match(
      headers,
      /\/browse\/\n(?: {2}.*\n)*? {2}Cache-Control: public, max-age=0, must-revalidate/,
    );
  });
});
