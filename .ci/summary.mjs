// Prints one "N passed, N failed" line per suite from the reports an npm test run leaves
// in test-results/, then one tally line for the run (`node .ci/summary.mjs <label>`).
// With --save FILE the run's tally is appended there; `--total FILE` prints the sum of
// every saved run, so CI ends on one line however many Node versions it tried.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const option = (/** @type {string} */ name) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};
const read = (/** @type {string} */ file) => (existsSync(file) ? readFileSync(file, 'utf8') : null);

const totalFile = option('--total');
if (totalFile) {
  const runs = (read(totalFile) ?? '')
    .split('\n')
    .filter(Boolean)
    .map((l) => /** @type {{ passed: number, failed: number }} */ (JSON.parse(l)));
  const sum = (/** @type {'passed' | 'failed'} */ key) => runs.reduce((n, run) => n + run[key], 0);
  console.log(
    `total: ${sum('passed')} passed, ${sum('failed')} failed (${runs.length} Node versions)`,
  );
  process.exit(0);
}

const label = args.find((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--save') ?? 'tests';
let passed = 0;
let failed = 0;
/** @param {string} name @param {number} p @param {number} f */
const line = (name, p, f) => {
  passed += p;
  failed += f;
  console.log(`${label} ${name}: ${p} passed, ${f} failed`);
};

const jest = read('test-results/jest.json');
if (jest) {
  const r = JSON.parse(jest);
  line('jest', r.numPassedTests, r.numFailedTests);
}
for (const [file, name] of /** @type {const} */ ([
  ['test-results/out.tap', 'out/ checks'],
  ['test-results/build.tap', 'rebuild checks'],
  ['test-results/brand.tap', 'second-brand checks'],
  ['test-results/engines.tap', 'Gecko and WebKit checks'],
])) {
  const tap = read(file);
  if (!tap) continue;
  const count = (/** @type {string} */ key) =>
    Number(new RegExp(`^# ${key} (\\d+)`, 'm').exec(tap)?.[1] ?? 0);
  line(name, count('pass'), count('fail'));
}
const e2e = read('test-results/e2e.json');
if (e2e) {
  const { stats } = JSON.parse(e2e);
  line('browser suite', stats.expected, stats.unexpected + stats.flaky);
}
console.log(`${label}: ${passed} passed, ${failed} failed`);
const save = option('--save');
if (save) appendFileSync(save, `${JSON.stringify({ label, passed, failed })}\n`);
