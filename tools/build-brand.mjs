// npm test -- build:brand: the site built for a second brand the way a company would make
// it theirs: a copy of the project with the lean content set (tools/lean-content.mjs),
// `npm run brand` with a new name, a deep blue accent and a white page shown first (nothing
// else changed), `npm run build`. The export lands in .out-brand/ for the brand checks
// (__tests__/brand/) and the browser suite's `brand` project.
//
// ART_DRAFT=1 (the default here; ART_DRAFT=0 for README screenshots) draws each picture once, at its smallest widths, and stands
// those files in for the larger ones: the art is the second brand's, redrawn around its
// hue, in about a fifth of the time (test:full's budget for this check is a minute).
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeLean } from './lean-content.mjs';
import { inProjectCopy } from './project-copy.mjs';

export const BRAND_DIR = '.out-brand';
/**
 * The second brand: README's "Make it yours" example, or, when data/brand.json is already
 * that (a checkout made theirs), a teal one, so the check always changes the brand.
 */
// Light-first, as a studio whose identity is daylight would make it: a white page, a deep
// accent, the light theme on a first visit (the dark one derived, a switch away).
const SECOND_BRANDS = [
  {
    name: 'Nova Arcade',
    company: 'Nova Arcade Studios',
    accent: '#1d4ed8',
    page: '#ffffff',
    scheme: 'light',
  },
  {
    name: 'Tidal Forge',
    company: 'Tidal Forge Games',
    accent: '#0f766e',
    page: '#fafaf7',
    scheme: 'light',
  },
];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const current = JSON.parse(readFileSync(path.join(root, 'data', 'brand.json'), 'utf8'));
export const SECOND_BRAND = /** @type {(typeof SECOND_BRANDS)[number]} */ (
  SECOND_BRANDS.find(
    (brand) => brand.name !== current.name && brand.accent !== current.accent?.toLowerCase(),
  )
);

function main() {
  const started = Date.now();
  inProjectCopy(
    root,
    (copy, run) => {
      makeLean(copy);
      run([
        'tools/brand.mjs',
        ...Object.entries(SECOND_BRAND).flatMap(([option, value]) => [`--${option}`, value]),
      ]);
      run(['scripts/build.mjs'], { ART_DRAFT: process.env.ART_DRAFT ?? '1' });
      rmSync(path.join(root, BRAND_DIR), { recursive: true, force: true });
      cpSync(path.join(copy, 'out'), path.join(root, BRAND_DIR), { recursive: true });
      // What was asked, and the brand file `npm run brand` wrote from it (both themes resolved),
      // which the browser checks read their colours from.
      const file = JSON.parse(readFileSync(path.join(copy, 'data', 'brand.json'), 'utf8'));
      writeFileSync(
        path.join(root, BRAND_DIR, '.brand.json'),
        JSON.stringify({ ...SECOND_BRAND, file }),
      );
    },
    { withArt: true },
  );
  console.log(
    `brand build: ${BRAND_DIR}/ for ${SECOND_BRAND.name} (${SECOND_BRAND.accent}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
