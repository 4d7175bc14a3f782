// The site with search on (data/brand.json `search`, docs/search.md), built the way a studio
// turns it on: a copy of the project, `npm run brand -- --search true` (nothing else
// changed), `npm run build`. The whole catalogue, so the search checks find every game and post
// in every language; the drawn art is linked from this checkout. The export lands in
// .out-search/ for the search checks (__tests__/search/) and the browser suite's `search`
// project.
// test:full builds it in the copy of a half of the content sets, after them, its Next cache
// warm (tools/build-content.mjs --then-search: npm test -- build:content);
// `node tools/build-search.mjs` builds it alone, in a copy of its own.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inProjectCopy } from './project-copy.mjs';

export const SEARCH_OUT = '.out-search';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Turns search on in `copy`, a copy of this project as checked out (its data/ this one's),
 * builds it and puts its export in .out-search/.
 * @param {string} copy
 * @param {(args: string[], env?: Record<string, string>) => void} run a step in the copy
 */
export function buildSearchIn(copy, run) {
  const started = Date.now();
  run(['tools/brand.mjs', '--search', 'true']);
  run(['scripts/build.mjs']);
  rmSync(path.join(root, SEARCH_OUT), { recursive: true, force: true });
  cpSync(path.join(copy, 'out'), path.join(root, SEARCH_OUT), { recursive: true });
  console.log(
    `${SEARCH_OUT}/: the site with search on in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  inProjectCopy(root, buildSearchIn, { withArt: true });
}
