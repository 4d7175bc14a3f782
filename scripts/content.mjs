// Reads the content files and the pictures a studio dropped in, and checks both before
// anything is built: `node scripts/content.mjs` runs in the build's and dev's first step
// (scripts/deploy-inputs.mjs). A problem stops it with one line naming the file, the key
// or picture, and what is expected; a warning is one line and the build goes on.
// A picture is untrusted input: its bytes are sniffed (never its name trusted), its size is
// read from its header before any pixel is decoded, and it is decoded in full once, here.
import { lstatSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { messageOf } from './errors.mjs';
import { checkTranslations } from './translations.mjs';
import { readCatalogue } from './art/catalogue.mjs';
import sharp from 'sharp';
import { PICTURES_DIR } from '../lib/content/shared/pictures.mjs';
import { readContentFiles, resolveContent } from '../lib/content/resolve.mjs';
import { DataFileError, quote } from '../lib/core/data-file.mjs';
import { aspects } from '../lib/core/image-widths.mjs';
import { DEFAULT_MAX_FILE_MIB } from '../lib/content/games/games.schema.mjs';
import {
  MAX_PICTURE_BYTES,
  MAX_PICTURE_PIXELS,
  VIDEOS_DIR,
} from '../lib/content/shared/fields.mjs';
import { videoFiles } from '../lib/content/games/videos.mjs';

/** What a file's first bytes say it is. @param {Buffer} head */
export function sniff(head) {
  const ascii = head.toString('latin1');
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (ascii.startsWith('\x89PNG\r\n\x1a\n')) return 'png';
  if (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') return 'webp';
  if (ascii.slice(4, 8) === 'ftyp' && /^(avif|avis)/.test(ascii.slice(8, 12))) return 'avif';
  if (ascii.startsWith('GIF8')) return 'gif';
  if (/^\s*(<\?xml|<svg|<!DOCTYPE svg)/i.test(ascii.replace(/^\uFEFF|^\xEF\xBB\xBF/, '')))
    return 'svg';
  return 'unknown';
}

/** sharp's input options for untrusted pictures: the pixel limit, and a truncated file is an error. */
export const pictureInput = /** @type {const} */ ({
  limitInputPixels: MAX_PICTURE_PIXELS,
  failOn: 'truncated',
});

/**
 * A file a content entry names, inside its folder of data/ and read from nowhere else:
 * no link, nothing outside, and a file (throws a DataFileError naming the entry).
 * @param {string} root @param {string} folder @param {string} name the file's name in it
 * @param {string} named the entry and value, as errors name them @param {string} what
 */
function fileInside(root, folder, name, named, what) {
  const dir = path.join(root, folder);
  const full = path.join(dir, name);
  let stat;
  try {
    stat = lstatSync(full);
  } catch {
    throw new DataFileError(`${named}: no such file in ${folder}/`);
  }
  if (stat.isSymbolicLink() || path.dirname(realpathSync(full)) !== realpathSync(dir)) {
    throw new DataFileError(`${named}: a link: expected ${what} inside ${folder}/`);
  }
  if (!stat.isFile()) throw new DataFileError(`${named}: not a file`);
  return { full, stat };
}

/**
 * Checks one dropped-in picture and returns its bytes and its upright size.
 * @param {string} root
 * @param {{ file: string, where: string, aspect: keyof typeof aspects }} picture
 */
export async function checkPicture(root, { file, where, aspect }) {
  const named = `${where} ${quote(`pictures/${file}`)}`;
  const { full, stat } = fileInside(root, PICTURES_DIR, file, named, 'a picture file');
  if (stat.size > MAX_PICTURE_BYTES) {
    throw new DataFileError(
      `${named}: ${(stat.size / 1048576).toFixed(1)} MB: expected at most ${MAX_PICTURE_BYTES / 1048576} MB`,
    );
  }
  const bytes = readFileSync(full);
  const kind = sniff(bytes.subarray(0, 64));
  if (kind === 'svg' || kind === 'gif') {
    throw new DataFileError(
      `${named}: ${kind.toUpperCase()} is refused (${kind === 'svg' ? 'an SVG can carry script' : 'no animation is shown'}): expected a JPEG, PNG, WebP or AVIF picture`,
    );
  }
  if (kind === 'unknown') {
    throw new DataFileError(`${named}: not a picture: expected a JPEG, PNG, WebP or AVIF file`);
  }
  let meta;
  try {
    // The header only: the size is read before any limit or pixel applies.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new DataFileError(`${named}: cannot be read (${oneLine(error)})`);
  }
  const { width = 0, height = 0 } = meta;
  if (width * height > MAX_PICTURE_PIXELS) {
    throw new DataFileError(
      `${named}: ${width}×${height} px: expected at most ${MAX_PICTURE_PIXELS / 1e6} megapixels`,
    );
  }
  try {
    // Decoded in full (a truncated or corrupt file fails here, not halfway through the build).
    await sharp(bytes, pictureInput).raw().toBuffer();
  } catch (error) {
    throw new DataFileError(`${named}: cannot be decoded (${oneLine(error)})`);
  }
  const upright = meta.autoOrient ?? { width, height };
  const canvas = aspects[aspect];
  const ratio = canvas.width / canvas.height;
  const cropWidth = Math.min(upright.width, Math.round(upright.height * ratio));
  return { bytes, upright, cropWidth, needs: canvas.max };
}

/**
 * The top-level boxes of an MP4, in order, until the media data: 'moov' before 'mdat' is
 * an index at the front, so a browser can start playing from the first bytes.
 * @param {Buffer} bytes
 */
export function mp4Boxes(bytes) {
  const boxes = [];
  for (let at = 0; at + 8 <= bytes.length;) {
    const size = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    boxes.push(type);
    if (type === 'mdat' || size < 8) break;
    at += size;
  }
  return boxes;
}

/**
 * Checks one file of a video of the studio's (the video, its WebM, a captions file) and
 * returns its size: inside data/videos/, no link, within the host's limit per file, and
 * what its name says it is (an MP4 with its index first, a WebM, WebVTT).
 * @param {string} root @param {{ file: string, where: string, maxBytes: number }} video
 */
export function checkVideoFile(root, { file, where, maxBytes }) {
  const named = `${where} ${quote(file)}`;
  const name = file.replace(/^videos\//, '');
  const { full, stat } = fileInside(root, VIDEOS_DIR, name, named, 'a file');
  if (stat.size > maxBytes) {
    throw new DataFileError(
      `${named}: ${(stat.size / 1048576).toFixed(1)} MiB: the host takes at most ${maxBytes / 1048576} MiB per file (data/brand.json maxFileMiB)`,
    );
  }
  const bytes = readFileSync(full);
  if (file.endsWith('.mp4')) {
    const boxes = mp4Boxes(bytes);
    if (boxes[0] !== 'ftyp') throw new DataFileError(`${named}: not an MP4 file`);
    if (!boxes.includes('moov')) {
      throw new DataFileError(
        `${named}: its index (moov) comes after the video: re-encode with ffmpeg -movflags +faststart`,
      );
    }
  } else if (file.endsWith('.webm')) {
    if (bytes.readUInt32BE(0) !== 0x1a45dfa3) throw new DataFileError(`${named}: not a WebM file`);
  } else if (!/^(\uFEFF)?WEBVTT([ \t].*)?\r?\n/.test(bytes.toString('utf8'))) {
    throw new DataFileError(`${named}: not WebVTT: expected a file starting with WEBVTT`);
  }
  return stat.size;
}

/**
 * Every file of the catalogue's videos, checked (checkVideoFile).
 * @param {string} root @param {readonly { slug: string, videos: readonly import('../lib/content/games/videos.mjs').VideoFields[] }[]} catalogue
 * @param {number} maxFileMiB
 */
export function checkVideos(root, catalogue, maxFileMiB = DEFAULT_MAX_FILE_MIB) {
  for (const { slug, videos } of catalogue) {
    videos.forEach((video, index) => {
      for (const file of videoFiles(video)) {
        checkVideoFile(root, {
          file,
          where: `data/content/games/${slug}/index.json: en.videos[${index}]`,
          maxBytes: maxFileMiB * 1048576,
        });
      }
    });
  }
}

const oneLine = (/** @type {unknown} */ error) => messageOf(error).split('\n')[0];

/**
 * The content files, parsed, checked and resolved as of `now` (throws a DataFileError with
 * one line).
 * @param {string} [root] @param {Date} [now] the build's instant; the clock's by default
 */
export function readContent(root = process.cwd(), now = new Date()) {
  const artwork = readCatalogue(root);
  return { ...resolveContent(readContentFiles(root), artwork, { now }), artwork };
}

/** Checks everything; returns the content resolved and the warnings (one line each). */
export async function checkContent(
  root = process.cwd(),
  { maxFileMiB = DEFAULT_MAX_FILE_MIB, now = new Date() } = {},
) {
  const { byLanguage, pictures, held, upcoming, addresses, artwork, warnings } = readContent(
    root,
    now,
  );
  checkVideos(root, byLanguage.en.catalogue, maxFileMiB);
  const languages = checkTranslations(root);
  warnings.push(...languages.warnings);
  for (const picture of pictures.values()) {
    if (picture.source !== 'file') continue;
    const { cropWidth, needs } = await checkPicture(root, picture);
    if (cropWidth < needs) {
      warnings.push(
        `${picture.where} ${quote(`pictures/${picture.file}`)}: ${cropWidth} px wide once cropped to its slot: it needs ${needs} px for sharp screens, so it is scaled up`,
      );
    }
  }
  return {
    byLanguage,
    pictures,
    held,
    upcoming,
    addresses,
    artwork,
    messages: languages.messages,
    warnings,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    for (const line of (await checkContent()).warnings) console.warn(`content: warning: ${line}`);
  } catch (error) {
    console.error(error instanceof DataFileError ? `build: ${error.message}` : error);
    process.exit(1);
  }
}
