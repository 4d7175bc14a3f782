// `npm run presskit:import -- <data.xml> [--root <dir>]`: a presskit() data.xml (and the
// images/ folder beside it) into this site's content: a <game> or <product> becomes
// data/content/games/<slug>/index.json, a <company> data/content/studio.json, each in
// English (presskit() has no languages; the editor adds the others). The original presskit()'s
// company file, rooted at <game>, is the studio's. One line for each field it could not place;
// then the build's first step checks what it wrote.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBrand } from '../lib/brand/brand.mjs';
import { GAMES_DIR, GAME_FILE } from '../lib/content/games/game-folders.mjs';
import { CONTENT_DIR } from '../lib/content/shared/fields.mjs';
import sharp from 'sharp';
import { importXml } from './presskit/data-xml.mjs';

/**
 * The files under images/, subfolders' as `wallpapers/one.jpg`, in path order.
 * @param {string} dir
 */
const imageFiles = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
        .map((entry) =>
          path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
        )
        .filter((name) => !name.split('/').some((part) => part.startsWith('.')))
        .sort()
    : [];

/**
 * Each readable GIF's kind: animated (more than one frame) or still. One sharp cannot read
 * is left out of the map (the import names it).
 * @param {string} dir @param {readonly string[]} images
 */
async function gifKinds(dir, images) {
  /** @type {Map<string, 'still' | 'animated'>} */
  const kinds = new Map();
  for (const image of images.filter((name) => /\.gif$/i.test(name))) {
    try {
      const { pages = 1 } = await sharp(path.join(dir, image)).metadata();
      kinds.set(image, pages > 1 ? 'animated' : 'still');
    } catch {
      // Unreadable: reported by the import.
    }
  }
  return kinds;
}

/**
 * Imports one data.xml into the content under `root`; returns the files written (from `root`)
 * and the report's lines.
 * @param {string} xmlFile @param {string} root
 */
export async function importPresskit(xmlFile, root) {
  const brand = readBrand(readFileSync(path.join(root, 'data', 'brand.json')));
  const imagesDir = path.join(path.dirname(xmlFile), 'images');
  const images = imageFiles(imagesDir);
  const shown = path.relative(process.cwd(), xmlFile) || xmlFile;
  const result = importXml(readFileSync(xmlFile, 'utf8'), {
    file: shown.split(path.sep).join('/'),
    companyName: brand.companyName,
    images,
    gifs: await gifKinds(imagesDir, images),
  });
  const written = [];
  for (const { from, to, webp } of result.copies) {
    mkdirSync(path.join(root, 'data', 'pictures'), { recursive: true });
    const target = path.join(root, 'data', 'pictures', to);
    if (webp) await sharp(path.join(imagesDir, from)).webp({ lossless: true }).toFile(target);
    else copyFileSync(path.join(imagesDir, from), target);
    written.push(`data/pictures/${to}`);
  }
  const [file, schema, data] =
    result.kind === 'game'
      ? [
          `${GAMES_DIR}/${result.slug}/${GAME_FILE}`,
          '../../schema/game.schema.json',
          { en: result.entry },
        ]
      : [
          `${CONTENT_DIR}/studio.json`,
          './schema/studio.schema.json',
          { en: { studio: result.entry } },
        ];
  mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
  writeFileSync(
    path.join(root, file),
    `${JSON.stringify({ $schema: schema, ...data }, null, 2)}\n`,
  );
  written.push(file);
  return { kind: result.kind, slug: result.slug, written, report: result.report };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const rootAt = args.indexOf('--root');
  const root = path.resolve(rootAt >= 0 ? (args[rootAt + 1] ?? '.') : '.');
  const xmlFile = args.find((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--root');
  if (!xmlFile) {
    console.error(
      'presskit:import: name a presskit() data.xml: npm run presskit:import -- path/to/data.xml',
    );
    process.exit(2);
  }
  try {
    const { written, report } = await importPresskit(path.resolve(xmlFile), root);
    for (const line of report) console.log(`presskit:import: ${line}`);
    console.log(`presskit:import: wrote ${written.join(', ')}; npm run build checks and builds it`);
  } catch (error) {
    console.error(`presskit:import: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
