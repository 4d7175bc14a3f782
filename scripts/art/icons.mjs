// The icons (public/icon.svg, app icons for the web app manifest and iOS) and the
// 1200×630 share image, drawn from the brand's gem colours and the site's own art.
import sharp from 'sharp';
import { gemIcon } from '../../lib/brand/gem.mjs';
import { createRandom } from './random.mjs';
import { titleBlock } from './overlays.mjs';
import { synthwave } from './scenes.mjs';

/** The tab icon's SVG (lib/brand/gem.mjs) in the brand's colours: theme.gem of lib/brand/brand.mjs. */
export const iconSvg = gemIcon;

/**
 * A 256-colour palette at full quality: the flat gem looks the same in far fewer bytes
 * (Chromium fetches icon-192 on every first visit).
 */
export const ICON_PNG = { palette: true, quality: 100, effort: 10, compressionLevel: 9 };

/**
 * The gem from icon.svg on the page colour, `inset` of the canvas kept clear.
 * @param {string} svg @param {number} size @param {number} inset @param {string} background
 */
async function iconOnBackground(svg, size, inset, background) {
  const inner = Math.round(size * (1 - inset * 2));
  const gem = await sharp(Buffer.from(svg), { density: 600 })
    .resize(inner, inner, { fit: 'contain', background: '#00000000' })
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: gem, gravity: 'centre' }])
    .png(ICON_PNG)
    .toBuffer();
}

/** @param {string} svg the icon @param {string} page the brand's page colour */
export async function appIcons(svg, page) {
  return {
    'icon-192.png': await iconOnBackground(svg, 192, 0.1, page),
    'icon-512.png': await iconOnBackground(svg, 512, 0.1, page),
    // Maskable icons keep their art inside the central 80% safe zone.
    'icon-maskable-512.png': await iconOnBackground(svg, 512, 0.2, page),
    'apple-icon.png': await iconOnBackground(svg, 180, 0.12, page),
  };
}

/**
 * @param {string} name the site name
 * @param {import('./palettes.mjs').Palette} palette the brand's sunset palette
 */
export async function shareImage(name, palette) {
  const [W, H] = [1200, 630];
  const scene = synthwave(W, H, palette, createRandom(2036), {
    sunX: 0.72,
    sunScale: 0.42,
    horizon: 0.66,
  });
  const title = titleBlock(W, H, palette, name, 'wide');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>${scene.defs}${title.defs}</defs>${scene.body}${title.body}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}
