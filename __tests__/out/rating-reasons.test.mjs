// What a rating is for, over out/: each rating's descriptors and interactive elements beside
// its badge on the game page and in the kit, in the page's language; the rating line on each
// trailer, before any play (the HTML alone: JavaScript off); and the JSON-LD's contentRating.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { readContent } from '../../scripts/content.mjs';
import { ratingsFor } from '../../lib/content/games/game-facts.mjs';
import { reasonsText } from '../../lib/content/games/rating-reasons.mjs';
import { localisedPath, locales } from '../../lib/core/locales.mjs';
import { format } from '../../lib/core/template.mjs';
import { fileOf, gamePath, presskitPath } from '../../lib/core/routes.mjs';
import { decode, jsonLd, readOut } from './read-out.mjs';

const { byLanguage } = readContent();

describe('the sample gives its ratings reasons', () => {
  it('on at least three games, one of them with a trailer', () => {
    const games = byLanguage.en.catalogue.filter(
      (game) => game.page === 'own' && Object.keys(game.ratingReasons ?? {}).length,
    );
    assert.ok(games.length >= 3, games.map((game) => game.slug).join(', '));
    assert.ok(games.some((game) => game.videos.length > 0));
  });
});

for (const { code } of locales) {
  const words = JSON.parse(
    readFileSync(`data/locales/${code}/messages.json`, 'utf8'),
  ).ratingReasons;
  const games = byLanguage[code].catalogue.filter((game) => game.page === 'own');
  describe(`ratings and their reasons, ${code}`, () => {
    for (const game of games) {
      const ratings = ratingsFor(game.ratings ?? {}, code, game.ratingReasons);
      if (!ratings.length) continue;
      const url = localisedPath(gamePath(game.slug), code);
      const html = readOut(fileOf(url));
      /** Each rating's reasons as a page shows them, in a part of it. @param {string} part */
      const shownIn = (part) =>
        [
          ...part.matchAll(
            /<span dir="ltr" data-rating="([^"]+)"[^>]*>([^<]*)<\/span>(?:<span data-reasons="[^"]+"[^>]*>([^<]*)<\/span>)?/g,
          ),
        ].map((m) => [m[1], decode(m[2] ?? ''), decode(m[3] ?? '')]);
      const expected = ratings.map((rating) => [
        rating.board,
        `${rating.board} ${rating.value}`,
        reasonsText(rating, words),
      ]);

      it(`${url} shows each rating with its reasons beside the badge`, () => {
        const facts = html.slice(html.indexOf('id="game-facts-heading"'));
        assert.deepEqual(shownIn(facts.slice(0, facts.indexOf('</section>'))), expected);
      });

      it(`${url} carries the market's rating on each trailer, before play`, () => {
        const lines = [...html.matchAll(/<p data-trailer-rating=""[^>]*>(.*?)<\/p>/g)];
        assert.equal(lines.length, game.videos.length);
        for (const line of lines) assert.deepEqual(shownIn(line[1] ?? ''), [expected[0]]);
      });

      it(`${url} says each rating and its reasons in JSON-LD`, () => {
        const videoGame = jsonLd(html).find((d) => d['@type'] === 'VideoGame');
        assert.deepEqual(
          videoGame?.contentRating,
          ratings.map((rating) => {
            const text = `${rating.board} ${rating.value}`;
            const reasons = reasonsText(rating, words);
            return reasons ? format(words.line, { rating: text, reasons }) : text;
          }),
        );
      });

      if (game.kit) {
        it(`${localisedPath(presskitPath(game.slug), code)} shows the same`, () => {
          const kit = readOut(fileOf(localisedPath(presskitPath(game.slug), code)));
          const sheet = kit.slice(0, kit.indexOf('data-trailer-rating'));
          assert.deepEqual(shownIn(sheet), expected);
        });
      }
    }
  });
}
