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
 * A trace event as this module reads it: complete events ('X') carry their wall time
 * (dur) and their thread's CPU time (tdur), in µs.
 * @typedef {{ ph: string, name: string, ts: number, dur?: number, tdur?: number, pid?: number, tid?: number }} TraceEvent
 */
/** @typedef {{ traceEvents: TraceEvent[] }} Trace */
/**
 * What onCpuFigures reads of a Lighthouse run: the figures it reported and its artifacts.
 * Lighthouse's own types describe far more; these are the fields this module touches.
 * @typedef {{
 *   configSettings: { throttling: { cpuSlowdownMultiplier: number } },
 *   audits: Record<string, { numericValue?: number, details?: { items?: { observedFirstContentfulPaintTs?: number }[] } }>,
 * }} RunResult
 */

/**
 * Shortens each top-level task among one thread's trace events (in place) to its CPU
 * time; events inside a task keep their order and proportions. Returns the share of the
 * thread's task time spent on a CPU, and each top-level task's start and CPU time (µs).
 * @param {TraceEvent[]} events
 */
export function scaleTasksToCpu(events) {
  const byStart = [...events].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  let wall = 0;
  let cpu = 0;
  let end = -Infinity;
  /** @type {{ ts: number, cpu: number }[]} */
  const topLevel = [];
  // Top-level tasks do not overlap: one pass over the events in start order scales each
  // task's events (those starting inside it) and skips tasks nested in it.
  for (let i = 0; i < byStart.length; i += 1) {
    const task = /** @type {TraceEvent} */ (byStart[i]);
    const { dur = 0, tdur } = task;
    const isTask = task.ph === 'X' && TASK_NAMES.has(task.name) && tdur !== undefined;
    if (!isTask || !(dur > 0) || task.ts < end) continue;
    const start = task.ts;
    end = start + dur;
    const onCpu = Math.min(tdur, dur);
    const factor = onCpu / dur;
    topLevel.push({ ts: start, cpu: onCpu });
    wall += dur;
    cpu += onCpu;
    for (let j = i + 1; j < byStart.length && (byStart[j]?.ts ?? Infinity) <= end; j += 1) {
      const event = /** @type {TraceEvent} */ (byStart[j]);
      event.ts = start + (event.ts - start) * factor;
      if (event.dur) event.dur *= factor;
    }
    task.dur = onCpu;
  }
  if (!wall) throw new Error('bench: the trace has no main-thread tasks with CPU time (tdur)');
  return { share: cpu / wall, tasks: topLevel };
}

/**
 * A copy of the trace with the page's main thread at CPU time, its on-CPU share and tasks.
 * @param {Trace} trace
 */
export function traceOnCpuTime(trace) {
  const copy = structuredClone(trace);
  const { mainThreadEvents } = TraceProcessor.processTrace(/** @type {any} */ (copy));
  const [{ pid, tid } = { pid: -1, tid: -1 }] = mainThreadEvents;
  const scaled = scaleTasksToCpu(copy.traceEvents.filter((e) => e.pid === pid && e.tid === tid));
  return { trace: copy, ...scaled };
}

/**
 * The longest task ({ start, duration }) starting at or after first paint, times the CPU
 * slowdown: the task a tap can land behind, in simulated time. `start` and `firstPaint`
 * share a clock (ms for the `task` column, trace µs for its on-CPU twin).
 * @param {{ start: number, duration: number }[]} tasks @param {number} firstPaint
 * @param {number} slowdown
 */
export function longestTaskAfter(tasks, firstPaint, slowdown) {
  const after = tasks.filter((task) => task.start >= firstPaint).map((task) => task.duration);
  return Math.max(0, ...after) * slowdown;
}

/**
 * Lighthouse's TBT audit, as the run computed it, on the given trace.
 * @param {Record<string, unknown>} artifacts @param {RunResult['configSettings']} settings
 * @param {Trace} trace
 * @returns {Promise<number>}
 */
async function totalBlockingTime(artifacts, settings, trace) {
  const context = { settings, options: TotalBlockingTime.defaultOptions, computedCache: new Map() };
  // Lighthouse's audit types want its full artifacts and settings; the run handed us those.
  const product = await TotalBlockingTime.audit(
    /** @type {any} */ ({ ...artifacts, Trace: trace }),
    /** @type {any} */ (context),
  );
  return product.numericValue ?? 0;
}

/**
 * { cpuShare, tbtOnCpu, longestTaskOnCpu }: the main thread's on-CPU share during the
 * load, the TBT Lighthouse's simulation gives when every task lasts its CPU time, and the
 * longest task after first paint at CPU time times the preset's slowdown (the `task`
 * column's counterpart). Checks first that the replay reproduces the run's own TBT.
 * @param {{ lhr: RunResult, artifacts: Record<string, unknown> & { Trace: Trace } }} run
 */
export async function onCpuFigures({ lhr, artifacts }) {
  const settings = lhr.configSettings;
  const reported = lhr.audits['total-blocking-time']?.numericValue;
  if (reported === undefined) throw new Error('bench: the run reported no TBT');
  const replayed = await totalBlockingTime(artifacts, settings, artifacts.Trace);
  if (Math.abs(replayed - reported) > 1)
    throw new Error(`bench: replayed TBT ${replayed} ms differs from the run's ${reported} ms`);
  const { trace, share, tasks } = traceOnCpuTime(artifacts.Trace);
  const firstPaint = lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaintTs;
  if (firstPaint === undefined) throw new Error('bench: the run reported no first paint');
  const slowdown = settings.throttling.cpuSlowdownMultiplier;
  const onCpu = tasks.map((task) => ({ start: task.ts, duration: task.cpu / 1000 }));
  return {
    cpuShare: share,
    tbtOnCpu: await totalBlockingTime(artifacts, settings, trace),
    longestTaskOnCpu: longestTaskAfter(onCpu, firstPaint, slowdown),
  };
}
