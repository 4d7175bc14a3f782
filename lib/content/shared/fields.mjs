// The content's shared field builders and limits: a text, a picture and its slot, a day, a
// list, a game named by slug, the roles a field declares, and the one builder of a kind's
// translation schema. Each kind's schema is built from these, in its own file beside its
// resolver (lib/content/<kind>/*.schema.mjs).
import { z } from 'zod';

export { CONTENT_DIR, GAMES_DIR, NEWS_DIR, PAGES_DIR, VIDEOS_DIR } from './folders.mjs';

/** A list takes 1 to this many entries: the layouts are checked up to here (1, 2, 5, 6, 24). */
export const MAX_LIST = 24;

/**
 * A picture file a studio drops in: `pictures/<file>` inside data/pictures/, named as people
 * name files (`Key Art Final (2).jpg`, `Cover ü.png`): no folder, no leading dot or space, no
 * control character. The name it is published under is derived (lib/content/shared/pictures.mjs).
 */
export const PICTURE_FILE =
  /^pictures\/(?![.\s])[^/\\\u0000-\u001f\u007f]+\.(jpe?g|JPE?G|png|PNG|webp|WEBP|avif|AVIF)$/;
/** A picture file's byte limit: a 4000×3000 phone photo is 3-8 MB (the editor's upload limit too). */
export const MAX_PICTURE_BYTES = 25 * 1024 * 1024;
/** A picture's pixel limit, read from its header before decoding (a 30000² PNG is 900 MP). */
export const MAX_PICTURE_PIXELS = 50_000_000;

/** A generated picture's name in data/artwork.json. */
export const ART_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** A catalogue game's address, its folder's name: data/content/games/<slug>/. */
export const GAME_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** A game page shows at most this many screenshots (its layout is checked to here). */
export const MAX_SCREENSHOTS = 12;

export const text = z.string().trim().min(1, 'a non-empty text');

/**
 * The roles a field declares, as zod metadata (kept in the JSON Schema under the same
 * keys): `x-translated`, a text each language gives its own of (lib/content/shared/translations.mjs
 * translates, warns and writes the translation schemas from it); `x-from-game`, the catalogue
 * game's field a list entry that names a game (`game`) takes this one from; `x-picture`, a
 * picture's slot: the aspect it is shown at, the sibling field naming what it shows (the seed
 * of art drawn for it) and whether that art letters the name (lib/content/shared/pictures.mjs).
 */
export const ROLE = /** @type {const} */ ({
  translated: 'x-translated',
  fromGame: 'x-from-game',
  picture: 'x-picture',
  video: 'x-video',
});

/**
 * A text each language gives its own of; English shows where a language has none.
 * @template {z.ZodType} T
 * @param {T} schema
 */
export const translated = (schema) => schema.meta({ [ROLE.translated]: true });

/**
 * A list entry's field that a catalogue game fills in when the entry names one (`game`).
 * @template {z.ZodType} T
 * @param {string} field the game's field @param {T} schema
 */
export const fromGame = (field, schema) => schema.meta({ [ROLE.fromGame]: field });

/**
 * A zod schema as the content's walks read it: an object's shape, an array's element, a
 * wrapper's unwrap(). zod types these per schema class; this is the part they share.
 * @typedef {{ shape?: Record<string, SchemaNode>, element?: SchemaNode, unwrap?: () => SchemaNode }} SchemaNode
 */

/**
 * The schema inside its wrappers (`.optional()` and the like).
 * @param {SchemaNode | undefined} node
 */
export const bare = (node) => {
  let inner = node;
  while (inner?.unwrap && !inner.shape && !inner.element) inner = inner.unwrap();
  return inner;
};

/**
 * A role a field declares, looked for through its wrappers (`.optional()` and the like).
 * @param {unknown} schema @param {string} role
 * @returns {unknown}
 */
export function roleOf(schema, role) {
  let node =
    /** @type {{ meta?: () => Record<string, unknown> | undefined, unwrap?: () => unknown } | undefined} */ (
      schema
    );
  while (node) {
    const value = node.meta?.()?.[role];
    if (value !== undefined) return value;
    // A list's unwrap() is its entry: a list of translated texts is not itself one.
    if ('element' in node) return undefined;
    node = /** @type {typeof node} */ (node.unwrap?.());
  }
  return undefined;
}

/**
 * What a refused picture value should have been, said for the way it went wrong: a
 * `pictures/` name is held to the file-name rules one by one.
 * @param {unknown} value
 */
function pictureExpected(value) {
  const name = typeof value === 'string' && value.startsWith('pictures/') ? value.slice(9) : null;
  if (name === null) {
    return 'a generated picture name (data/artwork.json) or pictures/<file>.jpg|.png|.webp|.avif in data/pictures/';
  }
  if (/[/\\]/.test(name)) return 'a file right inside data/pictures/, no folder in its name';
  if (/^[.\s]/.test(name)) return 'a file name that starts with neither a dot nor a space';
  if (/\.(jpe?g|png|webp|avif)$/i.test(name)) return 'a file name without control characters';
  return 'a JPEG, PNG, WebP or AVIF file: a name ending .jpg, .jpeg, .png, .webp or .avif';
}

