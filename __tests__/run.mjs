// `node __tests__/run.mjs <suite>`: runs a suite of __tests__/suites.mjs step by step, under
// the project's Node (scripts/node-version.mjs puts it first on PATH for every step), prints
// each step's time as it ends and a table at the end, and writes them to
// test-results/timings.json (CI prints it; docs/testing.md keeps one latest figure per
// command). On a developer's machine it stops at the first step that fails and names the
// steps it left; under CI (CI=true, or --keep-going) it runs every step whatever failed, so
// one run reports every failure, and exits non-zero if any did.
import '../scripts/node-version.mjs';
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { existsSync, mkdirSync, openSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { steps, suites } from './suites.mjs';

const RESULTS = 'test-results';

const args = process.argv.slice(2);
const keepGoing = args.includes('--keep-going') || ['1', 'true'].includes(process.env.CI ?? '');
const name = args.find((arg) => !arg.startsWith('--')) ?? 'test';
/** A suite, or one step on its own (`npm test -- unit`). */
const suite = /** @type {import('./suites.mjs').SuiteEntry[] | undefined} */ (
  suites[name] ?? (name in steps ? [name] : undefined)
);
if (!suite) {
  console.error(
    `run: no suite or step ${name}: expected one of ${[...Object.keys(suites), ...Object.keys(steps)].join(', ')}`,
  );
  process.exit(2);
}
// The project's binaries (jest, playwright), as npm puts them on PATH for its scripts.
const bin = path.resolve('node_modules', '.bin');
const PATH = `${bin}${path.delimiter}${process.env.PATH ?? ''}`;
mkdirSync(RESULTS, { recursive: true });

/**
 * The step in bash, whose `times` then writes the CPU its waited-for processes used.
 * @param {import('./suites.mjs').Step} step @param {import('node:child_process').StdioOptions} stdio
 * @param {string} cpuFile
 */
const start = (step, stdio, cpuFile) =>
  spawn('bash', ['-c', `${step.run}\nstatus=$?\ntimes > '${cpuFile}'\nexit $status`], {
    stdio,
    // The builds are served by nginx and the preview server as well as Pages (which is
    // given them without): with the precompressed copies, as for nginx.
    env: { ...process.env, PATH, PRECOMPRESS: process.env.PRECOMPRESS ?? '1', ...step.env },
  });

/** Seconds of user and system CPU from `times`' second line ("0m1.5s 0m0.2s"), or null. */
function cpuSeconds(/** @type {string} */ cpuFile) {
  if (!existsSync(cpuFile)) return null;
  const children = readFileSync(cpuFile, 'utf8').split('\n')[1] ?? '';
  const parts = [...children.matchAll(/(\d+)m([\d.]+)s/g)];
  return Math.round(parts.reduce((n, [, m, s]) => n + Number(m) * 60 + Number(s), 0));
}

/** /proc/stat's first line: "cpu user nice system idle iowait irq softirq steal …". */
const BUSY_FIELDS = [1, 2, 3, 6, 7, 8];
/** Its unit: Linux reports clock ticks of 1/100 s there whatever the kernel's own tick. */
const USER_HZ = 100;

/** Wall seconds since `at` (a Date.now()), to a tenth. */
const secondsSince = (/** @type {number} */ at) => Math.round((Date.now() - at) / 100) / 10;

/**
 * The machine's busy CPU-seconds so far, all processes (Linux's /proc/stat: user, nice, system,
 * irq, softirq, steal), or null where there is none. `times` counts only the processes a
 * step waited for, and the browsers the runner kills are not among them: for the browser suite
 * it reads well under what the machine spent (docs/testing.md, "Where the time goes").
 * @returns {number | null}
 */
function machineBusy() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/) ?? [];
    const ticks = BUSY_FIELDS.reduce((n, i) => n + Number(fields[i] ?? 0), 0);
    return Number.isFinite(ticks) ? ticks / USER_HZ : null;
  } catch {
    return null;
  }
}

