// A studio's own picture, made ready for its slot: turned upright (EXIF orientation),
// converted to sRGB from whatever profile it carries (a Display P3 photo keeps its look),
// cropped to the slot's aspect around its focal point and scaled to `width`. The result
// is raw pixels, so nothing of the file's metadata (camera, GPS, owner) can reach an
// encoded picture: the encoders get pixels only.
import sharp from 'sharp';
import { aspects } from '../../lib/core/image-widths.mjs';
import { pictureInput } from '../content.mjs';

/**
 * The largest box of the slot's aspect inside the upright picture, centred on the focal point.
 * @param {{ width: number, height: number }} upright
 * @param {keyof typeof aspects} aspect
 * @param {{ x: number, y: number }} focal
 */
export function cropBox(upright, aspect, focal) {
  const { width: W, height: H } = aspects[aspect];
  const ratio = W / H;
  const width = Math.min(upright.width, Math.round(upright.height * ratio));
  const height = Math.min(upright.height, Math.round(width / ratio));
  const clamp = (/** @type {number} */ value, /** @type {number} */ max) =>
    Math.max(0, Math.min(max, value));
  return {
    left: clamp(Math.round(focal.x * upright.width - width / 2), upright.width - width),
    top: clamp(Math.round(focal.y * upright.height - height / 2), upright.height - height),
    width,
    height,
  };
}

/**
 * @param {Buffer} bytes the picture file (checked by scripts/content.mjs)
 * @param {keyof typeof aspects} aspect
 * @param {{ x: number, y: number }} focal
 * @param {number} width
 */
export async function photoRaster(bytes, aspect, focal, width) {
  const meta = await sharp(bytes, pictureInput).metadata();
  const upright = meta.autoOrient ?? { width: meta.width ?? 0, height: meta.height ?? 0 };
  const box = cropBox(upright, aspect, focal);
  return sharp(bytes, pictureInput)
    .rotate()
    .extract(box)
    .resize(width, Math.round((width * box.height) / box.width))
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
}