/**
 * A picture: a generated picture's name (data/artwork.json) or `pictures/<file>`. Left out,
 * the entry gets generated art drawn for it (its name lettered on covers).
 */
const picture = z
  .union([z.string().regex(ART_SLUG), z.string().regex(PICTURE_FILE)], {
    error: (issue) => pictureExpected(issue.input),
  })
  .describe(
    'A generated picture name from data/artwork.json, or pictures/<file> for a JPEG, PNG, WebP or AVIF in data/pictures/. Leave it out to get art drawn for the entry.',
  )
  .optional();

/**
 * A picture field shown at `aspect`, drawn (when left out) for the text in its sibling field
 * `title`, that name lettered on it when `lettered`.
 * @param {'cover' | 'wide' | 'square'} aspect @param {string} title @param {boolean} [lettered]
 */
export const pictureIn = (aspect, title, lettered = false) =>
  picture.meta({ [ROLE.picture]: { aspect, title, ...(lettered ? { lettered } : {}) } });

/** Where a photo is cropped around, as fractions of its width and height (default centre). */
export const focal = z
  .object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) })
  .strict()
  .describe('Where a pictures/ file is cropped around: x and y from 0 to 1 (default 0.5, 0.5).')
  .optional();

/** Alt text for the entry's picture, in place of the one derived from the entry. */
export const alt = translated(text)
  .describe("Alt text for the entry's picture, in place of the one derived from the entry.")
  .optional();

/**
 * @template {z.ZodType} T
 * @param {T} entry
 */
export const list = (entry) =>
  z
    .array(entry)
    .min(1, 'at least one entry')
    .max(MAX_LIST, `at most ${MAX_LIST} entries: the layouts are checked up to ${MAX_LIST}`);

/** Whether dd/mm/yyyy names a day the calendar has (31/02 and 29/02/2035 do not). @param {string} text */
export const dayExists = (text) => {
  const [day, month, year] = text.split('/').map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day));
  return date.getUTCDate() === day && date.getUTCMonth() === (month ?? 0) - 1;
};

/** A date as the content writes it, dd/mm/yyyy (the editor's date picker writes the same). */
export const DATE = /^(0[1-9]|[12]\d|3[01])\/(0[1-9]|1[0-2])\/\d{4}$/;

export const dateText = z
  .string()
  .regex(DATE, 'a date as dd/mm/yyyy')
  .refine(dayExists, 'a day the calendar has')
  .describe('a date as dd/mm/yyyy, like 05/03/2036');

/**
 * @template {z.ZodRawShape} S
 * @param {S} shape
 */
export const file = (shape) => z.object({ $schema: z.string().optional(), ...shape }).strict();

/** A catalogue game named by its slug (data/content/games/<slug>/). */
export const gameRef = z
  .string()
  .regex(GAME_SLUG, "a game's slug: lower-case letters, digits and hyphens")
  .describe(
    'A catalogue game (data/content/games/<slug>/): its name, type and pictures come from there, and the card links to its page.',
  );

/** A kind of game ("Action"), translated. */
export const kind = translated(text);

export const shot = z
  .object({ src: pictureIn('wide', 'alt'), alt: translated(text), focal })
  .strict();

/**
 * The part of a schema another language writes: the fields marked translated, each optional
 * (a text left out shows English), lists in the English list's order. Undefined where the
 * schema has nothing to translate. The catalogue's translation files, the lists' language
 * blocks, their JSON Schemas and the editor's columns all come from here.
 * @param {z.ZodType} schema
 * @returns {z.ZodType | undefined}
 */
export function translationSchema(schema) {
  if (roleOf(schema, ROLE.translated)) return text;
  let node = /** @type {z.ZodType} */ (schema);
  while (node instanceof z.ZodOptional) node = /** @type {z.ZodType} */ (node.unwrap());
  if (node instanceof z.ZodArray) {
    const element = translationSchema(/** @type {z.ZodType} */ (node.element));
    return element && z.array(element).describe("In the English list's order.");
  }
  if (node instanceof z.ZodObject) {
    const shape = /** @type {Record<string, z.ZodType>} */ (node.shape);
    const fields = Object.entries(shape).flatMap(([key, field]) => {
      const own = translationSchema(field);
      return own ? [/** @type {const} */ ([key, own.optional()])] : [];
    });
    return fields.length > 0 ? z.object(Object.fromEntries(fields)).strict() : undefined;
  }
  return undefined;
}

/**
 * A Markdown kind's translation (index.<code>.md beside the English): its title, summary and
 * body, and the fields `between` title-and-summary and body that the kind translates too.
 * @template {z.ZodRawShape} S
 * @param {z.ZodObject<{ title: z.ZodType, summary: z.ZodType, body: z.ZodType }>} entry the English front matter
 * @param {S} between
 */
export const markdownTranslation = (entry, between) =>
  z
    .object({
      title: entry.shape.title,
      summary: entry.shape.summary,
      ...between,
      body: entry.shape.body,
    })
    .strict();
