// Two builds of one tree give byte-identical exports (the build id comes from the content:
// scripts/build-id.mjs), so redeploying an unchanged commit invalidates nothing.
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
import { digest } from './tree-digest.mjs';

const LEAN_OUT = '.out-lean';
const AGAIN = '.out-lean-again';

const parseLog = path.join(scratchDir('parses-'), 'parses.log');

describe('reproducible build', () => {
  it('a second build of the same tree, in another copy, gives the same export byte for byte', () => {
    const first = digest(LEAN_OUT);
    execFileSync(process.execPath, ['tools/build-into.mjs', AGAIN], {
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
    rmSync(AGAIN, { recursive: true });
    const changed = Object.keys({ ...first, ...second }).filter(
      (file) => first[file] !== second[file],
    );
    assert.ok(Object.keys(first).length > 100);
    assert.deepEqual(changed, []);
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
