import { pullHue } from '../../lib/brand/brand.mjs';

// Palettes drawn from the design's colours (pink, violet, cyan and deep blue on dark), for
// its pink accent. A brand with another accent pulls the pinks to its hue and the violets
// and night skies part of the way (palettesFor, lib/brand/brand.mjs pullHue), so a blue brand gets
// blue-led art, while the warm suns and cyan complements keep their roles.
/** @typedef {{ sky: [string, string, string], glow: string, accent: string, accent2: string, deep: string }} Palette */

/** @type {Record<string, Palette>} */
export const palettes = {
  sunset: {
    sky: ['#0e0a2a', '#4a1a6b', '#ff5f8f'],
    glow: '#ffd36e',
    accent: '#ff4f8b',
    accent2: '#37e2ff',
    deep: '#0b0820',
  },
  magenta: {
    sky: ['#0b0a22', '#3a1256', '#e75e8d'],
    glow: '#ff9cc4',
    accent: '#e75e8d',
    accent2: '#7b5cff',
    deep: '#0a0719',
  },
  violet: {
    sky: ['#07091f', '#26195a', '#8a5cff'],
    glow: '#cfa8ff',
    accent: '#a77bff',
    accent2: '#e75e8d',
    deep: '#060617',
  },
  cyan: {
    sky: ['#04111f', '#0b2f4d', '#1fc8f2'],
    glow: '#98f5ff',
    accent: '#2ad4ff',
    accent2: '#e75e8d',
    deep: '#030b16',
  },
  ember: {
    sky: ['#130812', '#4a1426', '#ff7a45'],
    glow: '#ffc27a',
    accent: '#ff6a4d',
    accent2: '#e75e8d',
    deep: '#0d0509',
  },
  dawn: {
    sky: ['#141537', '#56397f', '#ff9ab8'],
    glow: '#ffe3a8',
    accent: '#ff8fb3',
    accent2: '#6fd8ff',
    deep: '#0c0b24',
  },
};

/**
 * The palettes moved toward the brand's hue (lib/brand/brand.mjs: theme.art); the design's own,
 * unchanged, for the default brand.
 * @param {{ lead: number, degrees: number }} art
 * @returns {typeof palettes}
 */
export function palettesFor({ lead, degrees }) {
  const move = (/** @type {string} */ c) => pullHue(c, lead, degrees);
  const turn = (/** @type {string | string[]} */ value) =>
    Array.isArray(value) ? value.map(move) : move(value);
  return /** @type {typeof palettes} */ (
    Object.fromEntries(
      Object.entries(palettes).map(([name, palette]) => [
        name,
        Object.fromEntries(Object.entries(palette).map(([key, value]) => [key, turn(value)])),
      ]),
    )
  );
}

/**
 * Mix two #rrggbb colours; t = 0 gives a, t = 1 gives b.
 * @param {string} a @param {string} b @param {number} t
 */
export function mix(a, b, t) {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (/** @type {number} */ shift) => {
    const x = (pa >> shift) & 255;
    const y = (pb >> shift) & 255;
    return Math.round(x + (y - x) * t);
  };
  return `#${((1 << 24) | (ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).slice(1)}`;
}
