// The languages over out/ (lib/core/locales.mjs): each page in each language is in its own
// words, with its own lang and dir, and links every language version of itself, each
// reciprocal, as the sitemap lists them; each language has its own 404 page.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { parseSiteUrl } from '../../scripts/deploy-inputs.mjs';
import { defaultLocale, localisedPath, locales } from '../../lib/core/locales.mjs';
import { NEWS_PAGE_SIZE, fileOf, screens } from '../../lib/core/routes.mjs';
import { faceFilesFor } from '../../scripts/postbuild/next-output.mjs';
import { readContent } from '../../scripts/content.mjs';
import { alternatesOf, readOut } from './read-out.mjs';

const siteUrl = parseSiteUrl();
const messages = Object.fromEntries(
  locales.map(({ code }) => [
    code,
    JSON.parse(readFileSync(`data/locales/${code}/messages.json`, 'utf8')),
  ]),
);

const textOf = (/** @type {string} */ html) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

for (const { code, dir } of locales) {
  describe(`the ${code} pages`, () => {
    for (const { path: route } of screens) {
      const url = localisedPath(route, code);
      const html = readOut(fileOf(url));

      it(`${url} has lang="${code}" and dir="${dir}", and is in its own words`, () => {
        assert.match(html, new RegExp(`<html lang="${code}" dir="${dir}"`));
        const text = textOf(html);
        // Its navigation, skip link and footer, and not English's where they differ.
        for (const key of ['browse', 'profile']) {
          assert.ok(text.includes(messages[code].nav[key]), `${url} lacks nav.${key}`);
        }
        assert.ok(text.includes(messages[code].site.designSystem), `${url} lacks its footer`);
        for (const key of ['main', 'menu', 'languages']) {
          assert.ok(html.includes(`aria-label="${messages[code].nav[key]}"`), `nav.${key}`);
        }
        if (code !== defaultLocale) {
          assert.ok(!text.includes(messages.en.nav.skip), `${url} shows English's skip link`);
          assert.ok(!text.includes(messages.en.site.designSystem), `${url} shows English`);
        }
      });

      it(`${url} links every language version of itself, and x-default`, () => {
        const alternates = alternatesOf(html);
        assert.deepEqual(alternates, {
          ...Object.fromEntries(
            locales.map((other) => [other.code, `${siteUrl}${localisedPath(route, other.code)}`]),
          ),
          'x-default': `${siteUrl}${route}`,
        });
        // Reciprocal: each of them links back here.
        for (const [hreflang, href] of Object.entries(alternates)) {
          const other = readOut(fileOf(href.slice(siteUrl.length)));
          assert.equal(alternatesOf(other)[code], `${siteUrl}${url}`, `${hreflang} → ${code}`);
        }
        assert.match(html, new RegExp(`<link rel="canonical" href="${siteUrl}${url}"/>`));
      });

      it(`${url} preloads its own face only where it has one (Cairo on Arabic pages)`, () => {
        const pattern = faceFilesFor(code);
        const faces = [...html.matchAll(/<link rel="preload" href="[^"]*\/media\/([^"]+\.woff2)"/g)]
          .map((m) => m[1] ?? '')
          .filter((file) => !file.startsWith('poppins'));
        assert.equal(faces.length, pattern ? 2 : 0, faces.join(', '));
        for (const file of faces) assert.match(file, pattern ?? /^$/);
      });

      it(`${url} names its Open Graph locale and the others`, () => {
        const own = locales.find((locale) => locale.code === code);
        assert.match(html, new RegExp(`<meta property="og:locale" content="${own?.og}"/>`));
        const others = [...html.matchAll(/og:locale:alternate" content="([^"]+)"/g)].map(
          (m) => m[1],
        );
        assert.deepEqual(
          others.sort(),
          locales
            .filter((l) => l !== own)
            .map((l) => l.og)
            .sort(),
        );
      });

      it(`${url} links the same page in each language, each label in its own lang`, () => {
        for (const other of locales) {
          const link = new RegExp(
            `<a href="${localisedPath(route, other.code)}" hrefLang="${other.code}" lang="${other.code}"[^>]*>${other.name}</a>`,
          );
          assert.match(html, link);
        }
      });
    }

    const notFound = code === defaultLocale ? '404.html' : `${code}/404.html`;
    it(`${notFound} is the 404 page in ${code}, kept out of search, described in its words`, () => {
      const html = readOut(notFound);
      assert.match(html, new RegExp(`<html lang="${code}" dir="${dir}"`));
      assert.ok(textOf(html).includes(messages[code].errors.notFoundText));
      assert.match(html, /<meta name="robots" content="noindex"\/>/);
      // A link to a missing page shared in a chat shows what the page says.
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
      assert.equal(description?.replace(/&#x27;/g, "'"), messages[code].errors.notFoundText);
    });
  });
}

describe('the language switch', () => {
  it('links the same game page, kit and post in each language, and home from the 404', () => {
    const { catalogue, news } = readContent().content;
    const game = catalogue.find((/** @type {{ page: string }} */ g) => g.page === 'own')?.slug;
    const post = news[0]?.slug;
    const routes = [
      '/games/',
      `/games/${game}/`,
      `/games/${game}/presskit/`,
      '/presskit/',
      '/news/',
      `/news/${post}/`,
    ];
    for (const route of routes) {
      for (const { code } of locales) {
        const html = readOut(fileOf(localisedPath(route, code)));
        for (const other of locales) {
          const href = localisedPath(route, other.code);
          assert.ok(
            html.includes(`href="${href}" hrefLang="${other.code}"`),
            `${code} ${route} → ${href}`,
          );
        }
      }
    }
    // A page no language has: each language's home.
    assert.ok(readOut('404.html').includes('href="/de/" hrefLang="de"'));
  });
});

describe('the sitemap', () => {
  it('lists each page with every language version of it', () => {
    const sitemap = readOut('sitemap.xml');
    const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? '');
    // The screens, /games/, each catalogue game's own page (games.test.mjs checks those), the
    // studio's press kit and each game's (presskit.test.mjs), the news's list pages (every
    // post's two, each kind's one) and each post (news.test.mjs), the studio's pages
    // (pages.test.mjs, which checks their alternates across different addresses).
    const { catalogue, news, pages } = readContent().content;
    const gamePages = catalogue.filter(
      (/** @type {{ page: string }} */ game) => game.page === 'own',
    ).length;
    const kits = 1 + catalogue.length;
    const kinds = new Set(news.map((/** @type {{ kind: string }} */ post) => post.kind)).size;
    const newsPages = Math.ceil(news.length / NEWS_PAGE_SIZE) + kinds + news.length;
    assert.equal(
      entries.length,
      locales.length * (screens.length + 1 + gamePages + kits + newsPages + pages.length),
    );
    for (const entry of entries) {
      const loc = /<loc>([^<]+)<\/loc>/.exec(entry)?.[1] ?? '';
      const links = Object.fromEntries(
        [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
      );
      assert.deepEqual(
        Object.keys(links).sort(),
        [...locales.map((l) => l.code), 'x-default'].sort(),
      );
      assert.ok(Object.values(links).includes(loc), `${loc} among its own alternates`);
      const html = readOut(fileOf(loc.slice(siteUrl.length)));
      assert.deepEqual(alternatesOf(html), links, `${loc}: page and sitemap agree`);
    }
  });
});
