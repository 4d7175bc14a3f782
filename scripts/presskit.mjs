// The build's press-kit step, after the art: for the studio's kit and each catalogue game's,
// images.zip (every picture the kit shows, at full resolution: a studio's JPEG or PNG as it
// was dropped in, drawn art rasterised afresh at its widest as JPEG), logo.zip (the logo and
// icon as SVG and PNG, light and dark, the SVGs also published for the page to show) and the
// kit as presskit() data.xml, into public/presskit/ and, for the games, public/games/. Every
// file is a function of the commit (scripts/presskit/zip.mjs); each raster is kept in
// .derived/presskit/ by what makes it, and a file whose bytes are unchanged is not written, so
// a build that changed nothing encodes and rewrites nothing. An archive over the host's limit
// is split or stops the build in one line, as data/brand.json says (overLimit).
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { DataFileError, readBrand, readCatalogue } from './art/catalogue.mjs';
import { prune, storedBytes, writeIfChanged } from './derived-store.mjs';
import { palettesFor } from './art/palettes.mjs';
import { readContent } from './content.mjs';
import { parseSiteUrl } from './deploy-inputs.mjs';
import { drawSvg } from './generate-art.mjs';
import { ArchiveLimitError, archiveParts } from './presskit/zip.mjs';
import { gameXml, studioXml } from './presskit/data-xml.mjs';
import { iconSvg, svgPng, wordmarkSvg } from './presskit/logos.mjs';
import { ICON_PNG } from './art/icons.mjs';
import { brandTheme } from '../lib/brand/brand.mjs';
import { DEFAULT_MAX_FILE_MIB } from '../lib/content/games/games.schema.mjs';
import { aspects } from '../lib/core/image-widths.mjs';
import { defaultLocale } from '../lib/core/locales.mjs';
import { gamePath } from '../lib/core/routes.mjs';
import { readResult } from '../lib/render/build-result.mjs';
import {
  KIT_FILES,
  archiveName,
  fileSlug,
  kitFile,
  kitPictures,
  logoFiles,
} from '../lib/presskit/kit.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Drawn art as press JPEG: near lossless, a tenth of a PNG's bytes. */
const JPEG = { quality: 92, mozjpeg: true, chromaSubsampling: '4:4:4' };
const LOGO_WIDTH = 1600;
const ICON_WIDTH = 1024;

/** Kits made at once: each waits on sharp's threads as often as on its own work. */
const KITS_AT_ONCE = 4;

/**
 * Removes what `dir` holds beyond `kept` (paths relative to it, folders included).
 * @param {string} dir @param {Set<string>} kept @param {string} [at]
 */
async function removeAllBut(dir, kept, at = '') {
  if (!existsSync(dir)) return;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const relative = path.join(at, entry.name);
    const full = path.join(dir, entry.name);
    if (!kept.has(relative)) await rm(full, { recursive: true, force: true });
    else if (entry.isDirectory()) await removeAllBut(full, kept, relative);
  }
}

/** The slug of a picture path, /art/<slug>.webp. @param {string} src */
const slugOfSrc = (src) => path.basename(src, '.webp');

/**
 * How each picture's full-size file is made, by its path.
 * @param {Map<string, import('../lib/content/shared/pictures.mjs').Picture>} pictures
 * @param {Record<string, any>} artwork data/artwork.json
 * @param {ReturnType<typeof palettesFor>} palettes
 */
