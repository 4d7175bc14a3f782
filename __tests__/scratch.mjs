// Scratch folders for the node --test files, each removed once its file's tests have run, so
// a run leaves nothing in the system's temporary folder (thousands had piled up there, and a
// tool that watches the folders above a project, as wrangler's esbuild does, reads them all).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after } from 'node:test';

/** @type {string[]} */
const made = [];
after(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * A new, empty folder in the system's temporary one, removed after this file's tests.
 * @param {string} prefix its name's start, e.g. 'content-'
 */
export function scratchDir(prefix) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}
