// `node tools/build-into.mjs <dir>`: `npm run build` with the environment as given
// (BASE_PATH, HYDRATION), then out/ moved to <dir> for the browser suite, with the base
// path recorded in <dir>/.base-path. out/ is then free for the ordinary build.
//   npm test -- build:base-path   BASE_PATH=/demo/portal into .out-base-path/ (a sub-path host)
//   npm test -- build:eager       HYDRATION=eager into .out-eager/ (Next's own script tags)
import { execSync } from 'node:child_process';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { parseBasePath, parseHydration } from '../scripts/deploy-inputs.mjs';

const { positionals } = parseArgs({ allowPositionals: true });
const [dir] = positionals;
if (!dir || !dir.startsWith('.out-')) {
  console.error('usage: node tools/build-into.mjs .out-<name>');
  process.exit(1);
}
execSync('npm run build', { stdio: 'inherit' });
rmSync(dir, { recursive: true, force: true });
renameSync('out', dir);
writeFileSync(`${dir}/.base-path`, parseBasePath());
console.log(`${dir}/: the build for BASE_PATH="${parseBasePath()}", HYDRATION=${parseHydration()}`);
