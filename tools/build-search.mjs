// npm test -- build:search: the site with search on (data/brand.json `search`, docs/search.md),
// built the way a studio turns it on: a copy of the project, `npm run brand -- --search true`
// (nothing else changed), `npm run build`. The whole catalogue, so the search checks find every
// game and post in every language; the drawn art is linked from this checkout. The export lands
// in .out-search/ for the search checks (__tests__/search/) and the browser suite's `search`
// project.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inProjectCopy } from './project-copy.mjs';

export const SEARCH_OUT = '.out-search';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  inProjectCopy(
    root,
    (copy, run) => {
      run(['tools/brand.mjs', '--search', 'true']);
      run(['scripts/build.mjs']);
      rmSync(path.join(root, SEARCH_OUT), { recursive: true, force: true });
      cpSync(path.join(copy, 'out'), path.join(root, SEARCH_OUT), { recursive: true });
    },
    { withArt: true },
  );
  console.log(
    `${SEARCH_OUT}/: the site with search on in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
