// `node tools/build-into.mjs <dir>`: `npm run build` with the environment as given
// (BASE_PATH, HYDRATION), then out/ moved to <dir> for the browser suite. out/ is then free
// for the ordinary build. The variants that use it, and their environment, are in
// __tests__/suites.mjs (npm test -- build:base-path, build:eager).
import { execSync } from 'node:child_process';
import { renameSync, rmSync } from 'node:fs';
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
console.log(`${dir}/: the build for BASE_PATH="${parseBasePath()}", HYDRATION=${parseHydration()}`);
