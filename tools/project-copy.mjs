// A scratch copy of the project for a build made the way a studio would make it theirs
// (tools/build-brand.mjs, tools/build-content.mjs): the sources copied, node_modules
// hard-linked, a Next cache of its own. Removed afterwards, whatever happens.
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ART_STAMP, DERIVED_FOLDER } from '../scripts/derived-names.mjs';

// Build output, caches and reports: never part of a clean checkout.
const SKIP = new Set([
  'node_modules',
  '.git',
  '.next',
  'out',
  DERIVED_FOLDER,
  'test-results',
  'playwright-report',
  'screenshots',
  '.bench',
  '.nginx',
  '.wrangler',
  'publish',
  'out-private',
]);

/**
 * A scratch copy of `root` (removed by the caller): the sources copied, node_modules (the
 * site's and the CMS's, when installed) hard-linked, and no .next: Turbopack's cache is
 * never seeded from another build (docs/testing.md, "Builds side by side").
 * `withArt` links the drawn art and copies its stamp too (hard links: the art step writes each
 * file anew and renames it into place, never into a linked one), so the copy's art step draws
 * only what its own inputs change; its builds then share `root`'s store of derived files
 * (sharedStore).
 * @param {string} root
 * @param {{ withArt?: boolean }} [options]
 */
export function projectCopy(root, { withArt = false } = {}) {
  const copy = mkdtempSync(path.join(tmpdir(), 'project-copy-'));
  const skipped = (/** @type {string} */ file) => {
    const relative = path.relative(root, file);
    const top = relative.split(path.sep)[0] ?? '';
    if (relative === path.join('cms', 'node_modules')) return true;
    return SKIP.has(top) || top.startsWith('.out-') || relative === path.join('public', 'art');
  };
  try {
    cpSync(root, copy, { recursive: true, filter: (file) => !skipped(file) });
    const linked = ['node_modules', path.join('cms', 'node_modules')];
    if (withArt) linked.push(path.join('public', 'art'));
    for (const modules of linked) {
      if (!existsSync(path.join(root, modules))) continue;
      // Hard links: a second node_modules at once and with no extra space. A symlink will
      // not do: Turbopack resolves it to the original project and builds that.
      try {
        execFileSync('cp', ['-al', path.join(root, modules), path.join(copy, modules)]);
      } catch {
        cpSync(path.join(root, modules), path.join(copy, modules), {
          recursive: true,
          verbatimSymlinks: true,
        });
      }
    }
    if (withArt && existsSync(path.join(root, ART_STAMP))) {
      mkdirSync(path.join(copy, DERIVED_FOLDER));
      copyFileSync(path.join(root, ART_STAMP), path.join(copy, ART_STAMP));
    }
    // No .next/cache from the checkout: Turbopack's persistent cache holds the outputs of a
    // build of other settings and content, made in another folder; restored into a variant's
    // build it is state that build does not own (docs/testing.md, "Builds side by side").
    // A cold compile of the lean set costs seconds.
    return copy;
  } catch (error) {
    rmSync(copy, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The environment a copy's builds take to share `root`'s store of derived files
 * (scripts/derived-store.mjs): the one `root` shares itself, or its own `.derived/`. Variant
 * builds side by side then draw, zip and compress each thing once between them.
 * @param {string} root
 */
export const sharedStore = (root) => ({
  DERIVED_STORE: process.env.DERIVED_STORE ?? path.join(root, DERIVED_FOLDER),
});

/**
 * Runs `work(copy, run)` in a scratch copy of `root`; `run(args, env)` runs Node there, with
 * `root`'s store shared when the copy has its art (`withArt`).
 * @param {string} root
 * @param {(copy: string, run: (args: string[], env?: Record<string, string>) => void) => void} work
 * @param {{ withArt?: boolean }} [options]
 */
export function inProjectCopy(root, work, options) {
  const copy = projectCopy(root, options);
  // A temporary folder of its own too, beside the copy (jiti's compiled Tailwind config, Node's
  // compile cache and the steps' scratch files land there), removed with it.
  const temporary = `${copy}.tmp`;
  try {
    mkdirSync(temporary);
    work(copy, (args, env = {}) =>
      execFileSync(process.execPath, args, {
        cwd: copy,
        stdio: 'inherit',
        env: {
          ...process.env,
          BASE_PATH: '',
          TMPDIR: temporary,
          ...(options?.withArt ? sharedStore(root) : {}),
          ...env,
        },
      }),
    );
  } finally {
    rmSync(copy, { recursive: true, force: true });
    rmSync(temporary, { recursive: true, force: true });
  }
}

/**
 * Runs the build in `copy` (a bench's scratch copy): its wall time and the art step's own
 * line, in one text, and all it printed.
 * @param {string} copy
 */
export function timedBuild(copy) {
  const started = Date.now();
  const output = execFileSync(process.execPath, ['scripts/build.mjs'], {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, BASE_PATH: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const art = output.split('\n').find((line) => line.startsWith('art:')) ?? '';
  return { summary: `${((Date.now() - started) / 1000).toFixed(1)} s (${art})`, output };
}