/** @param {import('node:child_process').ChildProcess} child @returns {Promise<number>} */
const ended = (child) =>
  new Promise((resolve) => child.on('close', (code, signal) => resolve(signal ? 1 : (code ?? 1))));

/** @type {{ step: string, seconds: number, cpu: number | null, status: number }[]} */
const timings = [];
/**
 * Each entry of the suite (a step, or steps side by side): its wall time and the machine's busy
 * CPU-seconds over it, whatever ran them.
 * @type {{ steps: string[], seconds: number, machine: number | null }[]}
 */
const entries = [];
/** Steps a failure kept from running (never under CI), in the suite's order. */
/** @type {string[]} */
const notRun = [];
const began = Date.now();

/** @param {string} step @param {number} at @param {number} status */
function record(step, at, status) {
  const seconds = secondsSince(at);
  const cpu = cpuSeconds(cpuFileOf(step));
  timings.push({ step, seconds, cpu, status });
  writeTimings();
  console.log(
    `run: ${step}: ${status === 0 ? 'passed' : `failed (${status})`} in ${seconds} s (CPU ${cpu ?? '?'} s)`,
  );
}

function writeTimings() {
  writeFileSync(
    `${RESULTS}/timings.json`,
    `${JSON.stringify({ suite: name, total: Math.round((Date.now() - began) / 1000), steps: timings, entries, notRun, files: fileTimes() }, null, 2)}\n`,
  );
}

/** @param {string} step */
const cpuFileOf = (step) => `${RESULTS}/.cpu-${step.replace(/\W+/g, '-')}`;

/**
 * Each test file's time, summed over its tests (a browser spec's over every project and
 * worker): from jest's and Playwright's JSON reports and node --test's (file-times.mjs).
 * @returns {{ file: string, seconds: number }[]}
 */
function fileTimes() {
  /** @type {Map<string, number>} */
  const ms = new Map();
  const add = (/** @type {string} */ file, /** @type {number} */ n) =>
    ms.set(path.relative('.', file), (ms.get(path.relative('.', file)) ?? 0) + n);
  for (const report of readdirSync(RESULTS).filter((f) => f.endsWith('.files.jsonl')))
    for (const line of readFileSync(`${RESULTS}/${report}`, 'utf8').split('\n').filter(Boolean)) {
      const { file, ms: n } = JSON.parse(line);
      add(file, n);
    }
  if (existsSync(`${RESULTS}/jest.json`))
    for (const { name: file, startTime, endTime } of JSON.parse(
      readFileSync(`${RESULTS}/jest.json`, 'utf8'),
    ).testResults)
      add(file, endTime - startTime);
  if (existsSync(`${RESULTS}/e2e.json`)) {
    /** @typedef {{ file: string, tests: { results: { duration: number }[] }[] }} Spec */
    /** @typedef {{ specs?: Spec[], suites?: Suite[] }} Suite */
    const walk = (/** @type {Suite} */ suite) => {
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests)
          for (const result of test.results) add(`__tests__/e2e/${spec.file}`, result.duration);
      for (const child of suite.suites ?? []) walk(child);
    };
    try {
      for (const suite of JSON.parse(readFileSync(`${RESULTS}/e2e.json`, 'utf8')).suites)
        walk(suite);
    } catch {
      // A report cut short by a failed run: its files' times are left out.
    }
  }
  return [...ms]
    .map(([file, n]) => ({ file, seconds: Math.round(n / 100) / 10 }))
    .sort((a, b) => b.seconds - a.seconds);
}

let status = 0;
for (const [index, entry] of suite.entries()) {
  const entryAt = Date.now();
  const busyAt = machineBusy();
  let entryStatus;
  if (Array.isArray(entry)) entryStatus = await together(entry);
  else {
    /** @type {import('./suites.mjs').Step} */
    const step = steps[entry];
    const at = Date.now();
    console.log(`run: ${entry}: ${step.run}`);
    entryStatus = await ended(start(step, 'inherit', cpuFileOf(entry)));
    record(entry, at, entryStatus);
  }
  const busy = machineBusy();
  entries.push({
    steps: [entry].flat(),
    seconds: secondsSince(entryAt),
    machine: busy === null || busyAt === null ? null : Math.round(busy - busyAt),
  });
  writeTimings();
  if (entryStatus !== 0 && status === 0) status = entryStatus;
  if (entryStatus !== 0 && !keepGoing) {
    notRun.push(...suite.slice(index + 1).flat());
    break;
  }
}

