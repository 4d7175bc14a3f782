// The markets over out/ (issue 90 item 2): a game with regional store links lists its page's
// first market first (data/brand.json's order for the language) and every other region below
// it, a store delisted in a region named there and linked nowhere; its JSON-LD offers each
// name where they sell; its press kit shows a price only with the day it was checked.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { readContent } from '../../scripts/content.mjs';
import { STORES, withCampaign } from '../../lib/content/games/game-facts.mjs';
import { gameAction } from '../../lib/content/games/game-action.mjs';
import {
  ELIGIBLE_REGION,
  delistedIn,
  isRegional,
  marketOrder,
  regionsOf,
  storesIn,
} from '../../lib/content/games/markets.mjs';
import { localisedPath, locales } from '../../lib/core/locales.mjs';
import { REGIONS } from '../../lib/core/regions.mjs';
import { fileOf, gamePath, presskitPath } from '../../lib/core/routes.mjs';
import { format } from '../../lib/core/template.mjs';
import { decode, jsonLd, readOut } from './read-out.mjs';

const brand = JSON.parse(readFileSync('data/brand.json', 'utf8'));
const { content, byLanguage } = readContent();
const regional = content.catalogue.filter(
  (game) => game.page === 'own' && isRegional(game.stores ?? []),
);
const words = Object.fromEntries(
  locales.map(({ code }) => [
    code,
    JSON.parse(readFileSync(`data/locales/${code}/messages.json`, 'utf8')),
  ]),
);
const href = (/** @type {{ url: string }} */ { url }) => withCampaign(url, brand.storeCampaign);
/** A link's href attribute as the markup writes it, its & escaped. */
const hrefAttr = (/** @type {{ url: string }} */ link) =>
  `href="${href(link).replaceAll('&', '&amp;')}"`;
/** The store links in a stretch of a page, in order. */
const linksIn = (/** @type {string} */ html) =>
  [...html.matchAll(/<a [^>]*href="(https:[^"]+)"/g)].map((match) => decode(match[1] ?? ''));

/**
 * A game page's stores by region, as the page shows them: the order it names, and each
 * region's stretch of markup, from its data-region to the next.
 * @param {string} html
 */
function marketsOn(html) {
  const facts = html.slice(html.indexOf('id="game-facts-heading"'));
  const order = /data-markets="([^"]+)"/.exec(facts)?.[1]?.split(' ') ?? [];
  const end = facts.indexOf('</dl>');
  const starts = [...facts.matchAll(/data-region="([a-z-]+)"/g)];
  const blocks = new Map(
    starts.map((match, i) => [
      match[1],
      facts.slice(match.index, i + 1 < starts.length ? starts[i + 1]?.index : end),
    ]),
  );
  return { facts, order, blocks };
}

