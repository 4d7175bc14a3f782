// App icons for the web app manifest and iOS, and the 1200×630 share image,
// all drawn from the site's own art.
import sharp from 'sharp';
import { palettes } from './palettes.mjs';
import { createRandom } from './random.mjs';
import { titleBlock } from './overlays.mjs';
import { synthwave } from './scenes.mjs';

const PAGE = '#1f2122';

/**
 * A 256-colour palette at full quality: the flat gem looks the same, in ~40% fewer
 * bytes (icon-192 5.6 → 3.5 KB: Chromium fetches it on every first visit).
 */
export const ICON_PNG = { palette: true, quality: 100, effort: 10, compressionLevel: 9 };

/** The gem from app/icon.svg on the page colour, `inset` of the canvas kept clear. */
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

export async function appIcons(svg) {
  return {
    'icon-192.png': await iconOnBackground(svg, 192, 0.1, PAGE),
    'icon-512.png': await iconOnBackground(svg, 512, 0.1, PAGE),
    // Maskable icons keep their art inside the central 80% safe zone.
    'icon-maskable-512.png': await iconOnBackground(svg, 512, 0.2, PAGE),
    'apple-icon.png': await iconOnBackground(svg, 180, 0.12, PAGE),
  };
}

export async function shareImage(name) {
  const [W, H] = [1200, 630];
  const palette = palettes.sunset;
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
