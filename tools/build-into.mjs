// `node tools/build-into.mjs <dir>`: the lean content set (tools/lean-content.mjs) built the
// way `npm run build` builds, with the environment as given (BASE_PATH, HYDRATION), in a
// scratch copy of the project whose drawn art is linked from this one; the export lands in
// <dir>. out/ is left alone, so the variants build beside the default build. The variants
// that use it, and their environment, are in __tests__/suites.mjs (npm test --
// build:lean, build:base-path, build:eager).
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parseBasePath, parseHydration } from '../scripts/deploy-inputs.mjs';
import { addEmbargoed, editDescription, makeLean, withdrawPost } from './lean-content.mjs';
import { inProjectCopy } from './project-copy.mjs';

// --edited: the second deploy of the same code, one description edited and one post
// withdrawn (tools/embargo.mjs).
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { edited: { type: 'boolean' } },
});
const [dir] = positionals;
if (!dir || !dir.startsWith('.out-')) {
  console.error('usage: node tools/build-into.mjs .out-<name>');
  process.exit(1);
}
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
inProjectCopy(
  root,
  (copy, run) => {
    makeLean(copy);
    // An entry of each kind published at one moment: the variants are built a minute before
    // it and at it (BUILD_AT, __tests__/suites.mjs).
    addEmbargoed(copy);
    if (values.edited) {
      editDescription(copy);
      withdrawPost(copy);
    }
    // The environment as given: BASE_PATH too (inProjectCopy's default clears it).
    run(['scripts/build.mjs'], { BASE_PATH: process.env.BASE_PATH ?? '' });
    rmSync(path.join(root, dir), { recursive: true, force: true });
    cpSync(path.join(copy, 'out'), path.join(root, dir), { recursive: true });
  },
  { withArt: true },
);
console.log(
  `${dir}/: the lean set built for BASE_PATH="${parseBasePath()}", HYDRATION=${parseHydration()} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
