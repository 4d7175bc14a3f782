// npm run build:brand: the site built for a second brand the way a company would make
// it theirs: a copy of the project, `npm run brand` with a new name and a blue accent
// (nothing else changed), `npm run build`. The export lands in .out-brand/ for the
// brand checks (__tests__/brand/) and the browser suite's `brand` project.
//
// ART_DRAFT=1 (the default here; ART_DRAFT=0 for README screenshots) draws each picture once, at its smallest widths, and stands
// those files in for the larger ones: the art is the second brand's, redrawn around its
// hue, in about a fifth of the time (npm test's budget for this check is a minute).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BRAND_DIR = '.out-brand';
/**
 * The second brand: README's "Make it yours" example, or, when data/brand.json is already
 * that (a checkout made theirs), a teal one, so the check always changes the brand.
 */
const SECOND_BRANDS = [
  { name: 'Nova Arcade', company: 'Nova Arcade Studios', accent: '#3ba7ff' },
  { name: 'Tidal Forge', company: 'Tidal Forge Games', accent: '#14b8a6' },
];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const current = JSON.parse(readFileSync(path.join(root, 'data', 'brand.json'), 'utf8'));
export const SECOND_BRAND = /** @type {(typeof SECOND_BRANDS)[number]} */ (
  SECOND_BRANDS.find(
    (brand) => brand.name !== current.name && brand.accent !== current.accent?.toLowerCase(),
  )
);
// Build output, caches and reports: never part of a clean checkout.
const SKIP = new Set([
  'node_modules',
  '.git',
  '.next',
  'out',
  '.out-base-path',
  BRAND_DIR,
  '.art-cache',
  'test-results',
  'playwright-report',
  'screenshots',
  '.bench',
  '.nginx',
  '.wrangler',
  'publish',
  'out-private',
]);
const skipped = (file) => {
  const relative = path.relative(root, file);
  return (
    SKIP.has(relative.split(path.sep)[0]) ||
    relative === path.join('public', 'art') ||
    relative === path.join('deploy', 'generated')
  );
};

function main() {
  const started = Date.now();
  const copy = mkdtempSync(path.join(tmpdir(), 'brand-build-'));
  try {
    cpSync(root, copy, { recursive: true, filter: (file) => !skipped(file) });
    // Hard links: a second node_modules at once and with no extra space. A symlink will
    // not do: Turbopack resolves it to the original project and builds that.
    try {
      execFileSync('cp', ['-al', path.join(root, 'node_modules'), copy]);
    } catch {
      cpSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), {
        recursive: true,
        verbatimSymlinks: true,
      });
    }
    // The default brand's build cache, when there is one (npm test builds the base-path
    // site first): a warm start. That a brand change gets through a
    // warm cache in place is __tests__/scripts/brand-css.test.mjs.
    const cache = path.join(root, '.next', 'cache');
    if (existsSync(cache)) cpSync(cache, path.join(copy, '.next', 'cache'), { recursive: true });
    const run = (args, env = {}) =>
      execFileSync(process.execPath, args, {
        cwd: copy,
        stdio: 'inherit',
        env: { ...process.env, BASE_PATH: '', ...env },
      });
    run([
      'scripts/brand.mjs',
      ...Object.entries(SECOND_BRAND).flatMap(([option, value]) => [`--${option}`, value]),
    ]);
    run(['scripts/build.mjs'], { ART_DRAFT: process.env.ART_DRAFT ?? '1' });
    rmSync(path.join(root, BRAND_DIR), { recursive: true, force: true });
    cpSync(path.join(copy, 'out'), path.join(root, BRAND_DIR), { recursive: true });
    writeFileSync(path.join(root, BRAND_DIR, '.brand.json'), JSON.stringify(SECOND_BRAND));
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
  console.log(
    `brand build: ${BRAND_DIR}/ for ${SECOND_BRAND.name} (${SECOND_BRAND.accent}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
