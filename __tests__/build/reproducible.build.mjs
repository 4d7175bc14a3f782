// Two builds of one tree give byte-identical out/ trees (the build id comes from the
// content: scripts/build-id.mjs), so redeploying an unchanged commit invalidates nothing.
// `npm run test:build` (test:full), after the checks over out/: it rebuilds out/.
import assert from 'node:assert/strict';
import { execSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { digest } from './tree-digest.mjs';

describe('reproducible build', () => {
  it('a second build of the same tree gives the same out/, byte for byte', () => {
    const first = digest('out');
    execSync('npm run build', { stdio: 'ignore', env: { ...process.env, BASE_PATH: '' } });
    const second = digest('out');
    const changed = Object.keys({ ...first, ...second }).filter(
      (file) => first[file] !== second[file],
    );
    assert.ok(Object.keys(first).length > 100);
    assert.deepEqual(changed, []);
  });
});
