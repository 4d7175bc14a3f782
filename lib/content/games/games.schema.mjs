// A catalogue game's schema (data/content/games/<slug>/index.json), beside its resolver
// (lib/content/games/games.mjs): its facts, trailers, stores, ratings and press kit, and the block
// each other language writes.
import { z } from 'zod';
import {
  VIDEOS_DIR,
  MAX_SCREENSHOTS,
  dateText,
  dayExists,
  focal,
  gameRef,
  kind,
  pictureIn,
  shot,
  text,
  translated,
  translationSchema,
  ROLE,
} from '../shared/fields.mjs';
import { CURRENCIES, PC_PLATFORMS, PLATFORMS, RATING_BOARDS, STORES } from './game-facts.mjs';
import { gamePress } from '../shared/press.schema.mjs';
import { momentFields } from '../shared/moments.mjs';
import { formerlyField } from '../shared/addresses.mjs';
import { RELEASE_FORMS, releaseOf } from './release.mjs';
import { ACCESSIBILITY_TAGS, nearestTag } from './accessibility.mjs';
import { BOARD_REASONS } from './rating-reasons.mjs';
import { REGIONS } from '../../core/regions.mjs';

/** A game page shows at most this many trailers. */
export const MAX_VIDEOS = 4;

/** Where a studio's own video files and their captions are (`videos/<name>.mp4`). */
export { VIDEOS_DIR };
/** A video file or captions of the studio's, by kind: `videos/<name>.<kind>` in data/videos/. */
export const VIDEO_FILE = {
  mp4: /^videos\/[a-z0-9]+(-[a-z0-9]+)*\.mp4$/,
  webm: /^videos\/[a-z0-9]+(-[a-z0-9]+)*\.webm$/,
  vtt: /^videos\/[a-z0-9]+(-[a-z0-9]+)*(\.[a-z]{2})?\.vtt$/,
};
/** A host's limit per file, unless the brand file names its own (Cloudflare Pages': 25 MiB). */
export const DEFAULT_MAX_FILE_MIB = 25;

/**
 * A file of the studio's in data/videos/, its kind declared (`x-video`): the build checks
 * and publishes it, the editor uploads it.
 * @param {keyof typeof VIDEO_FILE} kind
 */
const videoFile = (kind) =>
  z
    .string()
    .regex(VIDEO_FILE[kind], `videos/<name>.${kind}: lower-case letters, digits and hyphens`)
    .meta({ [ROLE.video]: kind });

const captions = videoFile('vtt').describe(
  'WebVTT captions in data/videos/, like videos/ember-tundra-teaser.de.vtt.',
);

/**
 * A trailer: on YouTube or Vimeo (its id: the page shows a poster and asks nothing of the host
 * until play is pressed), or a file of the studio's with captions in English at least.
 */
