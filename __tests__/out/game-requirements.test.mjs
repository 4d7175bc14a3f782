// A computer game's system requirements over out/: on its page, a table per platform with
// real header cells, in every language; in its JSON-LD, SoftwareApplication's terms; in its
// press kit, a line per set.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { readContent } from '../../scripts/content.mjs';
import { PC_PLATFORMS, PLATFORMS, REQUIREMENT_ROWS } from '../../lib/content/games/game-facts.mjs';
import { localisedPath, locales } from '../../lib/core/locales.mjs';
import { fileOf, gamePath, presskitPath } from '../../lib/core/routes.mjs';
import { decode, jsonLd, readOut } from './read-out.mjs';

const { byLanguage } = readContent();

/** The text of a cell, its tags and entities gone. @param {string} html */
const textOf = (html) => decode(html.replace(/<[^>]+>/g, '')).trim();

describe('the sample gives its computer games system requirements', () => {
  it('on every Windows, macOS and Linux platform of every game', () => {
    const missing = byLanguage.en.catalogue.flatMap((game) =>
      (game.platforms ?? []).flatMap(({ platform, requirements }) =>
        /** @type {readonly string[]} */ (PC_PLATFORMS).includes(platform) && !requirements
          ? [`${game.slug} ${platform}`]
          : [],
      ),
    );
    assert.deepEqual(missing, []);
  });
});

for (const { code } of locales) {
  const words = JSON.parse(
    readFileSync(`data/locales/${code}/messages.json`, 'utf8'),
  ).gameRequirements;
  const games = byLanguage[code].catalogue.filter((game) => game.page === 'own');
  describe(`system requirements, ${code}`, () => {
    for (const game of games) {
      const computers = (game.platforms ?? []).filter((entry) => entry.requirements);
      const url = localisedPath(gamePath(game.slug), code);
      it(`${url} shows ${computers.length ? 'a table per computer platform' : 'no requirements'}`, () => {
        const html = readOut(fileOf(url));
        const tables = [
          ...html.matchAll(/<div role="group"[^>]*data-platform="([^"]+)"[^>]*>(.*?)<\/table>/g),
        ];
        assert.deepEqual(
          tables.map((m) => m[1]),
          computers.map(({ platform }) => platform),
        );
        tables.forEach(([, platform, table = ''], index) => {
          const { minimum, recommended } = computers[index]?.requirements ?? {};
          assert.ok(minimum, platform);
          const sets = recommended ? [minimum, recommended] : [minimum];
          assert.ok(table.includes(PLATFORMS[/** @type {'windows'} */ (platform)]));
          const columns = [...table.matchAll(/<th scope="col"[^>]*>(.*?)<\/th>/g)].map((m) =>
            textOf(m[1] ?? ''),
          );
          assert.deepEqual(columns, [
            words.part,
            words.minimum,
            ...(recommended ? [words.recommended] : []),
          ]);
          const rows = [...table.matchAll(/<tr[^>]*><th scope="row"[^>]*>(.*?)<\/th>(.*?)<\/tr>/g)];
          const shown = REQUIREMENT_ROWS.filter((row) => sets.some((set) => set[row]));
          assert.deepEqual(
            rows.map((m) => textOf(m[1] ?? '')),
            shown.map((row) => words[row]),
          );
          rows.forEach((row, at) => {
            const cells = [...(row[2] ?? '').matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((m) =>
              textOf(m[1] ?? ''),
            );
            const key = /** @type {(typeof REQUIREMENT_ROWS)[number]} */ (shown[at]);
            assert.deepEqual(
              cells,
              sets.map((set) => set[key] ?? words.none),
              `${platform} ${key}`,
            );
          });
        });
      });

      it(`${url} gives the minimum in SoftwareApplication's terms`, () => {
        const videoGame = jsonLd(readOut(fileOf(url))).find((d) => d['@type'] === 'VideoGame');
        assert.ok(videoGame);
        for (const [property, key] of /** @type {const} */ ([
          ['operatingSystem', 'os'],
          ['processorRequirements', 'processor'],
          ['memoryRequirements', 'memory'],
          ['storageRequirements', 'storage'],
        ])) {
          const values = [
            ...new Set(computers.flatMap(({ requirements }) => requirements?.minimum[key] ?? [])),
          ];
          /** @type {unknown} */
          const said = videoGame[property];
          assert.deepEqual(
            said === undefined ? [] : [said].flat(),
            values,
            `${property} of ${game.slug}`,
          );
        }
      });

      if (game.kit && computers.length) {
        it(`${localisedPath(presskitPath(game.slug), code)} lists the same requirements`, () => {
          const kit = decode(readOut(fileOf(localisedPath(presskitPath(game.slug), code))));
          for (const { platform, requirements } of computers) {
            for (const value of REQUIREMENT_ROWS.flatMap((row) =>
              requirements?.minimum[row] ? [requirements.minimum[row]] : [],
            )) {
              assert.ok(kit.includes(value), `${platform}: ${value}`);
            }
          }
        });
      }
    }
  });
}