function pictureSource(pictures, artwork, palettes) {
  /** @type {Map<string, string>} */
  const drawn = new Map();
  /** @param {string} src */
  const sourceOf = (src) => {
    const slug = slugOfSrc(src);
    const picture = pictures.get(slug);
    if (picture?.source === 'file')
      return { kind: /** @type {const} */ ('file'), file: picture.file };
    const entry = picture?.source === 'drawn' ? picture.entry : artwork[slug];
    if (!entry) throw new DataFileError(`presskit: ${src}: no such picture`);
    return { kind: /** @type {const} */ ('drawn'), slug, entry };
  };
  /**
   * A drawn picture's SVG, drawn once however many kits show it. The drawing numbers its
   * gradients as it goes, so the order of the first calls must not depend on timing: prepare()
   * makes them, in the kits' order, before the kits are made side by side.
   * @param {string} slug @param {any} entry
   */
  const drawingOf = (slug, entry) => {
    const key = `${slug}|${JSON.stringify(entry)}`;
    let svg = drawn.get(key);
    if (!svg) drawn.set(key, (svg = drawSvg(slug, entry, palettes)));
    return svg;
  };
  return {
    /** Draws `src` now if it is drawn art (see drawingOf). @param {string} src */
    prepare(src) {
      const source = sourceOf(src);
      if (source.kind === 'drawn') drawingOf(source.slug, source.entry);
    },
    /** @param {string} src @returns {'jpg' | 'png'} */
    extensionOf(src) {
      const source = sourceOf(src);
      return source.kind === 'file' && /\.png$/i.test(source.file) ? 'png' : 'jpg';
    },
    /** The full-size file's bytes: a studio's JPEG or PNG as given, drawn art as JPEG. @param {string} src */
    async bytesOf(src) {
      const source = sourceOf(src);
      if (source.kind === 'file') {
        const bytes = await readFile(path.join(root, 'data', 'pictures', source.file));
        if (/\.(jpe?g|png)$/i.test(source.file)) return bytes;
        return sharp(bytes).rotate().png().toBuffer();
      }
      const svg = drawingOf(source.slug, source.entry);
      const { width: W, max } = aspects[/** @type {keyof typeof aspects} */ (source.entry.aspect)];
      return storedBytes('presskit', `1|${JSON.stringify(JPEG)}|${max}|${svg}`, 'jpg', () =>
        sharp(Buffer.from(svg), { density: (72 * max) / W })
          .resize(max)
          .jpeg(JPEG)
          .toBuffer(),
      );
    },
  };
}

/**
 * Runs `work` over `items`, `limit` at a time.
 * @template T @param {T[]} items @param {number} limit @param {(item: T) => Promise<void>} work
 */
async function pool(items, limit, work) {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(/** @type {T} */ (items[next++]));
  });
  await Promise.all(runners);
}

/**
 * The kits to write: the studio's, and each catalogue game's shown (a kit held back, its
 * press.publishAt ahead, has no files yet).
 * @param {any} content @param {{ companyName: string }} brand @param {string} siteUrl
 */
function kitsOf(content, brand, siteUrl) {
  const studio = content.studio.studio;
  return [
    {
      slug: /** @type {string | undefined} */ (undefined),
      prefix: fileSlug(brand.companyName),
      name: brand.companyName,
      gem: true,
      pictures: { images: studio.images },
      xml: studioXml(studio, brand.companyName),
    },
    ...content.catalogue
      .filter((/** @type {any} */ game) => game.kit)
      .map((/** @type {any} */ game) => ({
        slug: game.slug,
        prefix: game.slug,
        name: game.name,
        gem: false,
        pictures: {
          keyArt: game.keyArt,
          cover: game.cover,
          screenshots: game.screenshots,
          videos: game.videos,
        },
        xml: gameXml(
          game,
          `${siteUrl}${game.page === 'details' ? '/details/' : gamePath(game.slug)}`,
        ),
      })),
  ];
}

/**
 * A kit's logos and icon in both tones: each SVG written beside the kit, and both SVG and
 * PNG for its logo archive.
 * @param {{ prefix: string, name: string, gem: boolean }} kit
 * @param {Record<'light' | 'dark', any>} tones
 * @param {(name: string, data: string | Uint8Array) => Promise<void>} put
 */
