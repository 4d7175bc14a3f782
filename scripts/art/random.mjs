// Seeded PRNG (mulberry32): the same seed draws the same picture on every machine.

/** @typedef {ReturnType<typeof createRandom>} Random */

/** @param {number} seed */
export function createRandom(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** @param {number} min @param {number} max */
    range: (min, max) => min + (max - min) * next(),
    /** @param {number} min @param {number} max */
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    /** @template T @param {readonly T[]} list @returns {T} */
    pick: (list) => /** @type {T} */ (list[Math.floor(next() * list.length)]),
    /** @param {number} p */
    chance: (p) => next() < p,
  };
}

/** Round to one decimal so the SVG stays small. */
export const n = (/** @type {number} */ value) => Math.round(value * 10) / 10;
