// A game's accessibility over out/: the #accessibility section on every game page in every
// language (the address a store's accessibility field takes), its tags linked to the pages
// that list the games carrying each, those pages themselves, the JSON-LD and the press kit.
// What a page does with JavaScript off is what this reads: the HTML alone.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { readContent } from '../../scripts/content.mjs';
import {
  ACCESSIBILITY_TAGS,
  HAZARDS,
  W3C_FEATURES,
  tagsOf,
} from '../../lib/content/games/accessibility.mjs';
import { localisedPath, locales } from '../../lib/core/locales.mjs';
import {
  accessibilityIndex,
  accessibilityTagPath,
  fileOf,
  gamePath,
  presskitPath,
} from '../../lib/core/routes.mjs';
import { decode, jsonLd, out, readOut } from './read-out.mjs';

const { byLanguage } = readContent();
/** @param {string} code */
const wordsIn = (code) => JSON.parse(readFileSync(`data/locales/${code}/messages.json`, 'utf8'));
/** @param {string} code */
const gamesIn = (code) =>
  byLanguage[/** @type {'en'} */ (code)].catalogue.filter((game) => game.page === 'own');

/** The section with id="accessibility" in a page, up to its end; '' where there is none. */
function section(/** @type {string} */ html) {
  const at = html.indexOf('<section id="accessibility"');
  if (at === -1) return '';
  return html.slice(at, html.indexOf('</section>', at));
}

/** Every tag any game with a page lists, in the initiative's order. */
const inUse = ACCESSIBILITY_TAGS.filter((tag) =>
  gamesIn('en').some((game) => tagsOf(game.accessibility ?? {}).some((t) => t.tag === tag)),
);

describe('the accessibility tags', () => {
  it('are named and defined in every language', () => {
    for (const { code } of locales) {
      const labels = wordsIn(code).accessibilityTags;
      assert.deepEqual(Object.keys(labels).sort(), [...ACCESSIBILITY_TAGS].sort(), code);
      for (const tag of ACCESSIBILITY_TAGS) {
        assert.ok(labels[tag].label.trim() && labels[tag].definition.trim(), `${code} ${tag}`);
      }
    }
  });

  it('are carried by at least three sample games, one with a summary in every language', () => {
    const tagged = gamesIn('en').filter((game) => game.accessibility?.tags?.length);
    assert.ok(tagged.length >= 3, tagged.map((game) => game.slug).join(', '));
    const everywhere = tagged.filter((game) =>
      locales.every(
        ({ code }) =>
          gamesIn(code).find((g) => g.slug === game.slug)?.accessibility?.summary !== undefined &&
          (code === 'en' ||
            gamesIn(code).find((g) => g.slug === game.slug)?.accessibility?.summary !==
              game.accessibility?.summary),
      ),
    );
    assert.ok(everywhere.length >= 1, 'a game whose summary each language writes');
  });
});

