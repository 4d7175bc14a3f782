// Every page's structured data as a third party reads it (schema-org.mjs: Adobe's validator
// over schema.org's vocabulary and Google's rich-result rules), beside the project's own
// checks of what each block says (games.test.mjs, every-page.test.mjs).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readContent } from '../../scripts/content.mjs';
import { fileOf, gamePath } from '../../lib/core/routes.mjs';
import { htmlPages, readOut } from './read-out.mjs';
import { structuredDataFailures } from './schema-org.mjs';

const { byLanguage } = readContent();

describe("a third party's structured-data validator", () => {
  // Whether each game page has its VideoGame at all is games.test.mjs's check: this one reads
  // whatever blocks a page has.
  it('finds no failure on any page that has structured data', async () => {
    /** @type {Record<string, string[]>} */
    const failed = {};
    let read = 0;
    for (const file of htmlPages()) {
      const html = readOut(file);
      if (!html.includes('application/ld+json')) continue;
      read += 1;
      const failures = await structuredDataFailures(html);
      if (failures.length) failed[file] = failures;
    }
    assert.ok(read > 0, 'no page of out/ has structured data');
    assert.deepEqual(failed, {});
  });

  // The validator is only worth its silence if it speaks: each break of a real game page's
  // blocks is named.
  const game = byLanguage.en.catalogue.find((entry) => entry.page === 'own');
  assert.ok(game, 'a game with a page of its own');
  const html = readOut(fileOf(gamePath(game.slug)));
  for (const [what, broken, named] of /** @type {const} */ ([
    [
      'a type schema.org lacks',
      html.replace('"@type":"VideoGame"', '"@type":"VideoGamez"'),
      /Type "VideoGamez" is not a valid schema\.org type/,
    ],
    [
      'a property schema.org does not give the type',
      html.replace('"@type":"VideoGame",', '"@type":"VideoGame","platformName":"Windows",'),
      /Property "platformName" for type "VideoGame" is not supported/,
    ],
    [
      'a breadcrumb without its position',
      html.replace('"@type":"ListItem","position":1,', '"@type":"ListItem",'),
      /BreadcrumbList › itemListElement: Required attribute "position" is missing/,
    ],
    [
      'a block that does not parse',
      html.replace('"@type":"VideoGame",', '"@type":"VideoGame",,'),
      /jsonld: Could not parse JSON-LD/,
    ],
  ])) {
    it(`fails a game page with ${what}`, async () => {
      assert.notEqual(broken, html, 'the break applies to the page');
      const failures = await structuredDataFailures(broken);
      assert.ok(
        failures.some((line) => named.test(line)),
        `expected ${named}, got ${JSON.stringify(failures)}`,
      );
    });
  }
});