/**
 * Steps run side by side (one leaves a core idle, the other takes it), each into its own log,
 * printed whole as it ends: one block per step. At most one more than the cores at once, in
 * the order listed (longest first): six Turbopack builds and the checks at once on two cores
 * spent more CPU on each other than on their work. The first failure's status, once all ended.
 * @param {(keyof typeof steps)[]} names
 */
async function together(names) {
  const atOnce = Math.min(availableParallelism() + 1, names.length);
  console.log(
    `run: ${names.join(', ')}: side by side, ${atOnce} at a time, each printed as it ends`,
  );
  /** @param {keyof typeof steps} stepName */
  const run = (stepName) => {
    const step = steps[stepName];
    const log = `${RESULTS}/${stepName.replace(/\W+/g, '-')}.log`;
    const out = openSync(log, 'w');
    const at = Date.now();
    return ended(start(step, ['ignore', out, out], cpuFileOf(stepName))).then((code) => {
      console.log(`run: ${stepName}: ${step.run}`);
      process.stdout.write(readFileSync(log, 'utf8'));
      record(stepName, at, code);
      return code;
    });
  };
  const queue = [...names];
  /** @type {number[]} */
  const codes = [];
  await Promise.all(
    Array.from({ length: atOnce }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) codes.push(await run(next));
    }),
  );
  return codes.find((code) => code !== 0) ?? 0;
}

const width = Math.max(...[...timings.map(({ step }) => step), ...notRun].map((s) => s.length));
console.log(`\nrun: ${name}, ${Math.round((Date.now() - began) / 1000)} s`);
console.log(`  ${'step'.padEnd(width)}  ${'wall'.padStart(7)}    ${'CPU'.padStart(5)}`);
for (const { step, seconds, cpu, status: code } of timings) {
  console.log(
    `  ${step.padEnd(width)}  ${String(seconds).padStart(7)} s  ${String(cpu ?? '?').padStart(5)} s  ${code === 0 ? 'passed' : 'FAILED'}`,
  );
}
for (const step of notRun)
  console.log(`  ${step.padEnd(width)}  ${'-'.padStart(9)}  ${'-'.padStart(7)}  not run`);
if (entries.some(({ machine }) => machine !== null)) {
  console.log(
    `\nrun: the machine's busy CPU over each part of ${name} (every process, /proc/stat):`,
  );
  for (const { steps: names, seconds, machine } of entries)
    console.log(
      `  ${String(seconds).padStart(7)} s  ${String(machine ?? '?').padStart(5)} CPU-s  ${names.join(', ')}`,
    );
}
if (notRun.length) {
  // In timings.json too, so the tally (.ci/summary.mjs) names them as not run.
  writeTimings();
  console.log(
    `\nrun: stopped at the first failure; not run: ${notRun.join(', ')} (CI=true, or --keep-going, runs every step)`,
  );
}
// What npm test left out on this machine (tools/preflight.mjs), once, and how to bring it.
const leftOutFile = path.join(RESULTS, 'left-out.json');
if (existsSync(leftOutFile)) {
  const parts = /** @type {{ part: string, what: string, get: string }[]} */ (
    JSON.parse(readFileSync(leftOutFile, 'utf8'))
  );
  for (const { part, what, get } of parts)
    console.log(`\nrun: left out on this machine: ${what} (no ${part}; to bring it: ${get})`);
}
const files = fileTimes();
if (files.length) {
  console.log('\nrun: the costliest test files (seconds summed over their tests):');
  for (const { file, seconds } of files.slice(0, 12))
    console.log(`  ${String(seconds).padStart(7)} s  ${file}`);
}
process.exit(status);
