// The languages over out/ (lib/core/locales.mjs): each language has its own 404 page, and the
// sitemap lists every page in every language. Each page's lang, dir, words, face, alternates
// and language switch: every-page.test.mjs.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { defaultLocale, locales } from '../../lib/core/locales.mjs';
import { NEWS_PAGE_SIZE, screens } from '../../lib/core/routes.mjs';
import { readContent } from '../../scripts/content.mjs';
import { readOut } from './read-out.mjs';

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

describe('the sitemap', () => {
  it('lists every page of every type in every language', () => {
    const sitemap = readOut('sitemap.xml');
    const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? '');
    // The screens, /games/, each catalogue game's own page, the studio's press kit and each
    // game's, the news's list pages (every post's two, each kind's one) and each post, the
    // studio's pages. Each entry's alternates, as its page names them: every-page.test.mjs.
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
  });
});
