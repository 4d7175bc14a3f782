// Reads and checks the data files the art step draws from, before anything is drawn:
// data/artwork.json (the picture catalogue) and data/brand.json (lib/brand/brand.mjs). A bad file stops the
// build with one line naming the file, the key and what is expected.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { aspects } from '../../lib/core/image-widths.mjs';
import { BRAND_FILE, readBrand as checkBrand } from '../../lib/brand/brand.mjs';
import { DataFileError, invalid, readJson } from '../../lib/core/data-file.mjs';
import { palettes } from './palettes.mjs';
import { scenes } from './scenes.mjs';

export { DataFileError };

// data/artwork.json is imported by the app as well (data/artwork.ts).
const readDataFile = (/** @type {string} */ root, /** @type {string} */ file) =>
  readJson(readFileSync(path.join(root, file)), file, { imported: true });

const oneOf = (/** @type {readonly string[]} */ values) => `one of ${values.join(', ')}`;
const ENTRY_KEYS = ['aspect', 'scene', 'seed', 'palette', 'title', 'emblem', 'hud'];

/**
 * data/artwork.json as { slug: entry }, every entry checked.
 * @param {string} root
 */
export function readCatalogue(root) {
  const file = 'data/artwork.json';
  const catalogue = readDataFile(root, file);
  if (!catalogue || typeof catalogue !== 'object' || Array.isArray(catalogue)) {
    throw invalid(file, '(the file)', 'an object of pictures by slug', catalogue);
  }
  const entries = Object.entries(catalogue).filter(([slug]) => slug !== '$comment');
  for (const [slug, entry] of entries) {
    const key = (/** @type {string} */ name) => `"${slug}".${name}`;
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))
      throw invalid(file, `"${slug}"`, 'a slug of lowercase letters, digits and hyphens', slug);
    if (!entry || typeof entry !== 'object') throw invalid(file, `"${slug}"`, 'an object', entry);
    for (const name of Object.keys(entry)) {
      if (!ENTRY_KEYS.includes(name))
        throw invalid(file, key(name), `no such key (${oneOf(ENTRY_KEYS)})`, entry[name]);
    }
    if (!(entry.aspect in aspects))
      throw invalid(file, key('aspect'), oneOf(Object.keys(aspects)), entry.aspect);
    if (!(entry.palette in palettes))
      throw invalid(file, key('palette'), oneOf(Object.keys(palettes)), entry.palette);
    const sceneNames = [...Object.keys(scenes), 'avatar'];
    if (!sceneNames.includes(entry.scene))
      throw invalid(file, key('scene'), oneOf(sceneNames), entry.scene);
    if (entry.scene !== 'avatar' && !Number.isInteger(entry.seed))
      throw invalid(file, key('seed'), 'a whole number', entry.seed);
    for (const name of ['title', 'emblem']) {
      if (name in entry && (typeof entry[name] !== 'string' || entry[name].trim() === ''))
        throw invalid(file, key(name), 'a non-empty string', entry[name]);
    }
    if ('hud' in entry && typeof entry.hud !== 'boolean')
      throw invalid(file, key('hud'), 'true or false', entry.hud);
  }
  return Object.fromEntries(entries);
}

/**
 * data/brand.json, checked (lib/brand/brand.mjs): the names and colours everything shows.
 * @param {string} root
 */
export function readBrand(root) {
  return checkBrand(readFileSync(path.join(root, BRAND_FILE)));
}