describe('a game sold per region', () => {
  it('is in the sample: regional eShop links, a day of its own in Japan, one region delisted', () => {
    const game = regional.find(({ slug }) => slug === 'hollow-comet');
    assert.ok(game, 'Hollow Comet has regional links');
    const stores = game.stores ?? [];
    assert.deepEqual(
      stores.filter(({ store }) => store === 'nintendo').map(({ region }) => region),
      ['north-america', 'europe', 'united-kingdom', 'japan', 'oceania'],
    );
    assert.deepEqual(delistedIn(stores, 'oceania'), ['nintendo']);
    const platform = game.platforms?.find((entry) => entry.platform === 'switch');
    assert.deepEqual(
      platform?.regions?.map(({ region }) => region),
      ['japan'],
    );
    assert.notEqual(platform?.regions?.[0]?.release, platform?.release);
  });

  for (const game of regional) {
    for (const { code } of locales) {
      const local = byLanguage[code].catalogue.find((entry) => entry.slug === game.slug);
      const html = readOut(fileOf(localisedPath(gamePath(game.slug), code)));
      const { facts, order, blocks } = marketsOn(html);
      const stores = game.stores ?? [];
      const expected = marketOrder(brand.markets?.[code]);

      it(`${game.slug} (${code}): the language's markets first, every region after them`, () => {
        assert.deepEqual(order, expected);
        assert.deepEqual([...blocks.keys()], expected);
        // The first market shows open; the rest fold under it, readable with no script.
        const details = facts.indexOf('<details');
        assert.ok(details > facts.indexOf(`data-region="${expected[0]}"`));
        assert.ok(details < facts.indexOf(`data-region="${expected[1]}"`));
        for (const region of REGIONS) {
          const block = blocks.get(region) ?? '';
          assert.deepEqual(linksIn(block), storesIn(stores, region).map(href), region);
        }
      });

      it(`${game.slug} (${code}): a store delisted in a region is named there, linked nowhere`, () => {
        for (const region of REGIONS) {
          const block = decode(blocks.get(region) ?? '');
          for (const store of delistedIn(stores, region)) {
            const text = format(words[code].markets.notSold, {
              region: words[code].markets.regions[region],
              stores: STORES[store] ?? store,
            });
            assert.ok(block.includes(text), `${region}: ${text}`);
          }
        }
        for (const link of stores.filter(({ delisted }) => delisted)) {
          assert.ok(!html.includes(hrefAttr(link)), link.url);
          // The same store sells elsewhere: its other regions' links are there.
          const elsewhere = stores.filter((other) => other.store === link.store && !other.delisted);
          for (const other of elsewhere) assert.ok(facts.includes(hrefAttr(other)), other.url);
        }
      });

      it(`${game.slug} (${code}): each offer names where it sells, none where it does not`, () => {
        const videoGame = jsonLd(html).find((block) => block['@type'] === 'VideoGame') ?? {};
        const offers = videoGame.offers ?? [];
        const priced = stores.filter(({ price, delisted }) => price?.checked && !delisted);
        assert.ok(offers.length > 0 && offers.length === priced.length);
        priced.forEach((link, i) => {
          const eligible = regionsOf(link, stores).map((region) => ELIGIBLE_REGION[region]);
          assert.equal(offers[i].url, href(link));
          assert.deepEqual(
            offers[i].eligibleRegion,
            eligible.length === 1 ? eligible[0] : eligible,
          );
        });
        for (const link of stores.filter(({ delisted }) => delisted)) {
          assert.ok(!offers.some((/** @type {{ url: string }} */ o) => o.url === href(link)));
        }
      });

      it(`${game.slug} (${code}): the action asks on a store of the first market`, () => {
        const action = gameAction(local ?? game, expected);
        assert.ok(action && action.kind !== 'delisted');
        const first = storesIn(stores, /** @type {(typeof REGIONS)[number]} */ (expected[0]));
        assert.ok(
          first.some(({ url }) => url === action.url),
          action.url,
        );
        const about = /aria-labelledby="about-game-heading"[\s\S]*?<\/section>/.exec(html)?.[0];
        assert.ok(about?.includes(hrefAttr(action)));
      });
    }
  }

  it("shows the first market's eShop first: Europe's in German, Japan's in Japanese", () => {
    const firstLink = (/** @type {string} */ code) => {
      const { blocks, order } = marketsOn(
        readOut(fileOf(localisedPath(gamePath('hollow-comet'), code))),
      );
      return linksIn(blocks.get(order[0] ?? '') ?? '')[0] ?? '';
    };
    assert.match(firstLink('de'), /^https:\/\/eshop\.example\/en-eu\//);
    assert.match(firstLink('ja'), /^https:\/\/eshop\.example\/ja-jp\//);
    assert.match(firstLink('en'), /^https:\/\/eshop\.example\/en-us\//);
  });

  it("dates the Switch by the page's first market, the other region's day beside it", () => {
    const switchRow = (/** @type {string} */ code) => {
      const page = decode(readOut(fileOf(localisedPath(gamePath('hollow-comet'), code))));
      const facts = page.slice(page.indexOf('id="game-facts-heading"'));
      const row = facts.slice(facts.indexOf('>Nintendo Switch<'));
      return row.slice(0, row.indexOf('</li>'));
    };
    const days = (/** @type {string} */ row) =>
      [...row.matchAll(/<time dateTime="([\d-]+)"/g)].map((match) => match[1]);
    assert.deepEqual(days(switchRow('en')), ['2035-10-30', '2035-11-13']);
    assert.ok(switchRow('en').includes(format(words.en.markets.releaseIn, { region: 'Japan' })));
    assert.deepEqual(days(switchRow('ja')), ['2035-11-13', '2035-10-30']);
    assert.ok(
      switchRow('ja').includes(
        format(words.ja.markets.releaseIn, { region: words.ja.markets.elsewhere }),
      ),
    );
  });
});

describe("a press kit's prices", () => {
  for (const { code } of locales) {
    it(`show with the day each was checked, in ${code}, and no delisted store`, () => {
      const game = content.catalogue.find(({ slug }) => slug === 'hollow-comet');
      const kit = decode(readOut(fileOf(localisedPath(presskitPath('hollow-comet'), code))));
      for (const link of game?.stores ?? []) {
        assert.equal(kit.includes(`href="${href(link)}"`), !link.delisted, link.url);
        if (!link.price?.checked) continue;
        const [day, month, year] = link.price.checked.split('/').map(Number);
        // English pages write dates day first (lib/core/format.ts).
        const date = new Intl.DateTimeFormat(code === 'en' ? 'en-GB' : code, {
          dateStyle: 'long',
          timeZone: 'UTC',
        }).format(new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day)));
        const price = new Intl.NumberFormat(code, {
          style: 'currency',
          currency: link.price.currency,
        }).format(link.price.amount);
        assert.ok(kit.includes(format(words[code].markets.priceChecked, { price, date })), price);
      }
    });
  }
});
