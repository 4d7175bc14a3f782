// The checks over out/ read the export through this: a missing file names the build step.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const out = path.resolve('out');

/** @param {string} file a path inside out/ */
export function readOut(file) {
  const full = path.join(out, file);
  assert.ok(existsSync(full), `${file} is missing from out/: run npm run build first`);
  return readFileSync(full, 'utf8');
}
