// Draws every picture the site shows from data/artwork.json into public/art/:
// one WebP per srcset width, AVIF for the larger ones (see lib/core/image-widths.mjs),
// icon.svg, favicon.ico, the app icons and the share image, all in the brand's colours
// (data/brand.json through lib/brand/brand.mjs: a new accent turns every palette's hue).
// Deterministic: the same catalogue draws the same files. A picture is skipped only
// when its entry is unchanged and every file still holds the bytes recorded when it was
// drawn (.derived/art-stamp.json, updated after each picture): a missing, truncated or
// stale file is drawn again, whatever happened to an earlier run. Files are written
// under a temporary name and renamed, so a killed run leaves no half-written picture.
// Beside the catalogue: the art drawn for content entries with no picture, and the
// pictures a studio dropped into data/pictures/ (scripts/art/photo.mjs), cached by the
// hash of their bytes like the drawn ones by their SVG. Last, the studio's video files are
// copied to public/video/ (scripts/publish-videos.mjs).
// The data files are checked first (scripts/art/catalogue.mjs, scripts/content.mjs).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { avatar } from './art/avatar.mjs';
import { DataFileError, readBrand, readCatalogue } from './art/catalogue.mjs';
import { favicon } from './art/favicon.mjs';
import { appIcons, iconSvg, shareImage } from './art/icons.mjs';
import { hud, titleBlock } from './art/overlays.mjs';
import { palettesFor } from './art/palettes.mjs';
import { photoRaster } from './art/photo.mjs';
import { createRandom } from './art/random.mjs';
import { scenes } from './art/scenes.mjs';
import { brandTheme } from '../lib/brand/brand.mjs';
import { readResult } from '../lib/render/build-result.mjs';
import { defaultLocale } from '../lib/core/locales.mjs';
import {
  artFile,
  aspects,
  avifWidthsFor,
  postShareFile,
  shareFile,
  widthsFor,
} from '../lib/core/image-widths.mjs';
import { readContent } from './content.mjs';
import { publishVideos } from './publish-videos.mjs';
import { ART_STAMP } from './derived-names.mjs';
import {
  keepPicture,
  prune,
  prunePictures,
  storedBytes,
  storedPicture,
  writeIfChanged,
} from './derived-store.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'public', 'art');
// What was drawn, in the checkout's store (scripts/derived-store.mjs): no page's asset.
const stampFile = path.join(root, ART_STAMP);
/**
 * A picture to draw, from data/artwork.json or a content entry (checked by catalogue.mjs).
 * @typedef {{ aspect: import('../lib/core/image-widths.mjs').Aspect, scene: string, seed: number,
 *   palette: string, title?: string, emblem?: string, hud?: boolean }} ArtEntry
 */
/**
 * A studio's photo for a slot, cropped around its focal point.
 * @typedef {{ aspect: import('../lib/core/image-widths.mjs').Aspect,
 *   photo: { bytes: Buffer, focal: { x: number, y: number } } }} PhotoEntry
 */
/**
 * What was drawn, per slug: the hash of its inputs and each file's content hash.
 * @typedef {Record<string, { hash: string, files: Record<string, string> }>} Stamp
 */
/** @typedef {(typeof scenes)[keyof typeof scenes]} Painter */

/**
 * The stamp in slug order, whatever order the pictures finished in.
 * @param {Stamp} stamp
 */
const stampText = (stamp) =>
  JSON.stringify(
    Object.fromEntries(Object.entries(stamp).sort(([a], [b]) => a.localeCompare(b))),
    null,
    2,
  );
const VERSION = 6; // bump to redraw everything after changing a painter
// ART_DRAFT=1 (the second-brand check, tools/build-brand.mjs): each picture drawn at its
// smallest WebP and AVIF widths only, those files standing in for every larger width.
const DRAFT = process.env.ART_DRAFT === '1';

/**
 * One picture's SVG, in `palettes` (palettesFor: the brand's hues).
 * @param {string} slug @param {ArtEntry} entry
 */
