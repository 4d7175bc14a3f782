// The presskit() fixtures (fixtures/presskit/: a fictional game and a fictional studio, written
// for this project) with an images/ folder beside each data.xml as presskit() keeps one: a
// header, two screenshots, a logo and a GIF, drawn here so no binary is committed.
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

export const FIXTURES = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
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
 * The fixture `kind` ('game' or 'company') copied into `dir` with its images/ folder; returns
 * the path of its data.xml.
 * @param {'game' | 'company'} kind @param {string} dir
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
  writeFileSync(path.join(images, 'waves.gif'), Buffer.from('GIF89a'));
  return path.join(into, 'data.xml');
}
