// `node tools/check-next.mjs <version>`: tries another Next without touching this checkout.
// Copies the project (no node_modules, builds or reports) to a scratch folder, installs
// next@<version> there, then runs `npm test -- core` once per hydration mode and prints
// one line per mode: pass or fail, with the post-build warnings that build printed.
//   --keep   leave the scratch folder (its path is printed) to read the logs
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { keep: { type: 'boolean', default: false } },
});
const [version] = positionals;
if (!version || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version)) {
  console.error('usage: node tools/check-next.mjs <version> (like 16.5.0-canary.38) [--keep]');
  process.exit(1);
}

/** Left out of the copy: installs, builds and reports, all remade there. */
const SKIP =
  /^(\.git|node_modules|\.next|out|\.out-[\w-]+|test-results|playwright-report|screenshots|\.bench|publish|\.nginx|\.wrangler|\.derived|deploy\/generated)(\/|$)/;

const scratch = mkdtempSync(path.join(tmpdir(), `check-next-${version}-`));
cpSync(root, scratch, {
  recursive: true,
  filter: (source) => !SKIP.test(path.relative(root, source).split(path.sep).join('/')),
});

/**
 * Runs a command in the copy, its output to a log file there; returns its status and log.
 * @param {string} name @param {string[]} args @param {Record<string, string>} [env]
 */
function run(name, args, env = {}) {
  const log = path.join(scratch, `check-next.${name}.log`);
  const result = spawnSync('npm', args, {
    cwd: scratch,
    env: { ...process.env, CI: 'true', ...env },
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
  });
  writeFileSync(log, `${result.stdout ?? ''}${result.stderr ?? ''}`);
  return { ok: result.status === 0, log };
}

console.log(`check:next ${version}: installing in ${scratch}`);
// eslint-config-next follows Next's version where the registry has that version (canaries
// are not all published there); otherwise the project's own stays.
const eslintConfig = spawnSync('npm', ['view', `eslint-config-next@${version}`, 'version'], {
  encoding: 'utf8',
});
const withConfig = eslintConfig.status === 0 && eslintConfig.stdout.trim() === version;
const install = run('install', [
  'install',
  '--no-audit',
  '--no-fund',
  '--save-exact',
  `next@${version}`,
  ...(withConfig ? [`eslint-config-next@${version}`] : []),
]);
if (!install.ok) {
  console.log(`check:next ${version}: install failed (${install.log})`);
  process.exit(1);
}
const installed = JSON.parse(
  readFileSync(path.join(scratch, 'node_modules', 'next', 'package.json'), 'utf8'),
).version;

let failed = 0;
for (const mode of ['intent', 'eager']) {
  const started = Date.now();
  const result = run(mode, ['test', '--', 'core'], { HYDRATION: mode });
  const text = readFileSync(result.log, 'utf8');
  const warnings = text.split('\n').filter((line) => line.startsWith('postbuild: warning:'));
  const seconds = Math.round((Date.now() - started) / 1000);
  if (!result.ok) failed += 1;
  console.log(
    `check:next ${installed} HYDRATION=${mode}: ${result.ok ? 'pass' : 'FAIL'} in ${seconds} s, ${warnings.length} post-build warnings${result.ok ? '' : ` (${result.log})`}`,
  );
  for (const line of warnings) console.log(`  ${line}`);
}
if (!values.keep && failed === 0) rmSync(scratch, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
