// The game catalogue's pages over out/ (data/content/games/<slug>/): each game's page in every
// language with its own title, description, share picture, facts and structured data; /games/
// listing them; the cards that lead there. What every page's head
// holds (canonical, alternates, policy): every-page.test.mjs.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { readContent } from '../../scripts/content.mjs';
import { parseSiteUrl } from '../../scripts/deploy-inputs.mjs';
import {
  MARKET_BOARD,
  PLATFORMS,
  STORES,
  ratingsFor,
  withCampaign,
} from '../../lib/content/games/game-facts.mjs';
import { localisedPath, locales } from '../../lib/core/locales.mjs';
import { releaseOf } from '../../lib/content/games/release.mjs';
import { gameAction } from '../../lib/content/games/game-action.mjs';
import { marketOrder } from '../../lib/content/games/markets.mjs';
import { format } from '../../lib/core/template.mjs';
import { fileOf, gamePath, gamesIndex } from '../../lib/core/routes.mjs';
import { attr, decode, htmlPages, jsonLd, meta, out, readOut } from './read-out.mjs';

const siteUrl = parseSiteUrl();
const brand = JSON.parse(readFileSync('data/brand.json', 'utf8'));
const { content, byLanguage } = readContent();
const catalogue = content.catalogue;
/** A game as its page in a language shows it, translations filled (the first step's). */
const gameIn = (
  /** @type {import('../../lib/core/locales.mjs').LocaleCode} */ code,
  /** @type {string} */ slug,
) => {
  const game = byLanguage[code].catalogue.find((entry) => entry.slug === slug);
  assert.ok(game, `${slug} in ${code}`);
  return game;
};
const withPages = catalogue.filter((game) => game.page === 'own');

