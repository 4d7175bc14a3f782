// The build's press-kit step, after the art: for the studio's kit and each catalogue game's,
// images.zip (every picture the kit shows, at full resolution: a studio's JPEG or PNG as it
// was dropped in, drawn art rasterised afresh at its widest as JPEG), logo.zip (the logo and
// icon as SVG and PNG, light and dark, the SVGs also published for the page to show) and the
// kit as presskit() data.xml, into public/presskit/ and, for the games, public/games/. Every
// file is a function of the commit (scripts/presskit/zip.mjs). An archive over the host's
// limit is split or stops the build in one line, as data/brand.json says (overLimit).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { DataFileError, readBrand, readCatalogue } from './art/catalogue.mjs';
import { palettesFor } from './art/palettes.mjs';
import { readContent } from './content.mjs';
import { parseSiteUrl } from './deploy-inputs.mjs';
import { drawSvg } from './generate-art.mjs';
import { ArchiveLimitError, archiveParts } from './presskit/zip.mjs';
import { gameXml, studioXml } from './presskit/data-xml.mjs';
import { iconSvg, svgPng, wordmarkSvg } from './presskit/logos.mjs';
import { brandTheme } from '../lib/brand/brand.mjs';
import { DEFAULT_MAX_FILE_MIB } from '../lib/content/schema.mjs';
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
const cacheDir = path.join(root, '.art-cache', 'presskit');
/** Drawn art as press JPEG: near lossless, a tenth of a PNG's bytes. */
const JPEG = { quality: 92, mozjpeg: true, chromaSubsampling: '4:4:4' };
const LOGO_WIDTH = 1600;
const ICON_WIDTH = 1024;

/** The slug of a picture path, /art/<slug>.webp. @param {string} src */
const slugOfSrc = (src) => path.basename(src, '.webp');

/**
 * How each picture's full-size file is made, by its path.
 * @param {Map<string, import('../lib/content/resolve.mjs').Picture>} pictures
 * @param {Record<string, any>} artwork data/artwork.json
 * @param {ReturnType<typeof palettesFor>} palettes
 */
function pictureSource(pictures, artwork, palettes) {
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
  return {
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
      const svg = drawSvg(source.slug, source.entry, palettes);
      const { width: W, max } = aspects[/** @type {keyof typeof aspects} */ (source.entry.aspect)];
      const hash = createHash('sha256')
        .update(`1|${JSON.stringify(JPEG)}|${max}|${svg}`)
        .digest('hex')
        .slice(0, 20);
      const cached = path.join(cacheDir, `${hash}.jpg`);
      if (existsSync(cached)) return readFile(cached);
      const bytes = await sharp(Buffer.from(svg), { density: (72 * max) / W })
        .resize(max)
        .jpeg(JPEG)
        .toBuffer();
      await writeFile(cached, bytes);
      return bytes;
    },
  };
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
  const siteUrl = parseSiteUrl();
  const limit = {
    maxBytes: (brand.maxFileMiB ?? DEFAULT_MAX_FILE_MIB) * 1024 * 1024,
    overLimit: brand.overLimit ?? 'split',
  };
  const tones = {
    light: { ink: brand.dark.page, gem: { ...theme.gem, facet: brand.light.page } },
    dark: { ink: '#ffffff', gem: { ...theme.gem, facet: brand.dark.page } },
  };
  await rm(path.join(root, 'public', 'presskit'), { recursive: true, force: true });
  await rm(path.join(root, 'public', 'games'), { recursive: true, force: true });
  await mkdir(cacheDir, { recursive: true });

  const studio = content.studio.studio;
  const kits = [
    {
      slug: undefined,
      prefix: fileSlug(brand.companyName),
      name: brand.companyName,
      gem: true,
      pictures: { images: studio.images },
      xml: studioXml(studio, brand.companyName),
    },
    ...content.catalogue.map((/** @type {any} */ game) => ({
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
  let bytes = 0;
  for (const kit of kits) {
    const dir = path.join(root, 'public', kitFile(kit.slug));
    await mkdir(dir, { recursive: true });
    const shown = kitPictures({ prefix: kit.prefix, ...kit.pictures }, source.extensionOf);
    const images = await Promise.all(
      shown.map(async ({ src, file }) => ({ name: file, bytes: await source.bytesOf(src) })),
    );
    /** @type {{ name: string, bytes: Uint8Array }[]} */
    const logos = [];
    for (const { what, tone, svg, png } of logoFiles(kit.prefix)) {
      const text =
        what === 'logo' ? wordmarkSvg(kit.name, tones[tone], kit.gem) : iconSvg(tones[tone]);
      await writeFile(path.join(dir, svg), text);
      logos.push({ name: svg, bytes: Buffer.from(text) });
      logos.push({
        name: png,
        bytes: await svgPng(text, what === 'logo' ? LOGO_WIDTH : ICON_WIDTH),
      });
    }
    for (const [base, files] of /** @type {const} */ ([
      [KIT_FILES.images, images],
      [KIT_FILES.logo, logos],
    ])) {
      if (files.length === 0) continue;
      const where = `presskit: ${kitFile(kit.slug, archiveName(base))}`;
      const parts = archiveParts(files, { where, ...limit });
      for (const [index, part] of parts.entries()) {
        await writeFile(path.join(dir, archiveName(base, index + 1, parts.length)), part);
        bytes += part.length;
      }
    }
    await writeFile(path.join(dir, KIT_FILES.data), kit.xml);
  }
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
