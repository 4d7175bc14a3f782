// The one schema of the site's content (data/content/*.json). The build's first step checks
// every file against it (lib/content.mjs), the TypeScript types come from it (data/types.ts)
// and `npm run content:schema` writes the JSON Schema each file names in `$schema`, so an
// editor flags a wrong key or type as it is typed. Field names are the spec's, odd
// spellings included (`dataAdded`, `streamrImage`).
import { z } from 'zod';

/** A list takes 1 entry or more; past this many the build warns (the layouts are checked to here). */
export const LIST_WARN_ABOVE = 24;

/**
 * A picture file a studio drops in: `pictures/<file>` inside data/pictures/, named as people
 * name files (`Key Art Final (2).jpg`, `Cover ü.png`): no folder, no leading dot or space, no
 * control character. The name it is published under is derived (lib/content.mjs).
 */
export const PICTURE_FILE =
  /^pictures\/(?![.\s])[^/\\\u0000-\u001f\u007f]+\.(jpe?g|JPE?G|png|PNG|webp|WEBP|avif|AVIF)$/;
/** A generated picture's name in data/artwork.json. */
export const ART_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const text = z.string().trim().min(1, 'a non-empty text');

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

/** Where a photo is cropped around, as fractions of its width and height (default centre). */
const focal = z
  .object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) })
  .strict()
  .describe('Where a pictures/ file is cropped around: x and y from 0 to 1 (default 0.5, 0.5).')
  .optional();

/** Alt text for the entry's picture, in place of the one derived from the entry. */
const alt = text
  .describe("Alt text for the entry's picture, in place of the one derived from the entry.")
  .optional();

/**
 * @template {z.ZodType} T
 * @param {T} entry
 */
const list = (entry) => z.array(entry).min(1, 'at least one entry');

const dateText = z
  .string()
  .regex(/^(0[1-9]|[12]\d|3[01])\/(0[1-9]|1[0-2])\/\d{4}$/, 'a date as dd/mm/yyyy');
const playTime = z.string().regex(/^\d+ h \d{2} min$/, 'play time like "34 h 12 min"');

/**
 * @template {z.ZodRawShape} S
 * @param {S} shape
 */
const file = (shape) => z.object({ $schema: z.string().optional(), ...shape }).strict();

export const popularGame = z
  .object({ name: text, type: text, imgUrl: picture, alt, focal })
  .strict();
export const libraryGame = z
  .object({
    imgUrl: picture,
    gameName: text,
    gameType: text,
    dataAdded: dateText,
    hoursPlayed: playTime,
    isDownload: z.boolean(),
    focal,
  })
  .strict();
export const featuredGame = z.object({ imageUrl: picture, gameName: text, alt, focal }).strict();
export const profileTip = z
  .object({ imageUrl: picture, instruction: text, explain: text, focal })
  .strict();
export const streamCard = z
  .object({
    imageUrl: picture,
    streamCaption: text,
    streamerPicture: picture,
    streamerName: text,
    alt,
    focal,
  })
  .strict();
/** The rank (`streamrNumber`, 01, 02, …) follows the order of the list. */
export const topStreamer = z.object({ streamrImage: picture, streamerName: text, focal }).strict();
const shot = z.object({ src: picture, alt: text, focal }).strict();

/** Each content file by its name in data/content/. */
export const contentFiles = {
  'games.json': file({
    popular: list(popularGame),
    library: list(libraryGame),
    featured: list(featuredGame),
  }),
  'streams.json': file({
    streams: list(streamCard),
    topStreamers: list(topStreamer),
  }),
  'profile.json': file({
    player: z
      .object({
        name: text,
        handle: text,
        status: text,
        picture,
        goLiveHint: text,
        alt,
        focal,
      })
      .strict(),
    tips: list(profileTip),
  }),
  'details.json': file({
    game: z
      .object({
        name: text,
        cover: picture,
        featureImages: list(shot),
        screenshots: list(shot),
        description: list(text),
        focal,
      })
      .strict(),
  }),
};

/** The JSON Schema of a content file, as its `$schema` names it (data/content/schema/). */
export const schemaFileOf = (/** @type {string} */ name) =>
  `schema/${name.replace(/\.json$/, '.schema.json')}`;
