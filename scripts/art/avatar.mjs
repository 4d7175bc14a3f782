// Streamer and profile pictures: DiceBear's Pixel Art style (design CC0 1.0, code MIT),
// seeded per streamer, over a two-tone disc in the streamer's palette.
import { createAvatar } from '@dicebear/core';
import * as pixelArt from '@dicebear/pixel-art';

/**
 * @param {number} W the canvas's width
 * @param {string} slug the streamer's seed
 * @param {import('./palettes.mjs').Palette} p
 */
export function avatar(W, slug, p) {
  const face = createAvatar(pixelArt, { seed: slug, size: W * 0.78, scale: 100 })
    .toString()
    .replace('<svg ', `<svg x="${W * 0.11}" y="${W * 0.16}" `);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${W}" viewBox="0 0 ${W} ${W}" shape-rendering="crispEdges">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.accent}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>
<rect width="${W}" height="${W}" fill="url(#bg)"/>
<rect y="${W * 0.72}" width="${W}" height="${W * 0.28}" fill="${p.deep}" opacity="0.35"/>
${face}
</svg>`;
}
