// The post-build step's parts, each declared here as required or optional: the one place
// that decides what may stop a build. A required part is correctness (the page's policy,
// its charset, its colour scheme first, each language's 404 page, the host headers, the precompressed copies):
// when Next's output lacks a shape it needs, the build stops with one line naming it. An
// optional part is an optimisation (hydration on intent, payload extraction, the module
// warm-up, compile hints, the language face preload): the build warns once per shape,
// naming it and the Next version, and ships the pages without it. docs/decisions/post-build-step.md.
import { NextOutputError } from './next-output.mjs';

export const STEPS = /** @type {const} */ ({
  'language 404 pages': 'required',
  'the Content-Security-Policy': 'required',
  'the colour scheme first': 'required',
  'host headers': 'required',
  'precompressed copies': 'required',
  'hydration on intent': 'optional',
  'payload extraction': 'optional',
  'the module warm-up': 'optional',
  'compile hints': 'optional',
  'the language face preload': 'optional',
});

/** @typedef {keyof typeof STEPS} Step */
/** @typedef {(step: Step, error: NextOutputError) => void} Warn */

/**
 * What a part does when Next's output lacks its shape: a required part throws (the build
 * stops), an optional one warns. Any other error is a bug and always throws.
 * @param {Step} step @param {unknown} error @param {Warn} warn
 */
export function degrade(step, error, warn) {
  if (!(error instanceof NextOutputError) || STEPS[step] === 'required') throw error;
  warn(step, error);
}

/** Milliseconds each part has taken so far in this process, for the step's timing line. */
export const spent = /** @type {Map<string, number>} */ (new Map());

/** Adds `ms` to `part`'s time. @param {string} part @param {number} ms */
export const charge = (part, ms) => spent.set(part, (spent.get(part) ?? 0) + ms);

/**
 * Runs one part on its input; an optional part that finds no shape leaves `fallback`.
 * @template T
 * @param {Step} step @param {Warn} warn @param {() => T} work @param {T} fallback
 * @returns {T}
 */
export function attempt(step, warn, work, fallback) {
  const started = performance.now();
  try {
    return work();
  } catch (error) {
    degrade(step, error, warn);
    return fallback;
  } finally {
    charge(step, performance.now() - started);
  }
}
