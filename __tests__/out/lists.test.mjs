// The list pages for crawlers: /games/ and every page of /news/ (each kind's too), in every
// language, carry a CollectionPage whose ItemList names the entries the page shows, in its
// order, each with its address, as the cards link them; the news count on across its pages.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readContent } from '../../scripts/content.mjs';
import { parseSiteUrl } from '../../scripts/deploy-inputs.mjs';
import { localisedPath, locales } from '../../lib/core/locales.mjs';
import {
  NEWS_PAGE_SIZE,
  fileOf,
  gamePath,
  gamesIndex,
  newsListPath,
  postPath,
} from '../../lib/core/routes.mjs';
import { jsonLd, readOut } from './read-out.mjs';

const siteUrl = parseSiteUrl();
const { byLanguage } = readContent();

/**
 * The schema.org properties each type may carry (schema.org's type pages: CollectionPage
 * inherits WebPage's, CreativeWork's and Thing's; ItemList and ListItem theirs and Thing's).
 * A misspelt or invented one fails here, as a validator would flag it.
 */
const properties = {
  CollectionPage: ['url', 'name', 'mainEntity'],
  ItemList: ['numberOfItems', 'itemListElement'],
  ListItem: ['position', 'url', 'name'],
};

/** @param {Record<string, any>} node @param {string} where */
function checkTerms(node, where) {
  const type = /** @type {keyof typeof properties} */ (node['@type']);
  assert.ok(type in properties, `${where}: @type ${type}`);
  for (const key of Object.keys(node).filter((name) => !name.startsWith('@')))
    assert.ok(properties[type].includes(key), `${where}: ${type} has no property ${key}`);
}

/** The page's CollectionPage, in schema.org's terms, and its HTML. @param {string} route */
function listOf(route) {
  const html = readOut(fileOf(route));
  const collections = jsonLd(html).filter((block) => block['@type'] === 'CollectionPage');
  assert.equal(collections.length, 1, `${route}: one CollectionPage`);
  const collection = /** @type {Record<string, any>} */ (collections[0]);
  checkTerms(collection, route);
  checkTerms(collection.mainEntity, `${route} mainEntity`);
  for (const item of collection.mainEntity.itemListElement) checkTerms(item, `${route} item`);
  return { html, collection: /** @type {Record<string, any>} */ (collections[0]) };
}

describe('the list pages for crawlers', () => {
  for (const { code } of locales) {
    it(`/games/ (${code}) lists every game in its order, with its address`, () => {
      const route = localisedPath(gamesIndex.path, code);
      const { html, collection } = listOf(route);
      const { catalogue } = byLanguage[code];
      const expected = catalogue.map((game) =>
        localisedPath(game.page === 'details' ? '/details/' : gamePath(game.slug), code),
      );
      assert.equal(collection.url, `${siteUrl}${route}`);
      const items = collection.mainEntity.itemListElement;
      assert.deepEqual(
        items.map((/** @type {{ url: string }} */ item) => item.url),
        expected.map((href) => `${siteUrl}${href}`),
      );
      assert.deepEqual(
        items.map((/** @type {{ position: number }} */ item) => item.position),
        expected.map((_, index) => index + 1),
      );
      assert.deepEqual(
        items.map((/** @type {{ name: string }} */ item) => item.name),
        catalogue.map((game) => game.name),
      );
      assert.equal(collection.mainEntity.numberOfItems, catalogue.length);
      // The cards, after the heading, link the same pages in the same order.
      const grid = html.slice(html.indexOf('<h1'), html.indexOf('</main>'));
      const linked = [...grid.matchAll(/<a [^>]*href="([^"]+)"/g)]
        .map((match) => match[1] ?? '')
        .filter((href) => expected.includes(href));
      assert.deepEqual([...new Set(linked)], expected);
    });

    it(`every page of /news/ (${code}) lists its posts, counting on across pages`, () => {
      const posts = byLanguage[code].news;
      const kinds = [undefined, ...new Set(posts.map((post) => post.kind))];
      for (const kind of kinds) {
        const list = posts.filter((post) => !kind || post.kind === kind);
        const pages = Math.max(1, Math.ceil(list.length / NEWS_PAGE_SIZE));
        for (let page = 1; page <= pages; page += 1) {
          const route = localisedPath(newsListPath(kind, page), code);
          const { collection } = listOf(route);
          const shown = list.slice((page - 1) * NEWS_PAGE_SIZE, page * NEWS_PAGE_SIZE);
          assert.deepEqual(
            collection.mainEntity.itemListElement.map(
              (/** @type {{ url: string, position: number }} */ item) => [item.position, item.url],
            ),
            shown.map((post, index) => [
              (page - 1) * NEWS_PAGE_SIZE + index + 1,
              `${siteUrl}${localisedPath(postPath(post.slug), code)}`,
            ]),
            route,
          );
          assert.equal(collection.mainEntity.numberOfItems, list.length, route);
        }
      }
    });
  }
});
