// CI's second Node line (`npm test -- node` with EXPORT_REFERENCE, .ci/run): the export this
// Node builds is the one the first line built, byte for byte, so every check over out/ that
// passed there holds here; the checks of the build's own steps (__tests__/scripts, tools) run
// under this Node still. An export that differs fails, naming its files: the build then
// depends on the Node running it, and the checks over out/ have not read these bytes.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { digest } from './tree-digest.mjs';

const reference = process.env.EXPORT_REFERENCE;

describe('the export under this Node', () => {
  it('is the first Node line’s, byte for byte', () => {
    assert.ok(reference, 'EXPORT_REFERENCE names the first line’s manifest (.ci/run)');
    const made = /** @type {{ dir: string, node: string, files: Record<string, string> }} */ (
      JSON.parse(readFileSync(reference, 'utf8'))
    );
    const here = digest(made.dir);
    const differ = Object.keys({ ...made.files, ...here })
      .filter((file) => made.files[file] !== here[file])
      .sort()
      .map((file) =>
        !(file in here) ? `${file}: missing` : !(file in made.files) ? `${file}: new` : file,
      );
    assert.ok(Object.keys(here).length > 100, `${made.dir}/ holds an export`);
    assert.deepEqual(
      differ.slice(0, 20),
      [],
      `${differ.length} files of ${made.dir}/ differ from the export Node ${made.node} built`,
    );
  });
});