for (const { code } of locales) {
  const words = wordsIn(code);
  const games = gamesIn(code);

  describe(`the game pages' accessibility, ${code}`, () => {
    for (const game of games) {
      const url = localisedPath(gamePath(game.slug), code);
      it(`${url} has its #accessibility section, each tag linked to its page`, () => {
        const html = readOut(fileOf(url));
        assert.equal(html.split('id="accessibility"').length, 2, 'one element with the id');
        const own = section(html);
        assert.ok(own, 'a section with id="accessibility"');
        assert.match(own, new RegExp(`<h2 [^>]*>.*${words.gameAccessibility.accent}`));
        const tags = tagsOf(game.accessibility ?? {});
        const linked = [
          ...own.matchAll(/<li data-tag="([^"]+)"><a[^>]*href="([^"]+)"[^>]*>([^<]*)</g),
        ];
        assert.deepEqual(
          linked.map((m) => [m[1], m[2], decode(m[3] ?? '')]),
          tags.map(({ tag }) => [
            tag,
            localisedPath(accessibilityTagPath(tag), code),
            words.accessibilityTags[tag].label,
          ]),
        );
        if (!tags.length && !game.accessibility?.summary) {
          assert.ok(
            decode(own).includes(words.gameAccessibility.none.replace('{name}', game.name)),
          );
        }
        if (game.accessibility?.summary)
          assert.ok(decode(own).includes(game.accessibility.summary));
        const hazards = game.accessibility?.hazards ?? {};
        for (const [hazard, [yes, no]] of /** @type {const} */ ([
          ['flashing', ['flashing', 'noFlashing']],
          ['motionSimulation', ['motion', 'noMotion']],
        ])) {
          const said = hazards[hazard];
          if (said === undefined) continue;
          assert.ok(own.includes(`<li>${words.gameAccessibility[said ? yes : no]}</li>`), hazard);
        }
      });

      it(`${url} says its accessibility in JSON-LD`, () => {
        const videoGame = jsonLd(readOut(fileOf(url))).find((d) => d['@type'] === 'VideoGame');
        assert.ok(videoGame);
        const a11y = game.accessibility;
        assert.equal(videoGame.accessibilitySummary, a11y?.summary);
        const hazards = Object.entries(HAZARDS).flatMap(([hazard, values]) => {
          const said = a11y?.hazards?.[/** @type {keyof typeof HAZARDS} */ (hazard)];
          return said === undefined ? [] : [said ? values.present : values.absent];
        });
        assert.deepEqual(videoGame.accessibilityHazard, hazards.length ? hazards : undefined);
        const features = new Set(tagsOf(a11y ?? {}).flatMap(({ tag }) => W3C_FEATURES[tag] ?? []));
        if (game.videos.some((video) => video.captions)) features.add('captions');
        assert.deepEqual([...(videoGame.accessibilityFeature ?? [])].sort(), [...features].sort());
      });

      if (game.kit && tagsOfGame(game).length) {
        it(`${localisedPath(presskitPath(game.slug), code)} shows the same tags`, () => {
          const kit = readOut(fileOf(localisedPath(presskitPath(game.slug), code)));
          const shown = [...kit.matchAll(/<li data-tag="([^"]+)">/g)].map((m) => m[1]);
          assert.deepEqual(shown, tagsOfGame(game));
        });
      }
    }
  });

  describe(`the pages by accessibility feature, ${code}`, () => {
    it(`${localisedPath(accessibilityIndex.path, code)} lists every tag in use, linked`, () => {
      const html = readOut(fileOf(localisedPath(accessibilityIndex.path, code)));
      const listed = [
        ...html.matchAll(/<li data-tag="([^"]+)"[^>]*><h2[^>]*><a[^>]*href="([^"]+)"/g),
      ];
      assert.deepEqual(
        listed.map((m) => [m[1], m[2]]),
        inUse.map((tag) => [tag, localisedPath(accessibilityTagPath(tag), code)]),
      );
    });

    for (const tag of ACCESSIBILITY_TAGS) {
      const url = localisedPath(accessibilityTagPath(tag), code);
      const carrying = games.filter((game) => tagsOfGame(game).includes(tag));
      if (!carrying.length) {
        it(`${url} is not exported: no game lists it`, () => {
          assert.equal(existsSync(path.join(out, fileOf(url))), false);
        });
        continue;
      }
      it(`${url} lists exactly the games carrying it, each linked to its section`, () => {
        const html = readOut(fileOf(url));
        const { label, definition } = words.accessibilityTags[tag];
        assert.match(decode(html), new RegExp(`<h1[^>]*>[^<]*${label}[^<]*</h1>`));
        assert.ok(decode(html).includes(definition));
        const listed = [
          ...html.matchAll(/<li data-game="([^"]+)"[^>]*><h2[^>]*><a[^>]*href="([^"]+)"/g),
        ];
        assert.deepEqual(
          listed.map((m) => [m[1], m[2]]),
          carrying.map((game) => [
            game.slug,
            `${localisedPath(gamePath(game.slug), code)}#accessibility`,
          ]),
        );
      });
    }
  });
}

/** A game's tags, in the initiative's order. @param {{ accessibility?: any }} game */
function tagsOfGame(game) {
  return tagsOf(game.accessibility ?? {}).map(({ tag }) => tag);
}
