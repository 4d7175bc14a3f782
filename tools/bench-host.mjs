// The bench's calibration to its host. Lighthouse slows the CPU by a multiplier of the host's
// own speed, so one multiplier emulates a slower phone on a slower host: the same page met
// its budgets on a fast host and missed them on a slow one. As Lighthouse's throttling guide
// ("calibrating multipliers") and DevTools' CPU calibration do, the bench measures the host's
// benchmark index first and chooses the multiplier that makes the emulated phone the one the
// budgets were set for: bench.budgets.json names the host they were set on (its index) and
// each preset's slowdown there, so the phone's index is reference / slowdown wherever it runs.
import { chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromiumArgs, chromiumPath } from './browser.cjs';

/** Benchmark runs per measure, after one that warms the JIT up (it reads low). */
const RUNS = 3;

/**
 * Lighthouse's benchmark index of this host now: its own page function
 * (computeBenchmarkIndex, about a second a run) in a Chromium page, the median of three runs.
 * @param {import('@playwright/test').Browser} [open] a browser already running, else one of its own
 */
export async function hostIndex(open) {
  const browser =
    open ?? (await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs }));
  try {
    const page = await browser.newPage();
    const indexes = [];
    await page.evaluate(pageFunctions.computeBenchmarkIndex);
    for (let run = 0; run < RUNS; run += 1)
      indexes.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    await page.close();
    return indexes.sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? NaN;
  } finally {
    if (!open) await browser.close();
  }
}

/**
 * @typedef {{ referenceIndex: number, slowdown: Record<string, number>, driftBelow: number }} Calibration
 *   bench.budgets.json's `host`: the index of the host the budgets were set on, each preset's
 *   slowdown there, and how far a run's own index may fall under the one it was calibrated on
 *   before the row is flagged.
 */

/**
 * The multiplier that emulates, on a host of `index`, the phone a `slowdown` emulated on the
 * reference host. Under 1 the host is slower than that phone: no slowdown can emulate it, and
 * the timings it reads are not the phone's (`measurable` false; the run uses 1).
 * @param {number} index @param {number} slowdown @param {number} referenceIndex
 */
export function multiplierFor(index, slowdown, referenceIndex) {
  const exact = (slowdown * index) / referenceIndex;
  const measurable = Number.isFinite(exact) && exact >= 1;
  return { multiplier: measurable ? Math.round(exact * 100) / 100 : 1, measurable };
}
