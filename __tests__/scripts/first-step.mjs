// The build's first step (scripts/deploy-inputs.mjs) run in a scratch project root, for the
// tests of what it takes and refuses.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const here = process.cwd();

/**
 * What the build's first step prints and its exit status, run in `root`.
 * @param {string} root
 */
export function firstStep(root) {
  const run = spawnSync(process.execPath, [path.join(here, 'scripts', 'deploy-inputs.mjs')], {
    cwd: root,
    encoding: 'utf8',
    // A site of its own, so a store link pointing at it can be told from the stores'.
    env: { ...process.env, BASE_PATH: '', HYDRATION: '', SITE_URL: 'https://portal.example' },
  });
  return { status: run.status, stderr: run.stderr.trim() };
}
