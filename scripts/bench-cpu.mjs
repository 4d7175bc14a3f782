// The page's own main-thread work, apart from the host's scheduling. Lighthouse simulates
// a slow phone by multiplying each main-thread task's wall-clock duration, and on a busy
// or small host (2 cores shared by the browser process, the compositor, the renderer and
// Lighthouse itself) a task spends much of that time waiting for a core, so a short task
// of work can read as a long one (figures: docs/performance.md). Each trace
// event carries its thread's CPU time (tdur) beside its wall time (dur); this module
// replays Lighthouse's own TBT audit on a copy of the trace in which every main-thread
// task lasts its CPU time (its inner events scaled with it), so the two figures differ
// only by the host's scheduling.
import TotalBlockingTime from 'lighthouse/core/audits/metrics/total-blocking-time.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * Shortens each top-level task among one thread's trace events (in place) to its CPU
 * time; events inside a task keep their order and proportions. Returns the share of the
 * thread's task time spent on a CPU, and each top-level task's start and CPU time (µs).
 */
export function scaleTasksToCpu(events) {
  const byStart = [...events].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  let wall = 0;
  let cpu = 0;
  let end = -Infinity;
  const topLevel = [];
  // Top-level tasks do not overlap: one pass over the events in start order scales each
  // task's events (those starting inside it) and skips tasks nested in it.
  for (let i = 0; i < byStart.length; i += 1) {
    const task = byStart[i];
    const isTask = task.ph === 'X' && TASK_NAMES.has(task.name) && task.tdur !== undefined;
    if (!isTask || !(task.dur > 0) || task.ts < end) continue;
    const start = task.ts;
    end = start + task.dur;
    const onCpu = Math.min(task.tdur, task.dur);
    const factor = onCpu / task.dur;
    topLevel.push({ ts: start, cpu: onCpu });
    wall += task.dur;
    cpu += onCpu;
    for (let j = i + 1; j < byStart.length && byStart[j].ts <= end; j += 1) {
      const event = byStart[j];
      event.ts = start + (event.ts - start) * factor;
      if (event.dur) event.dur *= factor;
    }
    task.dur = onCpu;
  }
  if (!wall) throw new Error('bench: the trace has no main-thread tasks with CPU time (tdur)');
  return { share: cpu / wall, tasks: topLevel };
}

/** A copy of the trace with the page's main thread at CPU time, its on-CPU share and tasks. */
export function traceOnCpuTime(trace) {
  const copy = structuredClone(trace);
  const { mainThreadEvents } = TraceProcessor.processTrace(copy);
  const { pid, tid } = mainThreadEvents[0];
  const scaled = scaleTasksToCpu(copy.traceEvents.filter((e) => e.pid === pid && e.tid === tid));
  return { trace: copy, ...scaled };
}

/**
 * The longest task ({ start, duration }) starting at or after first paint, times the CPU
 * slowdown: the task a tap can land behind, in simulated time. `start` and `firstPaint`
 * share a clock (ms for the `task` column, trace µs for its on-CPU twin).
 */
export function longestTaskAfter(tasks, firstPaint, slowdown) {
  const after = tasks.filter((task) => task.start >= firstPaint).map((task) => task.duration);
  return Math.max(0, ...after) * slowdown;
}

/** Lighthouse's TBT audit, as the run computed it, on the given trace. */
async function totalBlockingTime(artifacts, settings, trace) {
  const context = { settings, options: TotalBlockingTime.defaultOptions, computedCache: new Map() };
  const product = await TotalBlockingTime.audit({ ...artifacts, Trace: trace }, context);
  return product.numericValue;
}

/**
 * { cpuShare, tbtOnCpu, longestTaskOnCpu }: the main thread's on-CPU share during the
 * load, the TBT Lighthouse's simulation gives when every task lasts its CPU time, and the
 * longest task after first paint at CPU time times the preset's slowdown (the `task`
 * column's counterpart). Checks first that the replay reproduces the run's own TBT.
 */
export async function onCpuFigures({ lhr, artifacts }) {
  const settings = lhr.configSettings;
  const reported = lhr.audits['total-blocking-time'].numericValue;
  const replayed = await totalBlockingTime(artifacts, settings, artifacts.Trace);
  if (Math.abs(replayed - reported) > 1)
    throw new Error(`bench: replayed TBT ${replayed} ms differs from the run's ${reported} ms`);
  const { trace, share, tasks } = traceOnCpuTime(artifacts.Trace);
  const firstPaint = lhr.audits.metrics.details.items[0].observedFirstContentfulPaintTs;
  const slowdown = settings.throttling.cpuSlowdownMultiplier;
  const onCpu = tasks.map((task) => ({ start: task.ts, duration: task.cpu / 1000 }));
  return {
    cpuShare: share,
    tbtOnCpu: await totalBlockingTime(artifacts, settings, trace),
    longestTaskOnCpu: longestTaskAfter(onCpu, firstPaint, slowdown),
  };
}