async function kitLogos(kit, tones, put) {
  /** @type {{ name: string, bytes: Uint8Array }[]} */
  const logos = [];
  for (const { what, tone, svg, png } of logoFiles(kit.prefix)) {
    const text =
      what === 'logo' ? wordmarkSvg(kit.name, tones[tone], kit.gem) : iconSvg(tones[tone]);
    const width = what === 'logo' ? LOGO_WIDTH : ICON_WIDTH;
    await put(svg, text);
    logos.push({ name: svg, bytes: Buffer.from(text) });
    logos.push({
      name: png,
      bytes: await storedBytes(
        'presskit',
        `1|${JSON.stringify(ICON_PNG)}|${width}|${text}`,
        'png',
        () => svgPng(text, width),
      ),
    });
  }
  return logos;
}

async function main() {
  const started = Date.now();
  const result = readResult(root);
  const brand = result?.brand ?? readBrand(root);
  const artwork = result?.artwork ?? readCatalogue(root);
  const { content, pictures } = result
    ? { content: result.byLanguage[defaultLocale], pictures: new Map(result.pictures) }
    : readContent(root);
  const theme = brandTheme(brand);
  const source = pictureSource(pictures, artwork, palettesFor(theme.art));
  const limit = {
    maxBytes: (brand.maxFileMiB ?? DEFAULT_MAX_FILE_MIB) * 1024 * 1024,
    overLimit: brand.overLimit ?? 'split',
  };
  const tones = {
    light: { ink: brand.dark.page, gem: { ...theme.gem, facet: brand.light.page } },
    dark: { ink: '#ffffff', gem: { ...theme.gem, facet: brand.dark.page } },
  };
  const kits = kitsOf(content, brand, parseSiteUrl());
  let bytes = 0;
  // Every file written, relative to public/: the rest of public/presskit/ and public/games/
  // is an earlier build's, removed at the end.
  const written = new Set();
  /** @param {string} relative */
  const keep = (relative) => {
    const parts = relative.split('/').filter(Boolean);
    for (let n = 1; n <= parts.length; n += 1) written.add(parts.slice(0, n).join(path.sep));
  };
  const shownBy = new Map(
    kits.map((kit) => [
      kit,
      kitPictures({ prefix: kit.prefix, ...kit.pictures }, source.extensionOf),
    ]),
  );
  for (const shown of shownBy.values()) for (const { src } of shown) source.prepare(src);
  await pool(kits, KITS_AT_ONCE, async (kit) => {
    const dir = path.join(root, 'public', kitFile(kit.slug));
    await mkdir(dir, { recursive: true });
    /** @param {string} name @param {string | Uint8Array} data */
    const put = async (name, data) => {
      keep(kitFile(kit.slug, name));
      await writeIfChanged(path.join(dir, name), data);
    };
    const images = await Promise.all(
      (shownBy.get(kit) ?? []).map(async ({ src, file }) => ({
        name: file,
        bytes: await source.bytesOf(src),
      })),
    );
    const logos = await kitLogos(kit, tones, put);
    for (const [base, files] of /** @type {const} */ ([
      [KIT_FILES.images, images],
      [KIT_FILES.logo, logos],
    ])) {
      if (files.length === 0) continue;
      const where = `presskit: ${kitFile(kit.slug, archiveName(base))}`;
      const parts = archiveParts(files, { where, ...limit });
      for (const [index, part] of parts.entries()) {
        await put(archiveName(base, index + 1, parts.length), part);
        bytes += part.length;
      }
    }
    await put(KIT_FILES.data, kit.xml);
  });
  for (const top of ['presskit', 'games']) {
    await removeAllBut(path.join(root, 'public', top), written, top);
  }
  await prune('presskit');
  console.log(
    `presskit: ${kits.length} kits, ${(bytes / 1048576).toFixed(1)} MiB of archives, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    const known = error instanceof DataFileError || error instanceof ArchiveLimitError;
    console.error(known ? error.message : error);
    process.exit(1);
  });
}
