// Two builds of one tree give byte-identical out/ trees (the build id comes from the
// content: scripts/build-id.mjs), so redeploying an unchanged commit invalidates nothing.
// `npm test -- rebuild` (test:full), after the checks over out/: it rebuilds out/, counting
// the data files' parses as it goes (PARSE_LOG, lib/core/data-file.mjs).
import assert from 'node:assert/strict';
import { execSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { GAMES_DIR } from '../../lib/content/game-folders.mjs';
import { CONTENT_DIR } from '../../lib/content/schema.mjs';
import { locales } from '../../lib/core/locales.mjs';
import { LOCALES_DIR } from '../../lib/core/messages.mjs';
import { scratchDir } from '../scratch.mjs';
import { digest } from './tree-digest.mjs';

const parseLog = path.join(scratchDir('parses-'), 'parses.log');

describe('reproducible build', () => {
  it('a second build of the same tree gives the same out/, byte for byte', () => {
    const first = digest('out');
    execSync('npm run build', {
      stdio: 'ignore',
      env: { ...process.env, BASE_PATH: '', PARSE_LOG: parseLog },
    });
    const second = digest('out');
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
    const games = readdirSync(GAMES_DIR).flatMap((slug) =>
      readdirSync(path.join(GAMES_DIR, slug)).map((file) => `${GAMES_DIR}/${slug}/${file}`),
    );
    const files = [
      'data/brand.json',
      'data/artwork.json',
      ...locales.map(({ code }) => `${LOCALES_DIR}/${code}/messages.json`),
      ...readdirSync(CONTENT_DIR)
        .filter((name) => name.endsWith('.json'))
        .map((name) => `${CONTENT_DIR}/${name}`),
      ...games,
    ];
    assert.ok(files.length > 20, `${files.length} data files`);
    for (const file of files) assert.equal(counts.get(file), 1, file);
    // Nothing else parsed, and by one process: the art step, Next and the admin read the result.
    assert.deepEqual([...counts.keys()].sort(), [...files].sort());
    assert.equal(processes.size, 1, [...processes].join(', '));
  });
});