export const gameVideo = z
  .object({
    title: translated(text.max(80, 'at most 80 characters')).describe(
      'Its title: "Play trailer: <title>" names the play button.',
    ),
    description: translated(text.max(300, 'at most 300 characters')).describe(
      'A sentence on what it shows, for search engines and screen readers.',
    ),
    youtube: z
      .string()
      .regex(/^[A-Za-z0-9_-]{11}$/, "a YouTube video id: 11 letters, digits, '-' or '_'")
      .describe('Its YouTube id (the 11 characters after watch?v=). One of youtube, vimeo, file.')
      .optional(),
    vimeo: z
      .string()
      .regex(/^\d{6,12}$/, 'a Vimeo video id: 6 to 12 digits')
      .describe('Its Vimeo id (the digits after vimeo.com/). One of youtube, vimeo, file.')
      .optional(),
    file: videoFile('mp4')
      .describe(
        'An MP4 (H.264, its index at the front) in data/videos/. One of youtube, vimeo, file.',
      )
      .optional(),
    webm: videoFile('webm').describe('The same video as WebM, offered first.').optional(),
    // One key per language of lib/core/locales.mjs (a test holds them to that list).
    captions: z
      .object({
        en: captions,
        de: captions.optional(),
        ja: captions.optional(),
        ar: captions.optional(),
      })
      .strict()
      .describe("Captions per language for a file: English at least; the page's own is on.")
      .optional(),
    transcript: translated(text.max(4000, 'at most 4,000 characters'))
      .describe(
        'What is said and shown, in Markdown, per language: the page links it beside the player.',
      )
      .optional(),
    described: z
      .object({
        youtube: z
          .string()
          .regex(/^[A-Za-z0-9_-]{11}$/, "a YouTube video id: 11 letters, digits, '-' or '_'")
          .optional(),
        vimeo: z
          .string()
          .regex(/^\d{6,12}$/, 'a Vimeo video id: 6 to 12 digits')
          .optional(),
        file: videoFile('mp4').optional(),
      })
      .strict()
      .refine(
        (version) => Object.keys(version).length === 1,
        'exactly one of youtube, vimeo or file',
      )
      .describe(
        'The audio-described version: its own file in data/videos/, or its id on YouTube or Vimeo.',
      )
      .optional(),
    soundtrackDescribes: z
      .literal(true)
      .describe('Its own soundtrack already says what is shown: no described version is needed.')
      .optional(),
    poster: pictureIn('wide', 'title', true).describe(
      'The still shown before play. Left out: art drawn for the video, its title on it.',
    ),
    duration: z
      .string()
      .regex(/^([1-9]\d?:)?[0-5]?\d:[0-5]\d$/, 'a duration as m:ss or h:mm:ss, like 1:32')
      .describe('How long it runs: m:ss, like 1:32.'),
    date: dateText.describe('When it was published, dd/mm/yyyy.'),
    focal,
    ...momentFields,
  })
  .strict()
  .superRefine((video, context) => {
    const hosts = ['youtube', 'vimeo', 'file'].filter(
      (key) => /** @type {Record<string, unknown>} */ (video)[key] !== undefined,
    );
    if (hosts.length !== 1) {
      context.addIssue({
        code: 'custom',
        path: hosts.length ? [hosts[1] ?? hosts[0] ?? 'file'] : ['file'],
        input: undefined,
        message: 'exactly one of youtube, vimeo or file',
      });
    } else if (video.file !== undefined && video.captions === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['captions', 'en'],
        input: undefined,
        message: 'captions in English for a video file: videos/<name>.en.vtt',
      });
    } else if (video.described && video.soundtrackDescribes) {
      context.addIssue({
        code: 'custom',
        path: ['soundtrackDescribes'],
        input: true,
        message: 'a described version or soundtrackDescribes, not both',
      });
    } else if (video.file === undefined && (video.captions || video.webm)) {
      context.addIssue({
        code: 'custom',
        path: [video.captions ? 'captions' : 'webm'],
        input: undefined,
        message: 'captions and webm only beside a file: a hosted video carries its own',
      });
    }
  });

/** A game's states besides coming and out, which its release days say. */
export const GAME_STATES = /** @type {const} */ (['early-access', 'delisted']);

/** A figure a game page shows in place of the spec's fixed one (4.8, 2.3M, 36GB…). */
const fact = text.max(24, 'at most 24 characters');

/**
 * A language tag the build can name in every language of the site: BCP 47 in its canonical
 * form ("pt-BR", not "pt-br"), known to the build's Intl (the page shows its name).
 */
const languageTag = z.string().refine(
  (text) => {
    try {
      if (Intl.getCanonicalLocales(text)[0] !== text) return false;
      return (
        new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' }).of(text) !== undefined
      );
    } catch {
      return false;
    }
  },
  { message: 'a BCP 47 language tag, like en, de, ja, ar, pt-BR or zh-Hans' },
);

/**
 * The same key twice in a list, refused: `what` names the key ("platform", "store"); `per`,
 * a second key the pair is unique by ("region": a store once per region).
 * @param {string} what @param {string} [per]
 */
const once =
  (what, per) =>
  (/** @type {Record<string, unknown>[]} */ entries, /** @type {z.RefinementCtx} */ context) => {
    const same = (
      /** @type {Record<string, unknown>} */ a,
      /** @type {Record<string, unknown>} */ b,
    ) => a[what] === b[what] && (per === undefined || a[per] === b[per]);
    entries.forEach((entry, index) => {
      if (entries.findIndex((other) => same(other, entry)) < index) {
        context.addIssue({
          code: 'custom',
          path: [index, what],
          input: entry[what],
          message: per
            ? `a ${what} not listed before for its ${per}: each ${what} once per ${per}`
            : `a ${what} not listed before: each ${what} once`,
        });
      }
    });
  };

