// The build's first step (scripts/deploy-inputs.mjs) in a worker thread, for first-step.mjs:
// one thread per test file runs every case's first step, its modules loaded once, where a
// process per case would load them again each time. Each request names a project root and
// the environment; the answer is what a run of the step in that root would print to stderr
// and its exit status.
import { parentPort, workerData } from 'node:worker_threads';
import { format } from 'node:util';
import { firstStep } from '../../scripts/deploy-inputs.mjs';
import { messageOf } from '../../scripts/errors.mjs';

const { signal, reply } =
  /** @type {{ signal: Int32Array, reply: import('node:worker_threads').MessagePort }} */ (
    workerData
  );

/** @type {import('node:worker_threads').MessagePort} */ (parentPort).on(
  'message',
  async (/** @type {{ root: string, env: Record<string, string> }} */ ask) => {
    /** @type {string[]} */
    const stderr = [];
    const { warn, error, log } = console;
    console.warn = (...args) => stderr.push(format(...args));
    console.error = (...args) => stderr.push(format(...args));
    console.log = () => {};
    const before = { ...process.env };
    Object.assign(process.env, ask.env);
    let status = 0;
    try {
      await firstStep(ask.root);
    } catch (failure) {
      stderr.push(`build: ${messageOf(failure)}`);
      status = 1;
    } finally {
      Object.assign(console, { warn, error, log });
      for (const key of Object.keys(process.env)) if (!(key in before)) delete process.env[key];
      Object.assign(process.env, before);
    }
    reply.postMessage({ status, stderr: stderr.join('\n').trim() });
    Atomics.store(signal, 0, 1);
    Atomics.notify(signal, 0);
  },
);
