// publishAt and expireAt (lib/content/shared/moments.mjs), as the build's first step reads them: an
// entry of each kind that has them, published a minute after the build's instant, is in none
// of the content the pages, lists, feeds and index are made from, in any language; built a
// minute later, each is there. A moment without its offset, or a day the calendar lacks,
// stops the first step in one line naming the file. And scripts/due.mjs, which says from the
// same content whether a build is due.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { readContentFiles, resolveContent } from '../../lib/content/resolve.mjs';
import { momentOf } from '../../lib/content/shared/moments.mjs';
import { locales } from '../../lib/core/locales.mjs';
import { readCatalogue } from '../../scripts/art/catalogue.mjs';
import { nextChangeLine } from '../../scripts/deploy-inputs.mjs';
import { dueLine } from '../../scripts/due.mjs';
import { EMBARGO, addEmbargoed, makeLean } from '../../tools/lean-content.mjs';
import { rootWithFolder, stopsInOneLine } from './first-step.mjs';

const here = process.cwd();

const embargoed = () =>
  rootWithFolder('data', (data) => {
    makeLean(path.dirname(data));
    addEmbargoed(path.dirname(data));
  });

/** @param {string} root @param {string} instant */
const resolvedAt = (root, instant) =>
  resolveContent(readContentFiles(root), readCatalogue(root), { now: new Date(instant) });

describe('an entry of each kind, published a minute after the build', () => {
  const root = embargoed();
  const before = resolvedAt(root, EMBARGO.before);
  const at = resolvedAt(root, EMBARGO.at);

  it('is in none of the content, in any language: no name, slug, word or link', () => {
    const text = JSON.stringify(before.byLanguage);
    assert.doesNotMatch(text, new RegExp(EMBARGO.word, 'i'));
    assert.ok(!text.includes(EMBARGO.trailer.youtube));
    for (const { code } of locales) {
      const content = before.byLanguage[code];
      const kit = content.catalogue.find((game) => game.slug === EMBARGO.kit);
      assert.equal(kit?.kit, false, `${code}: the kit is held back, the game is not`);
      assert.equal(kit?.press, undefined);
    }
    // Its pictures are prepared, never the export's.
    assert.ok(
      before.held.some((slug) => slug.includes(EMBARGO.game)),
      before.held.join(', '),
    );
    assert.ok(![...before.pictures.keys()].some((slug) => slug.includes(EMBARGO.game)));
  });

  it('is everywhere it belongs a minute later, in every language', () => {
    for (const { code } of locales) {
      const content = at.byLanguage[code];
      assert.ok(
        content.catalogue.some((game) => game.slug === EMBARGO.game),
        code,
      );
      assert.ok(
        content.games.popular.some((card) => card.game === EMBARGO.game),
        code,
      );
      const first = content.catalogue.find((game) => game.related.includes(EMBARGO.game));
      assert.ok(first, `${code}: a related list names it`);
      assert.ok(
        content.news.some((post) => post.slug === EMBARGO.post),
        code,
      );
      assert.ok(
        content.pages.some((page) => page.slug === EMBARGO.page),
        code,
      );
      const careers = content.pages.find((page) => page.slug === 'careers');
      assert.ok(
        careers?.positions.some((job) => job.title === EMBARGO.position),
        code,
      );
      const withTrailer = content.catalogue.find((game) => game.slug === EMBARGO.trailer.game);
      assert.ok(withTrailer?.videos.some((video) => video.youtube === EMBARGO.trailer.youtube));
      assert.equal(content.catalogue.find((game) => game.slug === EMBARGO.kit)?.kit, true);
    }
    assert.equal(at.held.length, 0, at.held.join(', '));
  });

  it('carries no moment into what is shown', () => {
    assert.doesNotMatch(JSON.stringify(at.byLanguage), /publishAt|expireAt/);
  });

  it('is the next change the build names, and none is left after it', () => {
    assert.match(
      nextChangeLine(before.upcoming),
      new RegExp(`^build: the output changes next at ${EMBARGO.at.replace('Z', '.000Z')}: `),
    );
    assert.ok(!at.upcoming.some((change) => change.at <= new Date(EMBARGO.at)));
  });

  it('leaves the site at its expireAt, and says so', () => {
    const later = embargoed();
    const file = path.join(later, 'data/content/news', EMBARGO.post, 'index.en.md');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(
        `publishAt: ${EMBARGO.at}`,
        'publishAt: 2026-11-01T00:00:00Z\nexpireAt: 2026-12-01T16:00:00+01:00',
      ),
    );
    const { byLanguage, warnings } = resolvedAt(later, EMBARGO.at);
    assert.ok(!byLanguage.en.news.some((post) => post.slug === EMBARGO.post));
    assert.ok(
      warnings.includes(
        `data/content/news/${EMBARGO.post}/index.en.md: expireAt 2026-12-01T16:00:00+01:00, before the build's instant: left out`,
      ),
      warnings.join('\n'),
    );
  });
});

