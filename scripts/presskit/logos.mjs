// A kit's logo and icon as SVG and PNG, light (for light backgrounds) and dark: the studio's
// wordmark is the gem beside its name, a game's its name alone; the icon is the brand's gem.
// Lettered as outlines (scripts/art/lettering.mjs), so no file depends on an installed font.
import sharp from 'sharp';
import { ICON_PNG } from '../art/icons.mjs';
import { measure, textPath } from '../art/lettering.mjs';
import { GEM, gemIcon } from '../../lib/brand/gem.mjs';

const SIZE = 96; // the lettering's em, in SVG units
const PAD = 24;

/**
 * @typedef {{ ink: string, gem: { light: string, dark: string, facet: string } }} Tone
 */

/**
 * A wordmark's SVG: `name` lettered in `ink`, after the gem when `withGem`.
 * @param {string} name @param {Tone} tone @param {boolean} withGem
 */
export function wordmarkSvg(name, tone, withGem) {
  const gemHeight = SIZE * 1.1;
  const gemWidth = withGem ? (gemHeight * 40) / 44 : 0;
  const gap = withGem ? SIZE * 0.3 : 0;
  const width = Math.ceil(PAD * 2 + gemWidth + gap + measure(name, SIZE, 0.02));
  const height = Math.ceil(PAD * 2 + gemHeight);
  const baseline = PAD + gemHeight / 2 + SIZE * 0.35;
  const gem = withGem
    ? `<g transform="translate(${PAD} ${PAD}) scale(${gemHeight / 44})"><path d="${GEM.left}" fill="${tone.gem.light}"/><path d="${GEM.right}" fill="${tone.gem.dark}"/><path d="${GEM.facet}" fill="${tone.gem.facet}" opacity="0.35"/></g>`
    : '';
  const text = textPath(name, PAD + gemWidth + gap, baseline, SIZE, 0.02);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><title>${escapeXml(name)}</title>${gem}<path d="${text}" fill="${tone.ink}"/></svg>`;
}

/** @param {string} text */
const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The icon's SVG on a transparent ground, its facet in the tone's page colour.
 * @param {Tone} tone
 */
export const iconSvg = (tone) => gemIcon(tone.gem);

/**
 * A PNG of an SVG at `width` pixels, transparent where the SVG is.
 * @param {string} svg @param {number} width
 */
export async function svgPng(svg, width) {
  const [, w = '0'] = /width="(\d+(?:\.\d+)?)"/.exec(svg) ?? [];
  const density = Number(w) ? (72 * width) / Number(w) : 300;
  return sharp(Buffer.from(svg), { density }).resize(width).png(ICON_PNG).toBuffer();
}
