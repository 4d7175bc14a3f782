// The build's first step (scripts/deploy-inputs.mjs) run in a scratch project root, for the
// tests of what it takes and refuses.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { scratchDir } from '../scratch.mjs';

const here = process.cwd();

/**
 * What the build's first step prints and its exit status, run in `root`.
 * @param {string} root
 */
export function firstStep(root) {
  const run = spawnSync(process.execPath, [path.join(here, 'scripts', 'deploy-inputs.mjs')], {
    cwd: root,
    encoding: 'utf8',
    // A site of its own, so a store link pointing at it can be told from the stores'.
    env: { ...process.env, BASE_PATH: '', HYDRATION: '', SITE_URL: 'https://portal.example' },
  });
  return { status: run.status, stderr: run.stderr.trim() };
}

/**
 * The first step in `root` stops with one line, matching `expected`; the line, for more.
 * @param {string} root @param {RegExp} expected
 */
export function stopsInOneLine(root, expected) {
  const { status, stderr } = firstStep(root);
  assert.equal(status, 1, stderr);
  assert.equal(stderr.split('\n').length, 1, stderr);
  assert.match(stderr, expected);
  return stderr;
}

/**
 * A project root with today's data, `change` run first on one of its Markdown collections
 * (`data/content/news`, `data/content/pages`).
 * @param {string} folder @param {(folder: string) => void} [change]
 */
export function rootWithFolder(folder, change = () => {}) {
  const root = scratchDir('first-step-');
  cpSync(path.join(here, 'data'), path.join(root, 'data'), { recursive: true });
  mkdirSync(path.join(root, 'data', 'pictures'), { recursive: true });
  change(path.join(root, folder));
  return root;
}

/**
 * An entry's file in a language, rewritten by `edit`, which must change it.
 * @param {string} folder @param {string} slug @param {string} code
 * @param {(text: string) => string} edit
 */
export function editEntry(folder, slug, code, edit) {
  const file = path.join(folder, slug, `index.${code}.md`);
  const before = readFileSync(file, 'utf8');
  const after = edit(before);
  assert.notEqual(after, before, `the edit changed ${slug}/index.${code}.md`);
  writeFileSync(file, after);
}
