// `node tools/build-into.mjs <dir>`: the lean content set (tools/lean-content.mjs) built the
// way `npm run build` builds, with the environment as given (BASE_PATH, HYDRATION), in a
// scratch copy of the project whose drawn art is linked from this one; the export lands in
// <dir>. out/ is left alone, so the variants build beside the default build. The variants
// that use it, and their environment, are in __tests__/suites.mjs (npm test --
// build:lean, build:base-path, the reproducible pair's second build).
//
// Each `--then <dir>` builds again in the same copy once the one before is done, its Next
// cache warm (a cold compile is most of a lean build's CPU), into <dir>, in the order given:
// with `--then-edited` after it, the next deploy of the same code (one description edited
// and one post withdrawn, tools/embargo.mjs, kept by the builds after it); with each
// `--then-env KEY=VALUE` after it over the environment as given. Variants that are
// independent of each other are built so, as one step.
//
// `--without-newsletter`: the copy's brand names no newsletter (the reproducible pair's
// second build, which then differs from the first in the newsletter's pages alone).
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parseBasePath, parseHydration } from '../scripts/deploy-inputs.mjs';
import {
  addEmbargoed,
  editDescription,
  makeLean,
  withdrawPost,
  withoutNewsletter,
} from './lean-content.mjs';
import { inProjectCopy } from './project-copy.mjs';

const { positionals, values, tokens } = parseArgs({
  allowPositionals: true,
  tokens: true,
  options: {
    then: { type: 'string', multiple: true },
    'then-edited': { type: 'boolean', multiple: true },
    'then-env': { type: 'string', multiple: true },
    'without-newsletter': { type: 'boolean' },
  },
});
/** @returns {never} */
const usage = () => {
  console.error(
    'usage: node tools/build-into.mjs .out-<name> [--without-newsletter] [--then .out-<name> [--then-edited] [--then-env KEY=VALUE ...]] ...',
  );
  process.exit(1);
};
/** @typedef {{ dir: string, edited: boolean, env: Record<string, string> }} Later */
/** The builds after the first, in order, each with the options that follow its `--then`. */
const later = /** @type {Later[]} */ ([]);
for (const token of tokens) {
  if (token.kind !== 'option' || token.name === 'without-newsletter') continue;
  if (token.name === 'then') {
    later.push({ dir: token.value ?? '', edited: false, env: {} });
    continue;
  }
  const current = later.at(-1);
  if (!current) {
    console.error(`build-into: --${token.name} belongs after a --then`);
    usage();
  } else if (token.name === 'then-edited') current.edited = true;
  else {
    const pair = token.value ?? '';
    const at = pair.indexOf('=');
    if (at < 1) {
      console.error(`build-into: --then-env ${pair}: expected KEY=VALUE`);
      process.exit(1);
    }
    current.env[pair.slice(0, at)] = pair.slice(at + 1);
  }
}
const [dir] = positionals;
const dirs = [dir, ...later.map((build) => build.dir)];
if (!dir || dirs.some((name) => !name?.startsWith('.out-'))) usage();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

inProjectCopy(
  root,
  (copy, run) => {
    makeLean(copy);
    if (values['without-newsletter']) withoutNewsletter(copy);
    // An entry of each kind published at one moment: the variants are built a minute before
    // it and at it (BUILD_AT, __tests__/suites.mjs).
    addEmbargoed(copy);
    /** @param {string} into @param {Record<string, string>} env */
    const build = (into, env) => {
      const started = Date.now();
      // The environment as given: BASE_PATH too (inProjectCopy's default clears it).
      run(['scripts/build.mjs'], { BASE_PATH: process.env.BASE_PATH ?? '', ...env });
      rmSync(path.join(root, into), { recursive: true, force: true });
      cpSync(path.join(copy, 'out'), path.join(root, into), { recursive: true });
      const { BASE_PATH, HYDRATION } = { ...process.env, ...env };
      console.log(
        `${into}/: the lean set built for BASE_PATH="${parseBasePath(BASE_PATH ?? '')}", HYDRATION=${parseHydration(HYDRATION || 'intent')} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    };
    build(dir, {});
    for (const next of later) {
      if (next.edited) {
        editDescription(copy);
        withdrawPost(copy);
      }
      build(next.dir, next.env);
    }
  },
  { withArt: true },
);
