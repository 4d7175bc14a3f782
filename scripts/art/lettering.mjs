// Titles are set as outlines from Poppins (the site's own font, via opentype.js),
// so the rasterised art never depends on the fonts of the machine that builds it.
import { createRequire } from 'node:module';
import opentype from 'opentype.js';

const require = createRequire(import.meta.url);
/** @type {opentype.Font | undefined} */
let font;

function loadFont() {
  font ??= opentype.loadSync(
    require.resolve('@fontsource/poppins/files/poppins-latin-700-normal.woff'),
  );
  return font;
}

/**
 * Width of `text` at `size`, including letter spacing (in em).
 * @param {string} text @param {number} size
 */
export function measure(text, size, tracking = 0) {
  const f = loadFont();
  return f.getAdvanceWidth(text, size) + tracking * size * (text.length - 1);
}

/**
 * SVG path data for `text` with its left baseline at (x, y).
 * @param {string} text @param {number} x @param {number} y @param {number} size
 */
export function textPath(text, x, y, size, tracking = 0) {
  const f = loadFont();
  let cursor = x;
  const parts = [];
  for (const char of text) {
    parts.push(f.getPath(char, cursor, y, size).toPathData(1));
    cursor += f.getAdvanceWidth(char, size) + tracking * size;
  }
  return parts.join('');
}

/**
 * Break a title into at most two lines that fit `maxWidth`.
 * @param {string} title @param {number} maxWidth @param {number} maxSize @param {number} tracking
 */
export function fitTitle(title, maxWidth, maxSize, tracking) {
  const words = title.toUpperCase().split(' ');
  const oneLine = words.join(' ');
  const single = Math.min(maxSize, (maxWidth / measure(oneLine, 100, tracking)) * 100);
  if (words.length === 1 || single >= maxSize * 0.8) return { lines: [oneLine], size: single };
  let best = { lines: [oneLine], size: single };
  for (let i = 1; i < words.length; i += 1) {
    const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const widest = Math.max(...lines.map((l) => measure(l, 100, tracking)));
    const size = Math.min(maxSize, (maxWidth / widest) * 100);
    if (size > best.size) best = { lines, size };
  }
  return best;
}
