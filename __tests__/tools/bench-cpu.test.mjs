import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { scaleTasksToCpu } from '../../tools/bench-cpu.mjs';

/** @param {number} ts @param {number} dur @param {number} tdur */
const task = (ts, dur, tdur) => ({ ph: 'X', name: 'RunTask', ts, dur, tdur });
/** @param {string} name @param {number} ts @param {number} dur */
const inner = (name, ts, dur) => ({ ph: 'X', name, ts, dur });

describe('bench: tasks at their CPU time', () => {
  it('shortens a task that waited for a core to its CPU time, its events scaled inside it', () => {
    /** @type {import('../../tools/bench-cpu.mjs').TraceEvent[]} */
    const events = [
      task(1000, 40_000, 10_000),
      inner('ParseHTML', 1000, 20_000),
      inner('Layout', 21_000, 20_000),
      { ph: 'I', name: 'firstPaint', ts: 41_000 },
      task(50_000, 8000, 8000),
    ];
    const { share, tasks } = scaleTasksToCpu(events);
    assert.equal(share, 18_000 / 48_000);
    assert.deepEqual(tasks, [
      { ts: 1000, cpu: 10_000 },
      { ts: 50_000, cpu: 8000 },
    ]);
    assert.deepEqual(
      events.map((e) => [e.name, e.ts, e.dur]),
      [
        ['RunTask', 1000, 10_000],
        ['ParseHTML', 1000, 5000],
        ['Layout', 6000, 5000],
        ['firstPaint', 11_000, undefined],
        // A task that was on a CPU throughout, and whatever came after, is left as it was.
        ['RunTask', 50_000, 8000],
      ],
    );
  });

  it('counts a task nested in another once, and never lengthens one', () => {
    const events = [
      task(0, 10_000, 12_000),
      { ...task(1000, 5000, 1000), name: 'ThreadControllerImpl::RunTask' },
    ];
    assert.equal(scaleTasksToCpu(events).share, 1);
    assert.deepEqual(
      events.map((e) => e.dur),
      [10_000, 5000],
    );
  });

  it('stops, naming the cause, when the trace has no CPU times', () => {
    assert.throws(
      () => scaleTasksToCpu([{ ph: 'X', name: 'RunTask', ts: 0, dur: 5 }]),
      /no main-thread tasks with CPU time \(tdur\)/,
    );
  });
});
