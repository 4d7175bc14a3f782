// The one schema of the site's content (data/content/*.json). The build's first step checks
// every file against it (lib/content.mjs), the TypeScript types come from it (data/types.ts)
// and `npm run content:schema` writes the JSON Schema each file names in `$schema`, so an
// editor flags a wrong key or type as it is typed. Field names are the spec's, odd
// spellings included (`dataAdded`, `streamrImage`).
import { z } from 'zod';

/** Where the content files are. */
export const CONTENT_DIR = 'data/content';

/** A list takes 1 to this many entries: the layouts are checked up to here (1, 2, 5, 6, 24). */
export const MAX_LIST = 24;

/**
 * A picture file a studio drops in: `pictures/<file>` inside data/pictures/, named as people
 * name files (`Key Art Final (2).jpg`, `Cover ü.png`): no folder, no leading dot or space, no
 * control character. The name it is published under is derived (lib/content.mjs).
 */
export const PICTURE_FILE =
  /^pictures\/(?![.\s])[^/\\\u0000-\u001f\u007f]+\.(jpe?g|JPE?G|png|PNG|webp|WEBP|avif|AVIF)$/;
/** A generated picture's name in data/artwork.json. */
export const ART_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** A catalogue game's address, its folder's name: data/content/games/<slug>/. */
export const GAME_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** A game page shows at most this many screenshots (its layout is checked to here). */
export const MAX_SCREENSHOTS = 12;

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
const list = (entry) =>
  z
    .array(entry)
    .min(1, 'at least one entry')
    .max(MAX_LIST, `at most ${MAX_LIST} entries: the layouts are checked up to ${MAX_LIST}`);

/** Whether dd/mm/yyyy names a day the calendar has (31/02 and 29/02/2035 do not). @param {string} text */
const dayExists = (text) => {
  const [day, month, year] = text.split('/').map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day));
  return date.getUTCDate() === day && date.getUTCMonth() === (month ?? 0) - 1;
};

const dateText = z
  .string()
  .regex(/^(0[1-9]|[12]\d|3[01])\/(0[1-9]|1[0-2])\/\d{4}$/, 'a date as dd/mm/yyyy')
  .refine(dayExists, 'a day the calendar has')
  .describe('a date as dd/mm/yyyy, like 05/03/2036');
const playTime = z
  .string()
  .regex(/^\d+ h \d{2} min$/, 'play time like "34 h 12 min"')
  .describe('play time like "34 h 12 min"');

/**
 * @template {z.ZodRawShape} S
 * @param {S} shape
 */
const file = (shape) => z.object({ $schema: z.string().optional(), ...shape }).strict();

/** A catalogue game named by its slug (data/content/games/<slug>/). */
const gameRef = z
  .string()
  .regex(GAME_SLUG, "a game's slug: lower-case letters, digits and hyphens")
  .describe(
    'A catalogue game (data/content/games/<slug>/): its name, type and pictures come from there, and the card links to its page.',
  );

/**
 * A list entry either names a catalogue game (`game`), which gives it its name, type and
 * picture, or spells those out; never both, so a card always says what its page says.
 * @template {z.ZodRawShape} S
 * @param {S} shape @param {readonly string[]} fromGame
 * @param {readonly string[]} required
 */
const gameEntry = (shape, fromGame, required) =>
  z
    .object({ game: gameRef.optional(), ...shape })
    .strict()
    .superRefine((entry, context) => {
      const given = /** @type {Record<string, unknown>} */ (entry);
      for (const key of given.game === undefined ? required : fromGame) {
        if (given.game === undefined && given[key] === undefined) {
          context.addIssue({
            code: 'custom',
            path: [key],
            input: undefined,
            message: `a text, or game naming a catalogue game`,
          });
        } else if (given.game !== undefined && given[key] !== undefined) {
          context.addIssue({
            code: 'custom',
            path: [key],
            input: given[key],
            message: `no ${key}: it comes from the catalogue game ${String(given.game)}`,
          });
        }
      }
    });

export const popularGame = gameEntry(
  { name: text.optional(), type: text.optional(), imgUrl: picture, alt, focal },
  ['name', 'type', 'imgUrl', 'focal'],
  ['name', 'type'],
);
export const libraryGame = gameEntry(
  {
    imgUrl: picture,
    gameName: text.optional(),
    gameType: text.optional(),
    dataAdded: dateText,
    hoursPlayed: playTime,
    isDownload: z.boolean(),
    focal,
  },
  ['gameName', 'gameType', 'imgUrl', 'focal'],
  ['gameName', 'gameType'],
);
export const featuredGame = gameEntry(
  { imageUrl: picture, gameName: text.optional(), alt, focal },
  ['gameName', 'imageUrl', 'focal'],
  ['gameName'],
);
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

/** A figure a game page shows in place of the spec's fixed one (4.8, 2.3M, 36GB, Sandbox…). */
const fact = text.max(24, 'at most 24 characters');

/**
 * A catalogue game in English: data/content/games/<slug>/index.en.json. The folder's name is
 * its slug and its address (/games/<slug>/); renaming the game keeps it.
 */
export const catalogueGame = z
  .object({
    $schema: z.string().optional(),
    name: text.describe("The game's name, the same in every language."),
    type: text.describe('Its kind, shown under the name on cards: "Action", "Strategy".'),
    cover: picture.describe('The 3:4 cover. Left out: art drawn for the game, its name on it.'),
    keyArt: picture.describe(
      "The wide key art, the page's first picture and its share image. Left out: drawn.",
    ),
    focal,
    description: text.describe(
      'What the page says of the game, in Markdown: paragraphs, *emphasis*, **strong** and lists.',
    ),
    screenshots: z
      .array(shot)
      .max(MAX_SCREENSHOTS, `at most ${MAX_SCREENSHOTS} screenshots`)
      .describe('Up to 12, each with its alt text; none is fine.'),
    facts: z
      .object({ rating: fact, likes: fact, size: fact, genre: fact, category: fact })
      .partial()
      .strict()
      .describe('Figures in place of the fixed sample ones (4.8, 2.3M, 36GB, Sandbox, Action).')
      .optional(),
    related: z
      .array(gameRef)
      .describe('Other catalogue games shown under "Related Games", by slug.')
      .optional(),
  })
  .strict();

/**
 * A catalogue game in another language: data/content/games/<slug>/index.<code>.json. Its
 * translated texts only; the name is never translated. A text left out shows English.
 */
export const catalogueTranslation = z
  .object({
    $schema: z.string().optional(),
    type: text.optional(),
    description: text.optional(),
    screenshots: z
      .array(z.object({ alt: text }).strict())
      .describe("Each screenshot's alt text, in the English file's order.")
      .optional(),
    facts: z
      .object({ genre: fact, category: fact })
      .partial()
      .strict()
      .describe('The genre and category words, when the English file names its own.')
      .optional(),
  })
  .strict();

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
        game: gameRef
          .describe('The catalogue game this is: its cards link here, and it gets no second page.')
          .optional(),
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