/** A region from the fixed list (lib/content/games/markets.mjs). */
const region = z.enum(REGIONS).describe(`The region, from the fixed list: ${REGIONS.join(', ')}.`);

/**
 * The keys of a fixed list, as a zod enum's values.
 * @template {Record<string, unknown>} L
 * @param {L} list
 */
const keysOf = (list) =>
  /** @type {[keyof L & string, ...(keyof L & string)[]]} */ (Object.keys(list));

/**
 * A board's rating, from the board's own values.
 * @template {keyof typeof RATING_BOARDS} B
 * @param {B} board
 */
const rating = (board) =>
  z
    .enum(RATING_BOARDS[board])
    .describe(`The ${board} rating: ${RATING_BOARDS[board].join(', ')}.`)
    .optional();

/**
 * One line of a requirements set: what a store's block shows, as the studio writes it.
 * @param {string} what
 */
const requirement = (what) => text.max(120, 'at most 120 characters').describe(what).optional();

/** A minimum or a recommended set: OS, processor, memory, graphics, storage, notes. */
const requirementSet = z
  .object({
    os: requirement('The operating system and its version, like "64-bit, version 11".'),
    processor: requirement('The processor, like "4 cores at 3.0 GHz".'),
    memory: requirement('The memory, like "8 GB".'),
    graphics: requirement('The graphics, like "4 GB of video memory, DirectX 12".'),
    storage: requirement('The free storage, like "40 GB, a solid-state drive".'),
    notes: translated(text.max(200, 'at most 200 characters'))
      .describe('Anything else a buyer should know, in each language.')
      .optional(),
  })
  .strict()
  .refine(
    (set) => Object.keys(set).length > 0,
    'at least one of os, processor, memory, graphics, storage, notes',
  );

/** A computer platform's minimum and, where given, recommended requirements. */
const systemRequirements = z
  .object({
    minimum: requirementSet.describe('What the game needs to run.'),
    recommended: requirementSet.describe('What it needs to run as intended.').optional(),
  })
  .strict();

/**
 * What a board's rating is for: its descriptors and interactive elements, from the board's
 * own lists (lib/content/games/rating-reasons.mjs), each once.
 * @param {keyof typeof BOARD_REASONS} board
 */
const reasonsOf = (board) => {
  const { descriptors, interactive } = BOARD_REASONS[board];
  const listOf = (
    /** @type {readonly [string, ...string[]]} */ values,
    /** @type {string} */ what,
  ) =>
    z
      .array(z.enum(values))
      .refine((list) => new Set(list).size === list.length, `each ${what} once`)
      .describe(`${board}'s ${what}s: ${values.join(', ')}.`)
      .optional();
  return z
    .object({
      descriptors: listOf(/** @type {[string, ...string[]]} */ ([...descriptors]), 'descriptor'),
      interactive: listOf(
        /** @type {[string, ...string[]]} */ ([...interactive]),
        'interactive element',
      ),
    })
    .strict()
    .describe(`Why the ${board} rating, and what the game does besides its content.`)
    .optional();
};

/** An Accessible Games Initiative tag; a typo is told the id it most likely meant. */
const accessibilityTag = z.enum(ACCESSIBILITY_TAGS, {
  error: (issue) =>
    `an Accessible Games Initiative tag: the nearest is "${nearestTag(issue.input)}"`,
});

/** Tags, each once. */
const accessibilityTags = z
  .array(accessibilityTag)
  .refine((tags) => new Set(tags).size === tags.length, 'each tag once');

/**
 * What a game offers players with disabilities, in the industry's shared tags, where it
 * stands on the two hazards the W3C vocabulary names, and a summary in each language.
 */
const gameAccessibility = z
  .object({
    tags: accessibilityTags
      .describe('The Accessible Games Initiative tags the game meets on every platform.')
      .optional(),
    platforms: z
      .array(
        z
          .object({
            platform: z.enum(keysOf(PLATFORMS)).describe('One of the game’s platforms.'),
            tags: accessibilityTags
              .min(1, 'at least one tag')
              .describe('The tags it meets on this platform besides those on every platform.'),
          })
          .strict(),
      )
      .superRefine(once('platform'))
      .describe('Tags met on some platforms only, where the platforms differ.')
      .optional(),
    hazards: z
      .object({
        flashing: z.boolean().describe('It has flashing lights (true) or none (false).').optional(),
        motionSimulation: z
          .boolean()
          .describe('It simulates motion that can make players unwell (true) or not (false).')
          .optional(),
      })
      .strict()
      .describe('The hazards it declares; one left out is not said either way.')
      .optional(),
    summary: translated(text.max(300, 'at most 300 characters'))
      .describe('A sentence or two on its accessibility, in plain words.')
      .optional(),
  })
  .strict();

