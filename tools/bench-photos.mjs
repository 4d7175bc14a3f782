// `node tools/bench-photos.mjs`: what a studio's photos cost the build, on this machine. In a scratch
// copy of the project, N synthetic 4000×3000 photos (noise with a photo's spectrum, detail at
// every scale: no encoder shortcut on flat areas) replace the first N picture fields of the
// content, and the build is timed cold (no art cache), warm (nothing changed) and after one
// photo changed (only that one is encoded again). Prints one line per build.
//   --photos 0,10,40   the counts to try (default)
//   --bench            then runs the bench (mobile and desktop, one run) over the 40-photo site
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { slotsOf } from '../lib/content/shared/pictures.mjs';
import { contentFiles } from '../lib/content/screens/screens.schema.mjs';
import { inProjectCopy, timedBuild } from './project-copy.mjs';
import { toolArgs } from './args.mjs';

/** Each content file's picture slots, by file name. */
const slots = Object.fromEntries(
  Object.entries(contentFiles).map(([name, schema]) => [name, slotsOf(schema)]),
);

const { values: args } = toolArgs('bench:photos', {
  photos: { type: 'string' },
  bench: { type: 'boolean' },
});
const counts = (args.photos ?? '0,10,40').split(',').map(Number);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A 4000×3000 layer of noise, drawn at w×h and scaled up smoothly. */
const noise = (
  /** @type {number} */ width,
  /** @type {number} */ height,
  /** @type {number} */ sigma,
) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: 'gaussian', mean: 128, sigma },
    },
  })
    .resize(4000, 3000, { kernel: 'cubic' })
    .png({ compressionLevel: 0 })
    .toBuffer();

/**
 * A 4000×3000 JPEG with a photo's statistics: noise in five octaves, each half as strong as
 * the one above (the 1/f spectrum of natural images), so every width the build encodes has
 * detail to keep; a different colour for each seed. Blurred noise alone averages to a flat
 * grey once scaled down, which made the pages with photos lighter than with the drawn art.
 */
/** @param {number} seed */
async function photo(seed) {
  const [base, ...detail] = await Promise.all(
    /** @type {[number, number, number][]} */ ([
      [16, 12, 90],
      [64, 48, 45],
      [256, 192, 24],
      [1000, 750, 12],
      [4000, 3000, 6],
    ]).map(([width, height, sigma]) => noise(width, height, sigma)),
  );
  return sharp(base)
    .composite(detail.map((input) => ({ input, blend: 'overlay' })))
    .tint({ r: (seed * 53) % 256, g: (seed * 97) % 256, b: (seed * 31) % 256 })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * Every picture field of the content, as [file, holder path, index, field].
 * @param {string} dir
 */
function pictureFields(dir) {
  /** @type {{ name: string, listPath: string, index: number, field: string }[]} */
  const fields = [];
  for (const [name, lists] of Object.entries(slots)) {
    const data = JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
    for (const [listPath, listSlots] of Object.entries(lists)) {
      const [first = '', second] = listPath.split('.');
      const holder = second ? data[first][second] : data[first];
      const entries = Array.isArray(holder) ? holder : [holder];
      entries.forEach((_, index) => {
        for (const slot of listSlots) fields.push({ name, listPath, index, field: slot.picture });
      });
    }
  }
  return fields;
}

/** @param {string} copy @param {number} count */
function withPhotos(copy, count) {
  const dir = path.join(copy, 'data', 'content');
  /** @type {Record<string, any>} the content files as parsed JSON, changed in place */
  const files = {};
  const read = (/** @type {string} */ name) =>
    (files[name] ??= JSON.parse(readFileSync(path.join(dir, name), 'utf8')));
  for (const [i, { name, listPath, index, field }] of pictureFields(dir)
    .slice(0, count)
    .entries()) {
    const [first = '', second] = listPath.split('.');
    const holder = second ? read(name)[first][second] : read(name)[first];
    (Array.isArray(holder) ? holder[index] : holder)[field] = `pictures/photo-${i}.jpg`;
  }
  for (const [name, data] of Object.entries(files))
    writeFileSync(path.join(dir, name), JSON.stringify(data));
}

/** The build's wall time and art line. @param {string} copy */
const build = (copy) => timedBuild(copy).summary;

// One at a time: each photo's layers hold ~180 MB of raw pixels while it is made.
/** @type {Buffer[]} */
const photos = [];
for (let i = 0; i < Math.max(...counts); i += 1) photos.push(await photo(i));
inProjectCopy(root, (copy) => {
  const pristine = path.join(copy, 'data', 'content');
  const original = Object.fromEntries(
    Object.keys(slots).map((name) => [name, readFileSync(path.join(pristine, name), 'utf8')]),
  );
  for (const count of counts) {
    for (const [name, text] of Object.entries(original))
      writeFileSync(path.join(pristine, name), text);
    for (let i = 0; i < count; i += 1)
      writeFileSync(
        path.join(copy, 'data', 'pictures', `photo-${i}.jpg`),
        /** @type {Buffer} */ (photos[i]),
      );
    withPhotos(copy, count);
    rmSync(path.join(copy, '.derived'), { recursive: true, force: true });
    rmSync(path.join(copy, 'public', 'art'), { recursive: true, force: true });
    rmSync(path.join(copy, '.next'), { recursive: true, force: true });
    console.log(`${count} photos: cold build ${build(copy)}`);
    console.log(`${count} photos: warm build ${build(copy)}`);
    if (count > 0) {
      writeFileSync(
        path.join(copy, 'data', 'pictures', 'photo-0.jpg'),
        /** @type {Buffer} */ (photos[count - 1]),
      );
      console.log(`${count} photos: one photo changed ${build(copy)}`);
    }
  }
  if (args.bench) {
    execFileSync(
      process.execPath,
      ['tools/bench.mjs', '--no-build', '--runs', '1', '--presets', 'mobile,desktop'],
      { cwd: copy, stdio: 'inherit' },
    );
  }
});
