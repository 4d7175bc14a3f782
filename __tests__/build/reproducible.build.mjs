// Two builds of one tree give byte-identical exports (the build id comes from the runtime:
// scripts/build-id.mjs), so redeploying an unchanged commit invalidates nothing. The second
// leaves the brand's newsletter out: every page without its form, and its policy, stays
// byte for byte (issue 90: a newsletter widens no other page's CSP).
// `npm test -- rebuild` (test:full), after build:lean: it builds the lean set again, in
// another scratch copy with a store of its own, counting the data files' parses as it goes
// (PARSE_LOG, lib/core/data-file.mjs).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { GAMES_DIR, GAME_FILE } from '../../lib/content/games/game-folders.mjs';
import { CONTENT_DIR } from '../../lib/content/shared/fields.mjs';
import { locales } from '../../lib/core/locales.mjs';
import { LOCALES_DIR } from '../../lib/core/messages.mjs';
import { scratchDir } from '../scratch.mjs';
import { EMBARGO, LEAN } from '../../tools/lean-content.mjs';
import { newsletterTarget } from '../../scripts/security.mjs';
import { digest } from './tree-digest.mjs';

/** A page's meta policy. @param {string} html */
const policyOf = (html) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '';

const LEAN_OUT = '.out-lean';
const AGAIN = '.out-lean-again';

const parseLog = path.join(scratchDir('parses-'), 'parses.log');

describe('reproducible build', () => {
  it('a second build of the same tree, in another copy, gives the same export byte for byte', () => {
    const first = digest(LEAN_OUT);
    execFileSync(process.execPath, ['tools/build-into.mjs', AGAIN, '--without-newsletter'], {
      stdio: 'ignore',
      // A store of its own: the kits' archives and the compressed copies made again, not
      // taken from the first build's (the drawn art is linked, as every variant's is).
      env: {
        ...process.env,
        BASE_PATH: '',
        PARSE_LOG: parseLog,
        DERIVED_STORE: scratchDir('store-'),
      },
    });
    const second = digest(AGAIN);
    // Its copy's brand names no newsletter (tools/build-into.mjs): the one difference allowed
    // is on the pages that carry the form, and in their rules of _headers.
    const formPages = Object.keys(first)
      .filter((file) => file.endsWith('index.html'))
      .filter((file) => newsletterTarget(readFileSync(path.join(LEAN_OUT, file), 'utf8')));
    const folders = formPages.map((file) => path.dirname(file));
    const policies = formPages.map((file) =>
      [LEAN_OUT, AGAIN].map((dir) => policyOf(readFileSync(path.join(dir, file), 'utf8'))),
    );
    const headers = [LEAN_OUT, AGAIN].map((dir) =>
      readFileSync(path.join(dir, '_headers'), 'utf8').split('\n'),
    );
    rmSync(AGAIN, { recursive: true });
    const changed = Object.keys({ ...first, ...second }).filter(
      (file) => first[file] !== second[file],
    );
    assert.ok(Object.keys(first).length > 100);
    assert.ok(formPages.length >= 8, `${formPages.length} pages with the newsletter's form`);
    // A form page's own files (its HTML, its flight data, their compressed copies), never a
    // page below it (a game's kit) or anything else.
    const ownFile = (/** @type {string} */ file) =>
      folders.includes(path.dirname(file)) &&
      /^index\.(html|txt)(\.(br|gz))?$/.test(path.basename(file));
    assert.deepEqual(
      changed.filter((file) => file !== '_headers' && !ownFile(file)),
      [],
    );
    assert.ok(formPages.every((file) => changed.includes(file)));
    // On those pages, the policies differ in form-action alone: the provider's, or none.
    for (const [withForm, without] of policies) {
      const directives = (/** @type {string} */ policy) =>
        policy.split('; ').filter((directive) => !directive.startsWith('form-action '));
      assert.deepEqual(directives(withForm ?? ''), directives(without ?? ''));
      assert.match(withForm ?? '', /form-action https:\/\/[^ ;]+/);
      assert.match(without ?? '', /form-action 'none'/);
    }
    // And in _headers, only the lines of their policies.
    const [before = [], after = []] = headers;
    assert.equal(before.length, after.length);
    for (let i = 0; i < before.length; i++) {
      if (before[i] !== after[i]) assert.match(`${before[i]}`, /form-action https:/, after[i]);
    }
  });

  it('parses each data file once, all in its first step (lib/render/build-result.mjs)', () => {
    const parses = readFileSync(parseLog, 'utf8').trim().split('\n');
    /** @type {Map<string, number>} */
    const counts = new Map();
    const processes = new Set();
    for (const line of parses) {
      const file = line.slice(line.indexOf(' ') + 1);
      processes.add(line.slice(0, line.indexOf(' ')));
      counts.set(file, (counts.get(file) ?? 0) + 1);
    }
    // The embargoed game is read and checked too, though it does not show (tools/embargo.mjs).
    const games = [...LEAN.games, EMBARGO.game].map((slug) => `${GAMES_DIR}/${slug}/${GAME_FILE}`);
    const files = [
      'data/brand.json',
      'data/artwork.json',
      ...locales.map(({ code }) => `${LOCALES_DIR}/${code}/messages.json`),
      ...readdirSync(CONTENT_DIR)
        .filter((name) => name.endsWith('.json'))
        .map((name) => `${CONTENT_DIR}/${name}`),
      ...games,
    ];
    assert.ok(files.length > 10, `${files.length} data files`);
    for (const file of files) assert.equal(counts.get(file), 1, file);
    // Nothing else parsed, and by one process: the art step, Next and the admin read the result.
    assert.deepEqual([...counts.keys()].sort(), [...files].sort());
    assert.equal(processes.size, 1, [...processes].join(', '));
  });
});