/** A description's Markdown as the reader sees it: no marks, spaces collapsed. */
const plain = (/** @type {string} */ markdown) =>
  markdown.replace(/[*`_]/g, '').replace(/\s+/g, ' ').trim();

/**
 * The schema.org properties each type the pages use may carry (from schema.org's own type
 * pages: VideoGame inherits CreativeWork's and Thing's; ListItem and BreadcrumbList theirs).
 * A misspelt or invented property fails here, as a validator would flag it.
 */
const schemaProperties = {
  VideoGame: [
    'name',
    'genre',
    'description',
    'image',
    'url',
    'inLanguage',
    'gamePlatform',
    'publisher',
    'author',
    'datePublished',
    'contentRating',
    'offers',
    'trailer',
    // SoftwareApplication's (a VideoGame is one): a computer game's minimum requirements.
    'operatingSystem',
    'processorRequirements',
    'memoryRequirements',
    'storageRequirements',
    // CreativeWork's, in the W3C accessibility vocabulary's terms.
    'accessibilitySummary',
    'accessibilityHazard',
    'accessibilityFeature',
  ],
  VideoObject: [
    'name',
    'description',
    'thumbnailUrl',
    'uploadDate',
    'duration',
    'inLanguage',
    'embedUrl',
    'contentUrl',
  ],
  Organization: ['name'],
  Offer: ['url', 'price', 'priceCurrency', 'eligibleRegion', 'seller'],
  Place: ['name'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name', 'item'],
};

/** @param {unknown} node @param {string} where */
function checkSchema(node, where) {
  if (Array.isArray(node)) return node.forEach((item, i) => checkSchema(item, `${where}[${i}]`));
  if (typeof node !== 'object' || node === null) return;
  const data = /** @type {Record<string, unknown>} */ (node);
  const type = /** @type {keyof typeof schemaProperties | undefined} */ (data['@type']);
  if (type) {
    assert.ok(type in schemaProperties, `${where}: @type ${type}`);
    for (const key of Object.keys(data)) {
      if (key.startsWith('@')) continue;
      assert.ok(schemaProperties[type].includes(key), `${where}: ${type} has no property ${key}`);
    }
  }
  for (const [key, value] of Object.entries(data)) checkSchema(value, `${where}.${key}`);
}

describe('the game catalogue', () => {
  it("has pages for every game but the spec's own, which keeps its one address, /details/", () => {
    assert.ok(withPages.length >= 11, `${withPages.length} games with pages`);
    for (const game of catalogue) {
      for (const { code } of locales) {
        const file = path.join(out, fileOf(localisedPath(gamePath(game.slug), code)));
        assert.equal(existsSync(file), game.page === 'own', file);
      }
    }
  });

  for (const { code } of locales) {
    it(`/games/ in ${code} links every game's page, the spec's game to /details/`, () => {
      const html = readOut(fileOf(localisedPath(gamesIndex.path, code)));
      for (const game of catalogue) {
        const href = localisedPath(game.page === 'own' ? gamePath(game.slug) : '/details/', code);
        // One link per card, named by the game's name alone.
        const link = new RegExp(
          `<a(?=[^>]* href="${href}")[^>]*><span class="sr-only">${game.name}</span></a>`,
        );
        assert.match(html, link, game.slug);
      }
    });

    it(`the ${code} home page's cards lead to their games' pages in ${code}`, () => {
      const html = readOut(fileOf(localisedPath('/', code)));
      for (const entry of content.games.popular) {
        const game = catalogue.find((g) => g.slug === entry.game);
        assert.ok(game, `${entry.name} names a catalogue game`);
        const href = localisedPath(game.page === 'own' ? gamePath(game.slug) : '/details/', code);
        assert.ok(html.includes(`href="${href}"`), `${code} card ${game.slug} → ${href}`);
      }
    });
  }

  for (const game of withPages) {
    for (const { code } of locales) {
      const url = localisedPath(gamePath(game.slug), code);
      describe(url, () => {
        const html = readOut(fileOf(url));
        const local = gameIn(code, game.slug);
        const words = JSON.parse(readFileSync(`data/locales/${code}/messages.json`, 'utf8'));

        it('has its own title, description and share picture, in its language', () => {
          assert.equal(attr(html, '<title>([^<]*)</title>'), `${game.name} · ${brand.name}`);
          // Its own words, in its language.
          const description = meta(html, 'description');
          assert.ok(
            plain(local.description).startsWith(description.replace(/…$/, '')),
            description,
          );
          assert.equal(meta(html, 'og:image'), `${siteUrl}/art/share-${game.slug}.jpg`);
          assert.match(html, new RegExp(`<h1[^>]*>${game.name}</h1>`));
          const opening = plain(local.description).slice(0, 16);
          assert.ok(decode(html).includes(opening), opening);
        });

        it('describes a VideoGame and its breadcrumb trail in valid schema.org terms', () => {
          const blocks = jsonLd(html);
          checkSchema(blocks, url);
          const videoGame = blocks.find((block) => block['@type'] === 'VideoGame');
          assert.ok(videoGame, 'VideoGame');
          assert.equal(videoGame.name, game.name);
          assert.equal(videoGame.url, `${siteUrl}${url}`);
          // The languages it is played in, where it names them (their interface's); else the page's.
          const played = (game.languages ?? []).filter((entry) => entry.interface);
          assert.deepEqual(
            videoGame.inLanguage,
            played.length ? played.map(({ language }) => language) : code,
          );
          assert.equal(videoGame.publisher.name, game.publisher ?? brand.companyName);
          assert.equal(videoGame.author.name, game.developer ?? brand.companyName);
          // Its own genre, in its language: its facts' or its type, never the spec's fixed one.
          const genre = local.facts?.genre ?? local.type;
          assert.equal(videoGame.genre, genre);
          assert.ok(decode(html).includes(`>${genre}<`), `${genre} on the page`);
          assert.match(videoGame.image, new RegExp(`^${siteUrl}/art/.+\\.webp$`));
          assert.ok(videoGame.description.length > 40);
          const trail = blocks.find((block) => block['@type'] === 'BreadcrumbList');
          assert.ok(trail, 'BreadcrumbList');
          assert.deepEqual(
            trail.itemListElement.map((/** @type {{ position: number }} */ item) => item.position),
            [1, 2, 3],
          );
          assert.equal(trail.itemListElement[2].item, `${siteUrl}${url}`);
          assert.equal(trail.itemListElement[2].name, game.name);
        });

        it("lists the languages it is played in, as a table named in the page's language", () => {
          const page = decode(html);
          const at = page.indexOf('id="game-languages-heading"');
          if (!game.languages?.length) {
            assert.equal(at, -1, 'no languages section without languages');
            return;
          }
          const section = page.slice(at, page.indexOf('</table>', at));
          const grid = words.gameLanguages;
          // Column headers, then a row header per language with a cell per column.
          const columns = [...section.matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g)].map(
            (m) => m[1],
          );
          assert.deepEqual(columns, [grid.language, grid.interface, grid.audio, grid.subtitles]);
          const names = new Intl.DisplayNames([code], { type: 'language' });
          const rows = [
            ...section.matchAll(/<tr[^>]*><th scope="row"[^>]*>([^<]*)<\/th>(.*?)<\/tr>/g),
          ];
          assert.deepEqual(
            rows.map((m) => m[1]),
            game.languages.map(({ language }) => names.of(language)),
          );
          rows.forEach((row, index) => {
            const entry = /** @type {Record<string, unknown>} */ (game.languages?.[index]);
            const said = [...(row[2] ?? '').matchAll(/<span class="sr-only">([^<]*)<\/span>/g)].map(
              (m) => m[1],
            );
            assert.deepEqual(
              said,
              ['interface', 'audio', 'subtitles'].map((key) => (entry[key] ? grid.yes : grid.no)),
              `${row[1]}`,
            );
          });
        });

        it('shows its facts, dates in its language, its market board first, and says them in JSON-LD', () => {
          const page = decode(html);
          const facts = page.slice(page.indexOf('id="game-facts-heading"'));
          assert.ok(facts.length < page.length, 'a facts section');
          const videoGame = jsonLd(html).find((block) => block['@type'] === 'VideoGame') ?? {};
          const platforms = game.platforms ?? [];
          // As of the build's instant; the sample's days are years from any build of it, so
          // the clock of this check reads them alike.
          const out = (/** @type {string} */ iso) => Date.parse(`${iso}T00:00:00Z`) <= Date.now();
          const isDay = (/** @type {string | undefined} */ release) =>
            release !== undefined && releaseOf(release)?.kind === 'day';
          const windows = words.gameFacts;
          for (const { platform, release } of platforms) {
            assert.ok(facts.includes(`>${PLATFORMS[platform]}<`), platform);
            const read = release === undefined ? null : releaseOf(release);
            if (read?.kind === 'day') {
              const iso = read.day.split('/').reverse().join('-');
              const said = out(iso) ? windows.outNow : windows.outOn.split('{')[0];
              assert.ok(facts.includes(`<time dateTime="${iso}">${said}`), `${platform} ${iso}`);
            } else if (read && read.kind !== 'tba') {
              // A window as a window, in the page's words: never a day, never "Out".
              const year = String(read.year);
              const window =
                read.kind === 'year'
                  ? year
                  : read.kind === 'quarter'
                    ? format(windows.quarter, { quarter: read.quarter, year })
                    : read.kind === 'season'
                      ? format(windows[read.season], { year })
                      : new Intl.DateTimeFormat(code === 'en' ? 'en-GB' : code, {
                          month: 'long',
                          year: 'numeric',
                          timeZone: 'UTC',
                        }).format(Date.UTC(read.year, read.month - 1, 1));
              assert.ok(
                facts.includes(format(windows.comingIn, { window })),
                `${platform} ${release}`,
              );
            }
          }
          if (platforms.some(({ release }) => !release || release === 'TBA')) {
            assert.ok(facts.includes(words.gameFacts.comingSoon), 'coming soon');
          }
          const dates = platforms.flatMap(({ release }) =>
            release && isDay(release) ? [release.split('/').reverse().join('-')] : [],
          );
          // Only a day that has come: a game dated for later was published on no day yet.
          assert.equal(videoGame.datePublished, dates.filter(out).sort()[0]);
          if (platforms.length) {
            assert.deepEqual(
              videoGame.gamePlatform,
              platforms.map(({ platform }) => PLATFORMS[platform]),
            );
          }
          // Plain links to the stores, the brand's campaign on each; no frame of any store.
          assert.doesNotMatch(html, /<iframe/);
          // Every link that sells somewhere; one delisted in its region, nowhere (markets.test.mjs).
          for (const { url, delisted } of game.stores ?? []) {
            const href = withCampaign(url, brand.storeCampaign);
            assert.ok(href.includes('utm_source='), href);
            assert.equal(facts.includes(`href="${href}"`), !delisted, href);
          }
          // An offer per link with a checked price, each naming where it sells.
          assert.deepEqual(
            (videoGame.offers ?? []).map((/** @type {{ url: string }} */ offer) => offer.url),
            (game.stores ?? [])
              .filter(({ price, delisted }) => price?.checked && !delisted)
              .map(({ url }) => withCampaign(url, brand.storeCampaign)),
          );
          for (const offer of videoGame.offers ?? []) assert.ok(offer.eligibleRegion, offer.url);
          // Each rating as text beside its board's name, the page's market board first.
          const ratings = ratingsFor(game.ratings ?? {}, code).map(
            ({ board, value }) => `${board} ${value}`,
          );
          const shown = [
            ...facts.matchAll(/<span dir="ltr" data-rating="[^"]+"[^>]*>([^<]+)<\/span>/g),
          ].map((m) => m[1] ?? '');
          assert.deepEqual(shown, ratings);
          if (game.ratings?.[MARKET_BOARD[code] ?? 'ESRB']) {
            assert.ok(ratings[0]?.startsWith(`${MARKET_BOARD[code]} `), ratings[0]);
          }
          // Each with its reasons where the game gives them (rating-reasons.test.mjs).
          assert.deepEqual(
            (videoGame.contentRating ?? []).map((/** @type {string} */ text) =>
              text.replace(/[:：].*$/, ''),
            ),
            ratings,
          );
        });

        it('ends its About section with the action its state calls for, linked to the store', () => {
          const about =
            /aria-labelledby="about-game-heading"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
          assert.ok(about, 'an About section');
          const action = gameAction(local, marketOrder(brand.markets?.[code]));
          const links = [...about.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)];
          if (!action) {
            assert.deepEqual(links, []);
            return;
          }
          if (action.kind === 'delisted') {
            assert.deepEqual(links, []);
            assert.ok(
              decode(about).includes(format(words.gameAction.noLongerSold, { name: local.name })),
            );
            return;
          }
          const store =
            STORES[action.store] ??
            format(words.gameFacts.studioStore, { company: brand.companyName });
          const [link] = links.slice(-1);
          assert.equal(decode(link?.[2] ?? ''), format(words.gameAction[action.kind], { store }));
          assert.equal(decode(link?.[1] ?? ''), withCampaign(action.url, brand.storeCampaign));
        });
      });
    }
  }
});

describe('the action on a game page', () => {
  // The sample's days are years from any build of it (as above): the clock reads them alike.
  const kindOf = (/** @type {string} */ slug) =>
    gameAction(gameIn('en', slug), marketOrder(brand.markets?.en))?.kind;
  it('is a wishlist for a window ahead, none for a delisted game, early access for one in it', () => {
    assert.equal(kindOf('riftline-tactics'), 'wishlist');
    assert.equal(kindOf('hollow-comet'), 'wishlist');
    assert.equal(kindOf('skyforge-relay'), 'delisted');
    assert.equal(kindOf('glasswing-run'), 'earlyAccess');
  });

  for (const { code } of locales) {
    const words = JSON.parse(readFileSync(`data/locales/${code}/messages.json`, 'utf8'));
    // "Download {name} Now", its words around the name, in the page's language.
    const [before = '', after = ''] = words.details.downloadNow.split('{name}');
    const download = new RegExp(`${before.trim()}[^<]{0,80}${after.trim()}`);
    it(`never offers the details screen's download under /games/ in ${code}; /details/ keeps it`, () => {
      const games = path.join(out, localisedPath(gamesIndex.path, code).slice(1));
      const pages = htmlPages(games);
      assert.ok(pages.length >= withPages.length, games);
      for (const file of pages) {
        assert.doesNotMatch(decode(readFileSync(path.join(games, file), 'utf8')), download, file);
      }
      const details = decode(readOut(fileOf(localisedPath('/details/', code))));
      assert.ok(
        details.includes(format(words.details.downloadNow, { name: content.details.game.name })),
      );
    });
  }
});
