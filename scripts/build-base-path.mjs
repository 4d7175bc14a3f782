// Builds the site as it would be deployed under a sub-path (a GitHub Pages project
// site) into .out-base-path/, for the browser suite's base-path run. out/ is then
// free for the ordinary build.
import { execSync } from 'node:child_process';
import { renameSync, rmSync, writeFileSync } from 'node:fs';

const basePath = process.env.BASE_PATH || '/demo/portal';
execSync('npm run build', { stdio: 'inherit', env: { ...process.env, BASE_PATH: basePath } });
rmSync('.out-base-path', { recursive: true, force: true });
renameSync('out', '.out-base-path');
writeFileSync('.out-base-path/.base-path', basePath);
console.log(`base-path build: .out-base-path/ for ${basePath}/`);