describe('a moment the calendar or the clock lacks stops the first step in one line', () => {
  it('an instant without its offset, in a game file', () => {
    const root = embargoed();
    const file = path.join(root, 'data/content/games', EMBARGO.game, 'index.json');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(EMBARGO.at, EMBARGO.at.replace('Z', '')),
    );
    stopsInOneLine(
      root,
      /^build: data\/content\/games\/vesper-causeway\/index\.json: (en\.)?publishAt is "2026-12-01T15:00:00": expected an instant with its offset/,
    );
  });

  it('a day the calendar lacks, in a post', () => {
    const root = embargoed();
    const file = path.join(root, 'data/content/news', EMBARGO.post, 'index.en.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace(EMBARGO.at, '2027-02-30T15:00:00Z'));
    stopsInOneLine(
      root,
      /^build: data\/content\/news\/vesper-causeway-announced\/index\.en\.md: publishAt is "2027-02-30T15:00:00Z": expected an instant with its offset/,
    );
  });

  it('reads a day alone as 00:00 UTC, and an offset as written', () => {
    assert.equal(momentOf('2027-03-10')?.toISOString(), '2027-03-10T00:00:00.000Z');
    assert.equal(momentOf('2027-03-10T16:00:00+01:00')?.toISOString(), '2027-03-10T15:00:00.000Z');
    assert.equal(momentOf('2027-03-10T15:00'), null);
  });
});

describe('scripts/due.mjs: whether a build is due, without building', () => {
  it('says nothing is due for the sample since now, and exits 1', () => {
    const run = spawnSync(
      process.execPath,
      [path.join(here, 'scripts/due.mjs'), '--since', new Date().toISOString()],
      { cwd: here, encoding: 'utf8' },
    );
    assert.equal(run.status, 1, run.stderr);
    assert.match(
      run.stdout,
      /^due: nothing since \S+; (the next change is at \S+|no change is ahead)\n$/,
    );
  });

  it("says a build is due since a minute before a sample entry's instant, and exits 0", () => {
    // The sample's early-access game came out on Windows on 14/05/2026.
    const run = spawnSync(
      process.execPath,
      [path.join(here, 'scripts/due.mjs'), '--since', '2026-05-13T23:59:00Z'],
      { cwd: here, encoding: 'utf8' },
    );
    assert.equal(run.status, 0, run.stderr);
    assert.match(
      run.stdout,
      /^due: data\/content\/games\/glasswing-run\/index\.json: windows is out at 2026-05-14T00:00:00\.000Z/,
    );
    assert.equal(run.stdout.split('\n').length, 2, 'one line');
  });

  it('names each embargoed entry due a minute after the build before it, and none after', () => {
    const root = embargoed();
    const due = dueLine(['--since', EMBARGO.before, '--now', EMBARGO.at], root);
    assert.equal(due.code, 0, due.line);
    assert.match(
      due.line,
      /^due: .* is published at 2026-12-01T15:00:00\.000Z \(and \d+ more\): build now$/,
    );
    const none = dueLine(['--since', EMBARGO.at, '--now', EMBARGO.at], root);
    assert.equal(none.code, 1, none.line);
    const early = dueLine(['--since', EMBARGO.before, '--now', '2026-12-01T14:59:59Z'], root);
    assert.equal(early.code, 1, early.line);
  });

  it('refuses an instant without its offset in one line, exit 2', () => {
    const bad = dueLine(['--since', '2026-12-01 15:00']);
    assert.equal(bad.code, 2);
    assert.match(
      bad.line,
      /^due: --since is "2026-12-01 15:00": expected an instant with its offset/,
    );
  });
});

describe("a game's state, in the sample", () => {
  it('names no store of a delisted game in any language, and keeps its page', () => {
    const { byLanguage } = resolveContent(readContentFiles(here), readCatalogue(here));
    for (const { code } of locales) {
      const game = byLanguage[code].catalogue.find((entry) => entry.state === 'delisted');
      assert.ok(game, `${code}: the sample has a delisted game`);
      assert.equal(game.stores, undefined, code);
    }
    const states = byLanguage.en.catalogue
      .map((game) => game.state)
      .filter(Boolean)
      .sort();
    assert.deepEqual(states, ['delisted', 'early-access'], 'each state once');
  });
});