/** A store link: https: only (the build refuses one pointing at this site, lib/content/games/games.mjs). */
const storeUrl = z
  .url({ protocol: /^https$/, error: 'an https: link to the game in the store' })
  .describe('The https: link to the game in the store. A plain link: no widget is embedded.');

/** A platform's release: a day or a window, in one region or in all. */
const release = z
  .string()
  .refine((text) => releaseOf(text) !== null, RELEASE_FORMS)
  .refine((text) => releaseOf(text)?.kind !== 'day' || dayExists(text), 'a day the calendar has')
  .describe(
    'Its release there: a day, dd/mm/yyyy, or a window, "2027", "Q3 2027", "Spring 2027", "March 2027", "TBA". Left out: "coming soon".',
  );

/** A link a studio gives (press quotes, credits, its socials): https: only, a plain link. */

/**
 * A catalogue game in English: `en` in data/content/games/<slug>/index.json. The folder's name
 * is its slug and its address (/games/<slug>/); renaming the game keeps it. Each other language
 * writes its translated texts (the fields marked translated) under its code beside `en`.
 */
export const catalogueGame = z
  .object({
    $schema: z.string().optional(),
    name: text.describe("The game's name, the same in every language."),
    type: kind.describe('Its kind, shown under the name on cards: "Action", "Strategy".'),
    cover: pictureIn('cover', 'name', true).describe(
      'The 3:4 cover. Left out: art drawn for the game, its name on it.',
    ),
    keyArt: pictureIn('wide', 'name', true).describe(
      "The wide key art, the page's first picture and its share image. Left out: drawn.",
    ),
    focal,
    description: translated(text).describe(
      'What the page says of the game, in Markdown: paragraphs, *emphasis*, **strong** and lists.',
    ),
    screenshots: z
      .array(shot)
      .max(MAX_SCREENSHOTS, `at most ${MAX_SCREENSHOTS} screenshots`)
      .describe('Up to 12, each with its alt text; none is fine.'),
    videos: z
      .array(gameVideo)
      .max(MAX_VIDEOS, `at most ${MAX_VIDEOS} videos`)
      .describe('Trailers, the first shown at the top of the page; none is fine.')
      .optional(),
    facts: z
      .object({
        rating: fact,
        likes: fact,
        size: fact,
        genre: translated(fact),
        category: translated(fact),
      })
      .partial()
      .strict()
      .describe(
        'Figures in place of the sample ones (4.8, 2.3M, 36GB). The genre is the type unless named.',
      )
      .optional(),
    developer: text
      .max(60, 'at most 60 characters')
      .describe("Who made it. Left out: the brand's company.")
      .optional(),
    publisher: text
      .max(60, 'at most 60 characters')
      .describe("Who publishes it. Left out: the brand's company.")
      .optional(),
    platforms: z
      .array(
        z
          .object({
            platform: z.enum(keysOf(PLATFORMS)).describe('The platform, from the fixed list.'),
            release: release.optional(),
            regions: z
              .array(
                z
                  .object({ region, release: release.optional() })
                  .strict()
                  .describe('A region whose release differs: its own day or window.'),
              )
              .superRefine(once('region'))
              .describe(
                "The regions it comes out in on another day or window than the release above, which is every other region's.",
              )
              .optional(),
            requirements: systemRequirements
              .describe(
                'Windows, macOS and Linux: the minimum and recommended system requirements.',
              )
              .optional(),
          })
          .strict()
          .superRefine((entry, context) => {
            if (
              entry.requirements !== undefined &&
              !(/** @type {readonly string[]} */ (PC_PLATFORMS).includes(entry.platform))
            ) {
              context.addIssue({
                code: 'custom',
                path: ['platform'],
                input: entry.platform,
                message: `${PC_PLATFORMS.join(', ')} for system requirements: a console's are the console`,
              });
            }
          }),
      )
      .superRefine(once('platform'))
      .describe('Each platform the game is on, with its release date there.')
      .optional(),
    languages: z
      .array(
        z
          .object({
            language: languageTag.describe(
              'The language, by its BCP 47 tag: en, de, ja, ar, pt-BR, zh-Hans…',
            ),
            interface: z.boolean().describe('Its menus and texts are in it.').optional(),
            audio: z.boolean().describe('Its full audio, voices included, is in it.').optional(),
            subtitles: z.boolean().describe('Its subtitles are in it.').optional(),
          })
          .strict()
          .refine((entry) => entry.interface || entry.audio || entry.subtitles, {
            message: 'at least one of interface, audio and subtitles set to true',
          }),
      )
      .superRefine(once('language'))
      .describe(
        'Each language the game is in, as a store lists them: its interface, its full audio, its subtitles.',
      )
      .optional(),
    accessibility: gameAccessibility
      .describe(
        'Its accessibility features, shown in its page\'s "Accessibility" section (#accessibility, the address a store\'s accessibility field takes).',
      )
      .optional(),
    state: z
      .enum(GAME_STATES)
      .describe(
        'Where it stands when not simply coming or out: in early access, or delisted (no longer sold: its page stays, its store links go).',
      )
      .optional(),
    stores: z
      .array(
        z
          .object({
            store: z.enum(keysOf(STORES)).describe('The store, from the fixed list.'),
            region: region
              .describe(
                `The region this link sells in (${REGIONS.join(', ')}). Left out: every region without a link of its own.`,
              )
              .optional(),
            url: storeUrl,
            delisted: z
              .literal(true)
              .describe(
                'The store no longer sells it in this region: the link is shown and offered nowhere, and the region says it is not sold there.',
              )
              .optional(),
            price: z
              .object({
                amount: z.number().nonnegative('a price of 0 or more'),
                currency: z.enum(CURRENCIES).describe('ISO 4217: USD, EUR, GBP…'),
                checked: dateText
                  .describe(
                    'The day the price was checked in the store, dd/mm/yyyy. Left out: the price is shown nowhere.',
                  )
                  .optional(),
              })
              .strict()
              .describe(
                "The regular price, for the press kit and search engines' offers, with the day it was checked. Left out: none is said.",
              )
              .optional(),
          })
          .strict()
          .superRefine((link, context) => {
            // Each refusal names the key it is about, with that key's value.
            if (link.delisted && !link.region) {
              context.addIssue({
                code: 'custom',
                path: ['delisted'],
                input: link.delisted,
                message:
                  'a region beside it: a game no longer sold anywhere is delisted by its state',
              });
            }
            if (link.delisted && link.price) {
              context.addIssue({
                code: 'custom',
                path: ['price'],
                input: link.price,
                message:
                  'no price on a delisted link: a price is never shown where the game is not sold',
              });
            }
          }),
      )
      .superRefine(once('store', 'region'))
      .describe('Where to buy it: plain links, each store once per region.')
      .optional(),
    ratings: z
      .object({
        ESRB: rating('ESRB'),
        PEGI: rating('PEGI'),
        USK: rating('USK'),
        CERO: rating('CERO'),
        ACB: rating('ACB'),
        ClassInd: rating('ClassInd'),
        GRAC: rating('GRAC'),
        IARC: rating('IARC'),
      })
      .strict()
      .describe("Its age rating per board, each from the board's own values.")
      .optional(),
    ratingReasons: z
      .object({
        ESRB: reasonsOf('ESRB'),
        PEGI: reasonsOf('PEGI'),
        USK: reasonsOf('USK'),
        IARC: reasonsOf('IARC'),
      })
      .strict()
      .describe(
        'What each rating is for, beside its badge and on each trailer: the content descriptors and interactive elements its board gives, for a board rated in ratings.',
      )
      .optional(),
    related: z
      .array(gameRef)
      .describe('Other catalogue games shown under "Related Games", by slug.')
      .optional(),
    press: gamePress.describe("What the game's press kit adds to its page.").optional(),
    // In a file by language, written at its top level beside $schema (lib/content/shared/translations.mjs).
    ...momentFields,
    formerly: formerlyField,
  })
  .strict();

/**
 * A catalogue game in another language: its block beside `en` in the game's index.json, the
 * translated fields of catalogueGame. The name is never translated.
 */
export const catalogueTranslation = z
  .object(/** @type {z.ZodObject} */ (translationSchema(catalogueGame)).shape)
  .strict();
