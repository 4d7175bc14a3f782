// The art step's data checks and its recovery from damaged pictures.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  readFileSync,
  statSync,
  truncateSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { readBrand, readCatalogue } from '../../scripts/art/catalogue.mjs';
import { ART_STAMP } from '../../scripts/derived-names.mjs';
import { scratchDir } from '../scratch.mjs';

/**
 * A project root holding only the given data files.
 * @param {Record<string, string>} files
 */
function rootWith(files) {
  const root = scratchDir('art-data-');
  mkdirSync(path.join(root, 'data'));
  for (const [name, text] of Object.entries(files))
    writeFileSync(path.join(root, 'data', name), text);
  return root;
}
const entry = { aspect: 'cover', scene: 'city', seed: 1, palette: 'magenta' };
const catalogueError = (/** @type {unknown} */ value) => () =>
  readCatalogue(rootWith({ 'artwork.json': JSON.stringify(value) }));

describe('data files are checked before anything is drawn', () => {
  it('reads the real catalogue and brand', () => {
    assert.ok(Object.keys(readCatalogue(process.cwd())).length >= 30);
    const { name } = JSON.parse(readFileSync('data/brand.json', 'utf8'));
    assert.equal(readBrand(process.cwd()).name, name);
  });

  it('names the file, the key and what is expected', () => {
    assert.throws(
      catalogueError({ a: { ...entry, scene: 'nope' } }),
      /^DataFileError: data\/artwork\.json: "a"\.scene is "nope": expected one of synthwave, city/,
    );
    assert.throws(
      catalogueError({ a: { ...entry, palette: 'x' } }),
      /"a"\.palette is "x": expected one of /,
    );
    assert.throws(
      catalogueError({ a: { ...entry, seed: '7' } }),
      /"a"\.seed is "7": expected a whole number/,
    );
    assert.throws(
      catalogueError({ a: { ...entry, colour: 1 } }),
      /"a"\.colour is 1: expected no such key/,
    );
    assert.throws(
      catalogueError({ a: { ...entry, aspect: undefined } }),
      /"a"\.aspect is missing: expected one of hero, cover, wide, square/,
    );
    // The brand file's messages: __tests__/lib/brand.test.ts; here, that the art step reads it.
    assert.throws(
      () => readBrand(rootWith({ 'brand.json': '{\n "name": ' })),
      /^DataFileError: data\/brand\.json: not valid JSON \(/,
    );
  });
});

/**
 * A copy of the project's art step, its inputs and its last output, so damaging pictures
 * here leaves public/ to the tests that read it meanwhile (test:out runs files in parallel).
 */
function copyOfProject() {
  const root = scratchDir('art-copy-');
  for (const dir of ['scripts', 'lib', 'data', 'public'])
    cpSync(dir, path.join(root, dir), { recursive: true });
  // What public/art/ holds, as the build recorded it; the store is each test's own.
  cpSync(ART_STAMP, path.join(root, ART_STAMP));
  symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'));
  return root;
}

describe('damaged pictures', () => {
  it('are drawn again: truncated, emptied or undecodable', async () => {
    const root = copyOfProject();
    const art = (/** @type {string} */ name) => path.join(root, 'public', 'art', name);
    // Two avatars: the smallest pictures to draw again (a hero is some twenty files), on the
    // same path through the art step as any other.
    const truncated = art('avatar-byteharbor-96.webp');
    const emptied = art('avatar-cinderwisp-128.webp');
    const original = readFileSync(truncated);
    truncateSync(truncated, 100);
    writeFileSync(emptied, '');
    // An empty store (DERIVED_STORE) first: both are drawn, and kept there.
    const run = () =>
      execFileSync(process.execPath, [path.join(root, 'scripts/generate-art.mjs')], {
        encoding: 'utf8',
        env: { ...process.env, DERIVED_STORE: store },
      });
    const store = scratchDir('art-store-');
    assert.match(run(), /\(2 drawn, 0 from the store, \d+ unchanged\)/);
    assert.deepEqual(readFileSync(truncated), original);
    assert.ok(statSync(emptied).size > 0);
    assert.equal((await sharp(emptied).metadata()).width, 128);
    // Damaged again: copied from the store, byte for byte, not drawn.
    truncateSync(truncated, 100);
    assert.match(run(), /\(0 drawn, 1 from the store, \d+ unchanged\)/);
    assert.deepEqual(readFileSync(truncated), original);
  });
});
