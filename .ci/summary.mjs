// Prints one "N passed, N failed" line per suite from the reports an npm test run leaves
// in test-results/, each failing test by name under it (CI's log is read from its end, so
// what failed must be there), then one tally line for the run (`node .ci/summary.mjs <label>`).
// A browser test that failed and then passed on its retry is flaky: counted apart and named.
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
    .map(
      (l) =>
        /** @type {{ passed: number, failed: number, flaky?: number, notRun?: number, named?: string[] }} */ (
          JSON.parse(l)
        ),
    );
  // Each Node line's summary scrolls away under the next line's output: name them here too.
  for (const run of runs) for (const line of run.named ?? []) console.log(line);
  const sum = (/** @type {'passed' | 'failed' | 'flaky' | 'notRun'} */ key) =>
    runs.reduce((n, run) => n + (run[key] ?? 0), 0);
  const flaky = sum('flaky') ? `, ${sum('flaky')} passed only on retry` : '';
  const notRun = sum('notRun') ? `, ${sum('notRun')} not run` : '';
  console.log(
    `total: ${sum('passed')} passed, ${sum('failed')} failed${flaky}${notRun} (${runs.length} Node versions)`,
  );
  process.exit(0);
}

const label = args.find((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--save') ?? 'tests';
let passed = 0;
let failed = 0;
let flakyTotal = 0;
/** Each report's failed tests, by the name its line gives it. */
const failedIn = /** @type {Map<string, number>} */ (new Map());
/** Each failing or flaky test's line, saved with the tally so the total names them again. */
const named = /** @type {string[]} */ ([]);
/**
 * @param {string} name @param {number} p @param {number} f
 * @param {string[]} [failures] @param {string[]} [flaky]
 */
const line = (name, p, f, failures = [], flaky = []) => {
  passed += p;
  failed += f;
  failedIn.set(name, f);
  const retried = flaky.length ? `, ${flaky.length} flaky (passed on retry)` : '';
  console.log(`${label} ${name}: ${p} passed, ${f} failed${retried}`);
  for (const [kind, titles] of /** @type {const} */ ([
    ['failed', failures],
    ['flaky', flaky],
  ])) {
    for (const title of titles) {
      console.log(`  ${kind}: ${title}`);
      named.push(`${label} ${name} ${kind}: ${title}`);
    }
  }
};

const jest = read('test-results/jest.json');
if (jest) {
  const r = /** @type {{ numPassedTests: number, numFailedTests: number,
    testResults: { assertionResults: { status: string, fullName: string }[] }[] }} */ (
    JSON.parse(jest)
  );
  const failures = r.testResults.flatMap((file) =>
    file.assertionResults.filter((a) => a.status === 'failed').map((a) => a.fullName),
  );
  line('jest', r.numPassedTests, r.numFailedTests, failures);
}
/** Each node --test step's TAP report, and the line it is counted under. */
const TAP = /** @type {const} */ ({
  out: ['test-results/out.tap', 'out/ checks'],
  rebuild: ['test-results/build.tap', 'rebuild checks'],
  'brand-checks': ['test-results/brand.tap', 'second-brand checks'],
  'search-checks': ['test-results/search.tap', 'search build checks'],
  engines: ['test-results/engines.tap', 'Gecko and WebKit checks'],
});
for (const [file, name] of Object.values(TAP)) {
  const tap = read(file);
  if (!tap) continue;
  const count = (/** @type {string} */ key) =>
    Number(new RegExp(`^# ${key} (\\d+)`, 'm').exec(tap)?.[1] ?? 0);
  // node --test's TAP: a failing test and each suite around it print "not ok"; name them all.
  const failures = [...tap.matchAll(/^\s*not ok \d+ - (.*)$/gm)].map((m) => m[1] ?? '');
  line(name, count('pass'), count('fail'), failures);
}

/**
 * Playwright's JSON report: suites nest (file, describe), each spec holds one test per project.
 * @typedef {{ title: string, file: string, line: number,
 *   tests: { projectName: string, status: string }[] }} Spec
 * @typedef {{ title: string, specs?: Spec[], suites?: Suite[] }} Suite
 */
const e2e = read('test-results/e2e.json');
if (e2e) {
  const report = /** @type {{ stats: { expected: number, unexpected: number, flaky: number },
    suites: Suite[], errors?: { message?: string }[] }} */ (JSON.parse(e2e));
  /** @type {{ unexpected: string[], flaky: string[], [status: string]: string[] | undefined }} */
  const byStatus = { unexpected: [], flaky: [] };
  /** @param {Suite} suite @param {string[]} path */
  const walk = (suite, path) => {
    const here = [...path, suite.title].filter(Boolean);
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        byStatus[test.status]?.push(
          `[${test.projectName}] ${spec.file}:${spec.line} › ${[...here.slice(1), spec.title].join(' › ')}`,
        );
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites) walk(suite, []);
  const { expected, unexpected, flaky } = report.stats;
  // Errors outside any test (a spec that does not load, global setup): each one a failure.
  const errors = (report.errors ?? []).map(
    ({ message }) => `error outside the tests: ${(message ?? '').split('\n')[0]}`,
  );
  line(
    'browser suite',
    expected,
    unexpected + errors.length,
    [...byStatus.unexpected, ...errors],
    byStatus.flaky,
  );
  passed += flaky;
  flakyTotal += flaky;
}
// What did not run, named and counted: a step a failure kept from starting (npm test stops at
// the first; CI runs on), a step that failed with no report of its tests (a build), and a
// browser project whose export its build never made (playwright.config.ts).
let notRun = 0;
/** @param {string} what */
const skipped = (what) => {
  notRun += 1;
  console.log(`${label}: not run: ${what}`);
  named.push(`${label} not run: ${what}`);
};
const timings = read('test-results/timings.json');
if (timings) {
  const run = /** @type {{ steps: { step: string, status: number }[], notRun?: string[] }} */ (
    JSON.parse(timings)
  );
  for (const { step, status } of run.steps.filter(({ status }) => status !== 0)) {
    console.log(`${label}: step ${step} failed (exit ${status})`);
    named.push(`${label} step failed: ${step}`);
    // A step's failed tests are counted in its report's line; a step with no report (lint, a
    // build), or whose report shows no failure (it failed around its tests), is one failure.
    if (!failedIn.get(reportOf(step) ?? '')) failed += 1;
  }
  for (const step of run.notRun ?? []) skipped(`step ${step}`);
}
const notBuilt = read('test-results/not-built.json');
for (const { project, export: dir } of notBuilt ? JSON.parse(notBuilt) : [])
  skipped(`browser project ${project} (${dir}/ was not built)`);

/** The line a step's report is counted under (read above), if it has one. */
function reportOf(/** @type {string} */ step) {
  if (step === 'unit') return 'jest';
  if (step.startsWith('e2e')) return 'browser suite';
  // A step of another line (`out:node`) writes its report's name: counted under that line.
  const report = /** @type {keyof typeof TAP} */ (step in TAP ? step : step.split(':')[0]);
  return TAP[report]?.[1];
}

const flakyNote = flakyTotal ? ` (${flakyTotal} only on retry)` : '';
const notRunNote = notRun ? `, ${notRun} not run` : '';
console.log(`${label}: ${passed} passed${flakyNote}, ${failed} failed${notRunNote}`);
const save = option('--save');
if (save)
  appendFileSync(
    save,
    `${JSON.stringify({ label, passed, failed, flaky: flakyTotal, notRun, named })}\n`,
  );
