// The presskit() fixtures (fixtures/presskit/: a fictional game and a fictional studio, written
// for this project) with an images/ folder beside each data.xml as presskit() keeps one: a
// header, two screenshots, a logo, a wallpapers/ folder (a picture and a still GIF, as
// presskit.html keeps them) and an animated GIF, drawn here so no binary is committed.
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

// The fixtures stay with the tests that read them; the content sets' builder
// (tools/build-content.mjs) imports this, the tests import it from here.
export const FIXTURES = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '__tests__',
  'scripts',
  'fixtures',
  'presskit',
);

/**
 * A flat picture of `width`×`height` in one colour, as PNG or JPEG.
 * @param {number} width @param {number} height @param {string} colour @param {'png' | 'jpeg'} format
 */
const picture = (width, height, colour, format) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    [format]()
    .toBuffer();

/**
 * The fixture `kind` ('game', 'company', or 'company-game': a company file rooted at <game>) copied into `dir` with its images/ folder; returns
 * the path of its data.xml.
 * @param {'game' | 'company' | 'company-game'} kind @param {string} dir
 */
export async function fixtureWithImages(kind, dir) {
  const into = path.join(dir, kind);
  cpSync(path.join(FIXTURES, kind), into, { recursive: true });
  const images = path.join(into, 'images');
  mkdirSync(images, { recursive: true });
  if (kind === 'game') {
    writeFileSync(path.join(images, 'header.png'), await picture(1600, 900, '#1d3557', 'png'));
    writeFileSync(
      path.join(images, 'Tide Pools.jpg'),
      await picture(1920, 1080, '#457b9d', 'jpeg'),
    );
  }
  writeFileSync(path.join(images, 'storm.png'), await picture(1280, 720, '#a8dadc', 'png'));
  writeFileSync(path.join(images, 'logo.png'), await picture(600, 200, '#f1faee', 'png'));
  if (kind === 'game') {
    mkdirSync(path.join(images, 'wallpapers'), { recursive: true });
    writeFileSync(
      path.join(images, 'wallpapers', 'dawn.jpg'),
      await picture(1920, 1080, '#e9c46a', 'jpeg'),
    );
    writeFileSync(
      path.join(images, 'wallpapers', 'still.gif'),
      await sharp({ create: { width: 1280, height: 720, channels: 3, background: '#2a9d8f' } })
        .gif()
        .toBuffer(),
    );
  }
  // Two frames: an animation the site cannot keep.
  const frames = await Promise.all(
    ['#264653', '#e76f51'].map((colour) => picture(320, 180, colour, 'png')),
  );
  writeFileSync(
    path.join(images, 'waves.gif'),
    await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer(),
  );
  return path.join(into, 'data.xml');
}
