// Crawler, link-preview and security checks over the exported site in out/.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { parseSiteUrl } from '../../scripts/deploy-inputs.mjs';
import { readContent } from '../../scripts/content.mjs';
import { localisedPath, locales } from '../../lib/core/locales.mjs';
import { fileOf, screens as routeList } from '../../lib/core/routes.mjs';
import { HEADER_LINE_LIMIT } from '../../scripts/postbuild/csp.mjs';
import { inlineScripts, scriptFreePolicy, sha256 } from '../../scripts/security.mjs';
import { out, readOut } from './read-out.mjs';

const brand = JSON.parse(readFileSync('data/brand.json', 'utf8'));
const siteUrl = parseSiteUrl();
const read = readOut;
const routes = Object.fromEntries(routeList.map(({ path: route }) => [route, fileOf(route)]));
const pages = { ...routes, 404: '404.html' };

/** @param {string} html @param {string} pattern */
const attr = (html, pattern) => new RegExp(pattern).exec(html)?.[1];
/** @param {string} html @param {string} key @param {string} name */
const meta = (html, key, name) => attr(html, `<meta ${key}="${name}" content="([^"]*)"`);
const decode = (/** @type {string | undefined} */ value) =>
  value
    ?.replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
const cspOf = (/** @type {string} */ html) =>
  decode(attr(html, '<meta http-equiv="Content-Security-Policy" content="([^"]*)"'));

describe('every page, for crawlers and link previews', () => {
  for (const [route, file] of Object.entries(routes)) {
    it(`${route} has its title, description, canonical, Open Graph and Twitter tags`, () => {
      const html = read(file);
      assert.ok((attr(html, '<title>([^<]*)</title>') ?? '').endsWith(`· ${brand.name}`));
      assert.ok((meta(html, 'name', 'description') ?? '').length > 40);
      assert.equal(attr(html, '<link rel="canonical" href="([^"]*)"'), `${siteUrl}${route}`);
      assert.equal(meta(html, 'property', 'og:url'), `${siteUrl}${route}`);
      assert.ok(meta(html, 'property', 'og:title'));
      assert.ok(meta(html, 'property', 'og:description'));
      assert.equal(meta(html, 'property', 'og:image'), `${siteUrl}/og.jpg`);
      assert.equal(meta(html, 'property', 'og:image:width'), '1200');
      assert.equal(meta(html, 'property', 'og:image:height'), '630');
      assert.equal(meta(html, 'name', 'twitter:card'), 'summary_large_image');
      assert.equal(meta(html, 'name', 'twitter:image'), `${siteUrl}/og.jpg`);
    });
  }

  it('gives each route its own title', () => {
    const titles = Object.values(routes).map((file) => attr(read(file), '<title>([^<]*)</title>'));
    assert.equal(new Set(titles).size, titles.length);
    assert.ok(titles.includes(`Browse · ${brand.name}`));
  });

  it('keeps the 404 page out of search', () => {
    assert.match(read('404.html'), /<meta name="robots" content="noindex"/);
  });

  it('names its tab icons on every page, so no browser asks the origin root for /favicon.ico', () => {
    for (const file of Object.values(pages)) {
      const icons = [...read(file).matchAll(/<link rel="icon" href="([^"?]*)/g)].map((m) => m[1]);
      assert.deepEqual(icons, ['/favicon.ico'], file);
      for (const icon of icons) assert.ok(existsSync(path.join(out, icon)), icon);
    }
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

describe('sitemap and robots', () => {
  it('lists the five routes in every language, absolute, with the trailing slash', () => {
    const urls = [...read('sitemap.xml').matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    // The catalogue's pages are games.test.mjs's, the press kits presskit.test.mjs's, the
    // news's news.test.mjs's, the studio's pages pages.test.mjs's.
    const studioPages = new Set(
      Object.entries(readContent().byLanguage).flatMap(([code, { pages }]) =>
        pages.map((page) => `${siteUrl}${localisedPath(page.path, code)}`),
      ),
    );
    assert.deepEqual(
      urls
        .filter(
          (url) => !/\/(games|presskit|news)\//.test(url ?? '') && !studioPages.has(url ?? ''),
        )
        .sort(),
      locales
        .flatMap(({ code }) =>
          Object.keys(routes).map((route) => `${siteUrl}${localisedPath(route, code)}`),
        )
        .sort(),
    );
  });

  it('allows crawling and names the sitemap', () => {
    const robots = read('robots.txt');
    assert.match(robots, /User-Agent: \*\nAllow: \//);
    assert.match(robots, new RegExp(`Sitemap: ${siteUrl}/sitemap.xml`));
  });
});

describe('structured data', () => {
  /** The page's JSON-LD blocks, as parsed (schema.org's shapes, read field by field). */
  const jsonLd = (/** @type {string} */ html) =>
    [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => /** @type {Record<string, any>} */ (JSON.parse(m[1] ?? 'null')),
    );

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

describe('Content-Security-Policy', () => {
  for (const [name, file] of Object.entries(pages)) {
    it(`${name}: a strict policy sits at the top of <head> and hashes every inline script`, () => {
      const html = read(file);
      const policy = cspOf(html);
      assert.ok(policy, 'no CSP meta');
      // Only the charset and the colour scheme (first-frame.test.mjs) may come before it.
      assert.match(
        html,
        /<head><meta charSet="utf-8"\/><meta name="color-scheme" content="[a-z ]+"\/><meta http-equiv="Content-Security-Policy"/,
      );
      assert.doesNotMatch(policy, /unsafe-inline|unsafe-eval/);
      for (const directive of [
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'none'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
      ]) {
        assert.ok(policy.includes(directive), directive);
      }
      const scriptSrc = policy
        .split('; ')
        .find((/** @type {string} */ d) => d.startsWith('script-src '));
      const scripts = inlineScripts(html);
      assert.ok(scripts.length > 0);
      for (const body of scripts)
        assert.ok(scriptSrc?.includes(`'sha256-${sha256(body)}'`), body.slice(0, 60));
      assert.doesNotMatch(
        html,
        /\sstyle="/,
        'a style attribute would need style-src unsafe-inline',
      );
    });
  }
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