export function drawSvg(slug, entry, palettes = palettesFor({ lead: 0, degrees: 0 })) {
  const { width: W, height: H } = aspects[entry.aspect];
  const palette = palettes[entry.palette];
  if (!palette) throw new Error(`${slug}: unknown palette ${entry.palette}`);
  if (entry.scene === 'avatar') return avatar(W, slug, palette);
  const paint = /** @type {Record<string, Painter | undefined>} */ (scenes)[entry.scene];
  if (!paint) throw new Error(`${slug}: unknown scene ${entry.scene}`);
  const random = createRandom(entry.seed);
  const opts = { ...entry };
  // The banner keeps calm space on the left for the welcome text.
  if (entry.aspect === 'hero') Object.assign(opts, { sunX: 0.74, sunScale: 0.36, horizon: 0.68 });
  const scene = paint(W, H, palette, random, opts);
  const title = entry.title ? titleBlock(W, H, palette, entry.title, entry.aspect) : null;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>${scene.defs}${title?.defs ?? ''}</defs>
${scene.body}
${entry.hud ? hud(W, H, palette, random) : ''}
${title?.body ?? ''}
</svg>`;
}

/**
 * Rasterises the SVG once, at its widest; every smaller file is a downscale of that.
 * @param {string} svg @param {number} W @param {number} maxWidth
 */
async function rasterise(svg, W, maxWidth) {
  return sharp(Buffer.from(svg), { density: (72 * maxWidth) / W })
    .resize(maxWidth)
    .raw()
    .toBuffer({ resolveWithObject: true });
}

const sha256 = (/** @type {string | Buffer} */ data) =>
  createHash('sha256').update(data).digest('hex');

/**
 * Writes a file unless it holds these bytes already (whole or absent: writeIfChanged);
 * resolves their hash, for the stamp.
 * @param {string} file @param {string | Buffer} data
 */
async function writeHashed(file, data) {
  await writeIfChanged(file, data);
  return sha256(data);
}

/**
 * AVIF settings. Effort 1: near effort 2's size in much less time for the drawn art; quality
 * 45 looked the same as WebP 74 side by side. A studio's photos carry detail at every scale,
 * which makes a page's first picture, and so its LCP on a slow network, about twice the
 * drawn art's: for them effort 3 and quality 42, smaller files for a slower encode that only a
 * new or changed photo pays (they are cached). Figures: docs/performance.md.
 */
const avifSettings = {
  drawn: { quality: 45, effort: 1 },
  photo: { quality: 42, effort: 3 },
};

/**
 * The WebP (and AVIF) of one width; resolves { file: content hash }.
 * @param {{ data: Buffer, info: import('sharp').OutputInfo }} raster
 * @param {string} slug @param {number} width @param {boolean} avif
 * @param {'drawn' | 'photo'} kind
 */
async function encode(raster, slug, width, avif, kind) {
  const scaled = sharp(raster.data, { raw: raster.info }).resize(width);
  const fileFor = (/** @type {'webp' | 'avif'} */ extension) =>
    path.join(root, 'public', artFile(slug, width, extension));
  /** @type {Record<string, string>} */
  const hashes = {};
  hashes[fileFor('webp')] = await writeHashed(
    fileFor('webp'),
    await scaled.clone().webp({ quality: 74, effort: 5 }).toBuffer(),
  );
  if (avif) {
    hashes[fileFor('avif')] = await writeHashed(
      fileFor('avif'),
      await scaled.avif(avifSettings[kind]).toBuffer(),
    );
  }
  return hashes;
}

/**
 * Whether every file of a picture holds the bytes recorded when it was drawn.
 * @param {Record<string, string> | undefined} recorded
 */
async function intact(recorded) {
  if (!recorded) return false;
  for (const [name, hash] of Object.entries(recorded)) {
    const file = path.join(outDir, name);
    if (!existsSync(file) || sha256(await readFile(file)) !== hash) return false;
  }
  return true;
}

/**
 * One art run's state: the stamp as it was, the stamp after each picture (written one at a
 * time by `save`), the palettes, and what was drawn and taken from the store.
 * @typedef {{ stamp: Stamp, next: Stamp, save: () => Promise<unknown>,
 *   palettes: ReturnType<typeof palettesFor>, drawn: number, stored: number }} ArtRun
 */

/** The stamp of the last run; none (everything drawn again) when missing or unreadable. */
async function readStamp() {
  try {
    return /** @type {Stamp} */ (JSON.parse(await readFile(stampFile, 'utf8')));
  } catch {
    return {};
  }
}

/**
 * The pictures to make: the catalogue's, the content's drawn ones and the studio's files,
 * but for what only entries not shown yet use (lib/content/shared/moments.mjs), which is left to a
 * later build: a picture in public/ is a picture in the export.
 * @param {Record<string, ArtEntry>} catalogue @param {Map<string, import('../lib/content/shared/pictures.mjs').Picture>} pictures
 * @param {readonly string[]} held
 */
async function artWork(catalogue, pictures, held) {
  const notShown = new Set(held);
  /** @type {[string, ArtEntry | PhotoEntry][]} */
  const work = Object.entries(catalogue).filter(([slug]) => !notShown.has(slug));
  for (const picture of pictures.values()) {
    if (picture.source === 'drawn') work.push([picture.slug, picture.entry]);
    if (picture.source === 'file') {
      const bytes = await readFile(path.join(root, 'data', 'pictures', picture.file));
      work.push([picture.slug, { aspect: picture.aspect, photo: { bytes, focal: picture.focal } }]);
    }
  }
  return work;
}

/**
 * One picture at every width: kept when its stamp still serves, taken from the store, or
 * drawn (a photo cropped) and encoded.
 * @param {ArtRun} run @param {string} slug @param {ArtEntry | PhotoEntry} entry
 */
async function makePicture(run, slug, entry) {
  const photo = 'photo' in entry ? entry.photo : null;
  const kind = photo ? 'photo' : 'drawn';
  const source = photo
    ? `${photo.focal.x},${photo.focal.y}|${JSON.stringify(avifSettings.photo)}|${sha256(photo.bytes)}`
    : drawSvg(slug, /** @type {ArtEntry} */ (entry), run.palettes);
  const widths = widthsFor(entry.aspect);
  const hashOf = (/** @type {boolean} */ draft) =>
    createHash('sha256')
      .update(`${VERSION}|${draft ? 'draft' : ''}|${widths.join(',')}|${source}`)
      .digest('hex')
      .slice(0, 16);
  const hash = hashOf(DRAFT);
  const { width: W } = aspects[entry.aspect];
  const raster = (/** @type {number} */ width) =>
    photo
      ? photoRaster(photo.bytes, entry.aspect, photo.focal, width)
      : rasterise(source, W, width);
  const avifWidths = avifWidthsFor(entry.aspect);
  const recorded = run.stamp[slug];
  // A draft is a stand-in: the picture drawn in full from the same inputs serves it too
  // (a scratch copy with the art linked from the project, tools/project-copy.mjs).
  const serves = recorded?.hash === hash || (DRAFT && recorded?.hash === hashOf(false));
  if (recorded && serves && (await intact(recorded.files))) {
    run.next[slug] = recorded;
    // Drawn before the store was: kept there now, for the other builds here.
    await keepPicture(slug, recorded.hash, outDir, recorded.files);
    return;
  }
  for (const key of DRAFT ? [hash, hashOf(false)] : [hash]) {
    const files = await storedPicture(slug, key);
    if (!files) continue;
    /** @type {Record<string, string>} */
    const sums = {};
    for (const [name, bytes] of Object.entries(files))
      sums[name] = await writeHashed(path.join(outDir, name), bytes);
    run.next[slug] = { hash: key, files: sums };
    await run.save();
    run.stored += 1;
    return;
  }
  /** @type {Record<string, string>} */
  const hashes = {};
  if (DRAFT) {
    const [webpWidth = 0] = widths;
    const avifWidth = avifWidths[0];
    const drawnRaster = await raster(avifWidth ?? webpWidth);
    Object.assign(hashes, await encode(drawnRaster, slug, webpWidth, false, kind));
    if (avifWidth) Object.assign(hashes, await encode(drawnRaster, slug, avifWidth, true, kind));
    const drawnFile = (/** @type {number} */ w, /** @type {'webp' | 'avif'} */ extension) =>
      path.join(root, 'public', artFile(slug, w, extension));
    for (const w of widths) {
      for (const [extension, from] of /** @type {const} */ ([
        ['webp', webpWidth],
        ['avif', avifWidth],
      ])) {
        if (from === undefined || w === from || (extension === 'avif' && !avifWidths.includes(w)))
          continue;
        const file = drawnFile(w, extension);
        hashes[file] = await writeHashed(file, await readFile(drawnFile(from, extension)));
      }
    }
  } else {
    const widest = await raster(widths.at(-1) ?? 0);
    for (const w of widths) {
      Object.assign(hashes, await encode(widest, slug, w, avifWidths.includes(w), kind));
    }
  }
  // The widest WebP under the plain name art() gives (page metadata and fallbacks).
  const base = path.join(outDir, `${slug}.webp`);
  const widest = path.join(root, 'public', artFile(slug, widths.at(-1) ?? 0, 'webp'));
  hashes[base] = await writeHashed(base, await readFile(widest));
  run.next[slug] = {
    hash,
    files: Object.fromEntries(
      Object.entries(hashes).map(([file, sum]) => [path.relative(outDir, file), sum]),
    ),
  };
  await run.save();
  await keepPicture(slug, hash, outDir, run.next[slug].files);
  run.drawn += 1;
}

/** The icons, the favicon and the site's share image, in the brand's colours. */
async function writeIcons(
  /** @type {ReturnType<typeof brandTheme>} */ theme,
  /** @type {{ name: string }} */ brand,
  /** @type {ReturnType<typeof palettesFor>} */ palettes,
) {
  const icon = iconSvg(theme.gem);
  await writeHashed(path.join(root, 'public', 'icon.svg'), icon);
  await writeHashed(path.join(root, 'public', 'favicon.ico'), await favicon(icon));
  await mkdir(path.join(root, 'public', 'icons'), { recursive: true });
  for (const [name, png] of Object.entries(await appIcons(icon, theme.colours.page))) {
    await writeHashed(path.join(root, 'public', 'icons', name), png);
  }
  await writeHashed(
    path.join(root, 'public', 'og.jpg'),
    await shareImage(
      brand.name,
      /** @type {import('./art/palettes.mjs').Palette} */ (palettes.sunset),
    ),
  );
}

/**
 * Each game's share image (its page's, its press kit's): its key art at 1200×630, cropped
 * around its focal point; each post's, its cover. Returns the files written.
 * @param {{ catalogue: readonly { slug: string, keyArt: string }[], news: readonly { slug: string, cover: string }[] }} content
 * @param {Map<string, import('../lib/content/shared/pictures.mjs').Picture>} pictures
 */
async function writeShares(content, pictures) {
  const shares = [
    ...content.catalogue.map((game) => ({ src: game.keyArt, file: shareFile(game.slug) })),
    ...content.news.map((post) => ({ src: post.cover, file: postShareFile(post.slug) })),
  ];
  for (const { src, file } of shares) {
    const picture = pictures.get(path.basename(src, '.webp'));
    const focalY = picture?.source === 'file' ? picture.focal.y : 0.5;
    const source = await readFile(path.join(root, 'public', src));
    const key = Buffer.concat([Buffer.from(`share|1|${focalY}|`), source]);
    const share = await storedBytes('shares', key, 'jpg', async () => {
      const { width = 1200, height: sourceHeight = 675 } = await sharp(source).metadata();
      const height = Math.round((1200 * sourceHeight) / width);
      const top = Math.min(Math.max(Math.round(focalY * height - 315), 0), height - 630);
      return sharp(source)
        .resize({ width: 1200, height })
        .extract({ left: 0, top, width: 1200, height: 630 })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer();
    });
    await writeHashed(path.join(outDir, file), share);
  }
  return shares.map(({ file }) => file);
}

async function main() {
  // The first step's result (lib/render/build-result.mjs); run alone on changed data, its own read.
  const result = readResult(root);
  const catalogue = result?.artwork ?? readCatalogue(root);
  const brand = result?.brand ?? readBrand(root);
  const theme = brandTheme(brand);
  const palettes = palettesFor(theme.art);
  await mkdir(outDir, { recursive: true });
  await mkdir(path.dirname(stampFile), { recursive: true });
  // A killed run's temporary files never reach the export.
  for (const name of await readdir(outDir)) {
    if (name.endsWith('.tmp')) await rm(path.join(outDir, name), { force: true });
  }
  const stamp = await readStamp();
  /** @type {Stamp} */
  const next = {};
  /** @type {Promise<unknown>} */
  let saving = Promise.resolve();
  /** @type {ArtRun} */
  const run = {
    stamp,
    next,
    save: () =>
      (saving = saving.then(() => writeHashed(stampFile, stampText({ ...stamp, ...next })))),
    palettes,
    drawn: 0,
    stored: 0,
  };
  const started = Date.now();

  const { content, pictures, held } = result
    ? {
        content: result.byLanguage[defaultLocale],
        pictures: new Map(result.pictures),
        held: result.held,
      }
    : readContent(root);
  const queue = await artWork(catalogue, pictures, held);
  // Two at a time: libvips already uses both cores inside each job.
  await Promise.all(
    [0, 1].map(async () => {
      for (let job = queue.shift(); job; job = queue.shift()) await makePicture(run, ...job);
    }),
  );

  await writeIcons(theme, brand, palettes);
  const shares = await writeShares(content, pictures);
  await prune('shares');
  await prunePictures();
  // A file no picture of this build's has (an entry held back since, a picture renamed) is
  // not left to the export.
  const kept = new Set([
    ...Object.values(next).flatMap(({ files }) => Object.keys(files)),
    ...shares,
  ]);
  for (const name of await readdir(outDir)) {
    if (!kept.has(name)) await rm(path.join(outDir, name), { force: true });
  }
  // Only the catalogue's pictures stay in the stamp.
  await saving;
  await writeHashed(stampFile, stampText(next));
  const total = Object.keys(next).length;
  // The posters above are drawn for them; the files themselves are only copied.
  const videos = await publishVideos(root, content.catalogue);
  console.log(
    `art: ${total} pictures (${run.drawn} drawn, ${run.stored} from the store, ${total - run.drawn - run.stored} unchanged), ${videos} video files, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof DataFileError ? `art: ${error.message}` : error);
    process.exit(1);
  });
}
