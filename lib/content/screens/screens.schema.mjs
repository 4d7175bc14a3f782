// The screens' own files (data/content/*.json), beside their resolver (lib/content/screens/screens.mjs):
// the home, browse, streams, profile and details screens' lists, and the studio's file.
import { z } from 'zod';
import {
  ROLE,
  alt,
  dateText,
  file,
  focal,
  fromGame,
  gameRef,
  kind,
  list,
  pictureIn,
  roleOf,
  shot,
  text,
  translated,
} from '../shared/fields.mjs';
import { studioPress } from '../shared/press.schema.mjs';

const playTime = z
  .string()
  .regex(/^\d+ h \d{2} min$/, 'play time like "34 h 12 min"')
  .describe('play time like "34 h 12 min"');

/**
 * A list entry either names a catalogue game (`game`), which gives it the fields marked
 * fromGame, or spells those out; never both, so a card always says what its page says.
 * @template {z.ZodRawShape} S
 * @param {S} shape @param {readonly string[]} required
 */
const gameEntry = (shape, required) => {
  const filled = Object.keys(shape).filter((key) => roleOf(shape[key], ROLE.fromGame));
  return z
    .object({ game: gameRef.optional(), ...shape })
    .strict()
    .superRefine((entry, context) => {
      const given = /** @type {Record<string, unknown>} */ (entry);
      for (const key of given.game === undefined ? required : filled) {
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
};

export const popularGame = gameEntry(
  {
    name: fromGame('name', text.optional()),
    type: fromGame('type', kind.optional()),
    imgUrl: fromGame('cover', pictureIn('cover', 'name', true)),
    alt,
    focal: fromGame('focal', focal),
  },
  ['name', 'type'],
);
export const libraryGame = gameEntry(
  {
    imgUrl: fromGame('cover', pictureIn('cover', 'gameName', true)),
    gameName: fromGame('name', text.optional()),
    gameType: fromGame('type', kind.optional()),
    dataAdded: dateText,
    hoursPlayed: playTime,
    isDownload: z.boolean(),
    focal: fromGame('focal', focal),
  },
  ['gameName', 'gameType'],
);
export const featuredGame = gameEntry(
  {
    imageUrl: fromGame('keyArt', pictureIn('wide', 'gameName', true)),
    gameName: fromGame('name', text.optional()),
    alt,
    focal: fromGame('focal', focal),
  },
  ['gameName'],
);
export const profileTip = z
  .object({
    imageUrl: pictureIn('wide', 'instruction'),
    instruction: translated(text),
    explain: translated(text),
    focal,
  })
  .strict();
export const streamCard = z
  .object({
    imageUrl: pictureIn('wide', 'streamCaption'),
    streamCaption: translated(text),
    streamerPicture: pictureIn('square', 'streamerName'),
    streamerName: text,
    alt,
    focal,
  })
  .strict();
/** The rank (`streamrNumber`, 01, 02, …) follows the order of the list. */
export const topStreamer = z
  .object({ streamrImage: pictureIn('square', 'streamerName'), streamerName: text, focal })
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
        status: translated(text),
        picture: pictureIn('square', 'handle'),
        goLiveHint: translated(text),
        alt,
        focal,
      })
      .strict(),
    tips: list(profileTip),
  }),
  'studio.json': file({ studio: studioPress }),
  'details.json': file({
    game: z
      .object({
        game: gameRef
          .describe('The catalogue game this is: its cards link here, and it gets no second page.')
          .optional(),
        name: text,
        cover: pictureIn('cover', 'name', true),
        featureImages: list(shot),
        screenshots: list(shot),
        description: list(translated(text)),
        focal,
      })
      .strict(),
  }),
};
