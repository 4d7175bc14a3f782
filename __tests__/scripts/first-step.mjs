// The build's first step (scripts/deploy-inputs.mjs) run in a scratch project root, for the
// tests of what it takes and refuses.
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import { scratchDir } from '../scratch.mjs';

const here = process.cwd();

/** @type {{ worker: Worker, signal: Int32Array, answers: import('node:worker_threads').MessagePort } | undefined} */
let thread;

/**
 * What the build's first step prints to stderr and its exit status, run in `root`: in one
 * worker thread per test file (first-step-worker.mjs), waited for as a process would be.
 * @param {string} root
 */
export function firstStep(root) {
  if (!thread) {
    const signal = new Int32Array(new SharedArrayBuffer(4));
    const { port1: answers, port2: reply } = new MessageChannel();
    // From the project's root, not import.meta: Playwright's loader reads this file as
    // CommonJS (cms.spec.ts imports it).
    const worker = new Worker(path.join(here, '__tests__', 'scripts', 'first-step-worker.mjs'), {
      workerData: { signal, reply },
      transferList: [reply],
      stdout: true,
      stderr: true,
    });
    worker.unref();
    answers.unref();
    thread = { worker, signal, answers };
  }
  const { worker, signal, answers } = thread;
  Atomics.store(signal, 0, 0);
  // A site of its own, so a store link pointing at it can be told from the stores'.
  worker.postMessage({
    root,
    env: { BASE_PATH: '', HYDRATION: '', SITE_URL: 'https://portal.example' },
  });
  // The deadline is a hang's, not a speed check: a first step takes a second or two.
  if (Atomics.wait(signal, 0, 0, 120_000) === 'timed-out')
    throw new Error(`the first step in ${root} gave no answer in 120 s`);
  const answer = receiveMessageOnPort(answers)?.message;
  if (!answer) throw new Error(`the first step in ${root} answered nothing`);
  return /** @type {{ status: number, stderr: string }} */ (answer);
}

/**
 * The first step in `root` stops with one line, matching `expected`; the line, for more.
 * @param {string} root @param {RegExp} expected
 */
export function stopsInOneLine(root, expected) {
  const { status, stderr } = firstStep(root);
  assert.equal(status, 1, stderr);
  assert.equal(stderr.split('\n').length, 1, stderr);
  assert.match(stderr, expected);
  return stderr;
}

/**
 * A project root with today's data, `change` run first on one of its Markdown collections
 * (`data/content/news`, `data/content/pages`).
 * @param {string} folder @param {(folder: string) => void} [change]
 */
export function rootWithFolder(folder, change = () => {}) {
  const root = scratchDir('first-step-');
  cpSync(path.join(here, 'data'), path.join(root, 'data'), { recursive: true });
  mkdirSync(path.join(root, 'data', 'pictures'), { recursive: true });
  change(path.join(root, folder));
  return root;
}

/**
 * An entry's file in a language, rewritten by `edit`, which must change it.
 * @param {string} folder @param {string} slug @param {string} code
 * @param {(text: string) => string} edit
 */
export function editEntry(folder, slug, code, edit) {
  const file = path.join(folder, slug, `index.${code}.md`);
  const before = readFileSync(file, 'utf8');
  const after = edit(before);
  assert.notEqual(after, before, `the edit changed ${slug}/index.${code}.md`);
  writeFileSync(file, after);
}
