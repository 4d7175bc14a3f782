// `node __tests__/run.mjs <suite>`: runs a suite of __tests__/suites.mjs step by step, under
// the project's Node (scripts/node-version.mjs puts it first on PATH for every step), stops
// at the first step that fails, prints each step's time as it ends and a table at the end,
// and writes them to test-results/timings.json (CI prints it; docs/testing.md keeps one
// latest figure per command).
import '../scripts/node-version.mjs';
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { steps, suites } from './suites.mjs';

const RESULTS = 'test-results';

const name = process.argv[2] ?? 'test';
/** A suite, or one step on its own (`npm test -- unit`). */
const suite =
  suites[name] ?? (name in steps ? [/** @type {keyof typeof steps} */ (name)] : undefined);
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

/** @param {import('./suites.mjs').Step} step @param {import('node:child_process').StdioOptions} stdio */
const start = (step, stdio) =>
  spawn(step.run, { shell: true, stdio, env: { ...process.env, PATH, ...step.env } });

/** @param {import('node:child_process').ChildProcess} child @returns {Promise<number>} */
const ended = (child) =>
  new Promise((resolve) => child.on('close', (code, signal) => resolve(signal ? 1 : (code ?? 1))));

/** @type {{ step: string, seconds: number, status: number }[]} */
const timings = [];
const began = Date.now();
/** @type {{ step: string, log: string, done: Promise<number>, at: number }[]} */
const background = [];

/** @param {string} step @param {number} at @param {number} status */
function record(step, at, status) {
  const seconds = Math.round((Date.now() - at) / 100) / 10;
  timings.push({ step, seconds, status });
  writeFileSync(
    `${RESULTS}/timings.json`,
    `${JSON.stringify({ suite: name, total: Math.round((Date.now() - began) / 1000), steps: timings }, null, 2)}\n`,
  );
  console.log(`run: ${step}: ${status === 0 ? 'passed' : `failed (${status})`} in ${seconds} s`);
}

let status = 0;
for (const stepName of suite) {
  if (stepName === 'wait') {
    for (const { step, log, done, at } of background.splice(0)) {
      const code = await done;
      record(step, at, code);
      if (code !== 0) {
        console.error(readFileSync(log, 'utf8'));
        status = code;
      }
    }
  } else {
    /** @type {import('./suites.mjs').Step} */
    const step = steps[stepName];
    const at = Date.now();
    console.log(`run: ${stepName}: ${step.run}`);
    if (step.background) {
      const log = `${RESULTS}/${stepName.replace(/\W+/g, '-')}.log`;
      const out = openSync(log, 'w');
      background.push({ step: stepName, log, done: ended(start(step, ['ignore', out, out])), at });
      continue;
    }
    status = await ended(start(step, 'inherit'));
    record(stepName, at, status);
  }
  if (status !== 0) break;
}

const width = Math.max(...timings.map(({ step }) => step.length));
console.log(`\nrun: ${name}, ${Math.round((Date.now() - began) / 1000)} s`);
for (const { step, seconds, status: code } of timings) {
  console.log(
    `  ${step.padEnd(width)}  ${String(seconds).padStart(7)} s  ${code === 0 ? 'passed' : 'FAILED'}`,
  );
}
process.exit(status);
