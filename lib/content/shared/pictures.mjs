// Pictures in content, for every kind: each field the schema marks as a picture slot resolved
// to the picture the art step makes for it (one of data/artwork.json's, one drawn for the
// entry, or a studio's file from data/pictures/), and the path it is served under.
import { createHash } from 'node:crypto';
import { DataFileError, quote } from '../../core/data-file.mjs';
import { slugOf } from '../../core/slug.mjs';
import { ART_SLUG, ROLE, bare, roleOf } from './fields.mjs';

/** @typedef {import('../../core/schema-line.mjs').SchemaNode} SchemaNode */

export const PICTURES_DIR = 'data/pictures';

/**
 * @typedef {{ aspect: 'cover' | 'wide' | 'square', title: string, lettered?: boolean }} Slot
 *   a picture field's slot, as the schema marks it (lib/content/shared/fields.mjs's pictureIn)
 */

/**
 * Each picture field's slot in a content file, by where it sits: the list (`popular`), the
 * object (`player`) or the list inside it (`game.featureImages`). Read from the schema's
 * marks; the photo bench places its pictures by it.
 * @param {unknown} schema a content file's schema
 * @returns {Record<string, (Slot & { picture: string })[]>}
 */
export function slotsOf(schema) {
  /** @type {Record<string, (Slot & { picture: string })[]>} */
  const found = {};
  /** @param {SchemaNode | undefined} node @param {string} at */
  const walk = (node, at) => {
    const inner = bare(node);
    if (inner?.element) return walk(inner.element, at);
    for (const [key, field] of Object.entries(inner?.shape ?? {})) {
      const slot = /** @type {Slot | undefined} */ (roleOf(field, ROLE.picture));
      if (slot && at) (found[at] ??= []).push({ picture: key, ...slot });
      else if (!slot) walk(field, at ? `${at}.${key}` : key);
    }
  };
  walk(/** @type {SchemaNode} */ (schema), '');
  return found;
}

/**
 * Resolves every picture field the schema marks in `value`, in place, in the schema's field
 * order: each becomes the path it is served under, its picture added to `pictures`.
 * @param {unknown} value the parsed copy (never the file as read)
 * @param {unknown} schema
 * @param {{ at: string, where: (at: string) => string, catalogue: Readonly<Record<string, unknown>>, pictures: Map<string, Picture> }} context
 */
export function resolvePictures(value, schema, context) {
  const node = bare(/** @type {SchemaNode} */ (schema));
  if (Array.isArray(value)) {
    value.forEach((item, index) =>
      resolvePictures(item, node?.element, { ...context, at: `${context.at}[${index}]` }),
    );
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const entry = /** @type {Record<string, unknown>} */ (value);
  for (const [key, field] of Object.entries(node?.shape ?? {})) {
    const at = context.at ? `${context.at}.${key}` : key;
    const slot = /** @type {Slot | undefined} */ (roleOf(field, ROLE.picture));
    if (!slot) {
      resolvePictures(entry[key], field, { ...context, at });
      continue;
    }
    const picture = pictureFor(
      /** @type {string | undefined} */ (entry[key]),
      {
        ...slot,
        title: String(entry[slot.title] ?? context.at),
        focal: /** @type {{ x: number, y: number } | undefined} */ (entry.focal),
        where: context.where(at),
      },
      context.catalogue,
    );
    context.pictures.set(picture.slug, picture);
    entry[key] = pictureSrc(picture.slug);
  }
}

const SCENES = ['synthwave', 'city', 'space', 'lowpoly', 'arena'];
const PALETTES = ['sunset', 'magenta', 'violet', 'cyan', 'ember', 'dawn'];
/** The entry at `index` modulo the list's length: never undefined for a list with entries. */
const pick = (/** @type {readonly string[]} */ list, /** @type {number} */ index) =>
  /** @type {string} */ (list[index % list.length]);

const hash = (/** @type {string} */ text) => createHash('sha256').update(text).digest('hex');

/** A file-name-safe slug part of any text (letters and digits only, kept short). */
const slugPart = (/** @type {string} */ text) => slugOf(text).slice(0, 32).replace(/-+$/, '');

/**
 * @typedef {{ slug: string, aspect: 'hero' | 'cover' | 'wide' | 'square' }} PictureRef
 * @typedef {PictureRef & (
 *   | { source: 'catalogue' }
 *   | { source: 'drawn', entry: { aspect: PictureRef['aspect'], scene: string, seed: number, palette: string, title?: string } }
 *   | { source: 'file', file: string, focal: { x: number, y: number }, where: string }
 * )} Picture
 */

/**
 * The picture a field's value names. `value` is checked by the schema already; here the
 * generated picture must exist at the slot's aspect.
 * @param {string | undefined} value
 * @param {{ aspect: 'cover' | 'wide' | 'square', title: string, lettered?: boolean, focal?: { x: number, y: number }, where: string }} slot
 * @param {Readonly<Record<string, unknown>>} catalogue data/artwork.json, by picture name
 * @returns {Picture}
 */
export function pictureFor(value, slot, catalogue) {
  const { aspect, title, where } = slot;
  if (value === undefined) {
    // Drawn for the entry: the same name draws the same picture.
    const digest = hash(`${aspect}|${title}`);
    const seed = parseInt(digest.slice(0, 8), 16) % 100000;
    const part = slugPart(title);
    return {
      slug: `auto-${aspect}-${part ? `${part}-` : ''}${digest.slice(0, 8)}`,
      aspect,
      source: 'drawn',
      entry: {
        aspect,
        scene: aspect === 'square' ? 'avatar' : pick(SCENES, seed),
        seed,
        palette: pick(PALETTES, Math.floor(seed / SCENES.length)),
        ...(slot.lettered ? { title } : {}),
      },
    };
  }
  if (ART_SLUG.test(value)) {
    const found = catalogue[value];
    const entry =
      typeof found === 'object' && found !== null && 'aspect' in found
        ? { aspect: String(found.aspect) }
        : undefined;
    if (!entry)
      throw new DataFileError(
        `${where}: ${quote(value)} is no generated picture in data/artwork.json`,
      );
    if (entry.aspect !== aspect) {
      throw new DataFileError(
        `${where}: ${quote(value)} is a ${entry.aspect} picture: expected a ${aspect} one here`,
      );
    }
    return { slug: value, aspect, source: 'catalogue' };
  }
  const name = value.slice('pictures/'.length);
  return {
    slug: `photo-${aspect}-${slugPart(name.replace(/\.[a-z]+$/i, ''))}-${hash(`${aspect}|${name}`).slice(0, 8)}`,
    aspect,
    source: 'file',
    file: name,
    focal: slot.focal ?? { x: 0.5, y: 0.5 },
    where,
  };
}

/** The path a picture is served under (art() in data/artwork.ts gives the same). */
export const pictureSrc = (/** @type {string} */ slug) => `/art/${slug}.webp`;
