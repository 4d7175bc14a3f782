// The one schema of the site's content (data/content/*.json). The build's first step checks
// every file against it (lib/content/resolve.mjs), the TypeScript types come from it (lib/content/types.ts)
// and `npm run content:schema` writes the JSON Schema each file names in `$schema`, so an
// editor flags a wrong key or type as it is typed. Field names are the spec's, odd
// spellings included (`dataAdded`, `streamrImage`).
import { z } from 'zod';
import { CURRENCIES, PLATFORMS, RATING_BOARDS, STORES } from './game-facts.mjs';

/** Where the content files are. */
export const CONTENT_DIR = 'data/content';
/** The catalogue's folders, a game's slug its folder's name (lib/content/game-folders.mjs). */
export const GAMES_DIR = `${CONTENT_DIR}/games`;

/** A list takes 1 to this many entries: the layouts are checked up to here (1, 2, 5, 6, 24). */
export const MAX_LIST = 24;

/**
 * A picture file a studio drops in: `pictures/<file>` inside data/pictures/, named as people
 * name files (`Key Art Final (2).jpg`, `Cover ü.png`): no folder, no leading dot or space, no
 * control character. The name it is published under is derived (lib/content/resolve.mjs).
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
/** A game page shows at most this many trailers. */
export const MAX_VIDEOS = 4;

/** Where a studio's own video files and their captions are (`videos/<name>.mp4`). */
export const VIDEOS_DIR = 'data/videos';
/** A video file or captions of the studio's, by kind: `videos/<name>.<kind>` in data/videos/. */
export const VIDEO_FILE = {
  mp4: /^videos\/[a-z0-9]+(-[a-z0-9]+)*\.mp4$/,
  webm: /^videos\/[a-z0-9]+(-[a-z0-9]+)*\.webm$/,
  vtt: /^videos\/[a-z0-9]+(-[a-z0-9]+)*(\.[a-z]{2})?\.vtt$/,
};
/** A host's limit per file, unless the brand file names its own (Cloudflare Pages': 25 MiB). */
export const DEFAULT_MAX_FILE_MIB = 25;

const text = z.string().trim().min(1, 'a non-empty text');

/**
 * The roles a field declares, as zod metadata (kept in the JSON Schema under the same
 * keys): `x-translated`, a text each language gives its own of (lib/content/translations.mjs
 * translates, warns and writes the translation schemas from it); `x-from-game`, the catalogue
 * game's field a list entry that names a game (`game`) takes this one from; `x-picture`, a
 * picture's slot: the aspect it is shown at, the sibling field naming what it shows (the seed
 * of art drawn for it) and whether that art letters the name (lib/content/resolve.mjs).
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
const fromGame = (field, schema) => schema.meta({ [ROLE.fromGame]: field });

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
const pictureIn = (aspect, title, lettered = false) =>
  picture.meta({ [ROLE.picture]: { aspect, title, ...(lettered ? { lettered } : {}) } });

/** Where a photo is cropped around, as fractions of its width and height (default centre). */
const focal = z
  .object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) })
  .strict()
  .describe('Where a pictures/ file is cropped around: x and y from 0 to 1 (default 0.5, 0.5).')
  .optional();

/** Alt text for the entry's picture, in place of the one derived from the entry. */
const alt = translated(text)
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

/** A date as the content writes it, dd/mm/yyyy (the editor's date picker writes the same). */
export const DATE = /^(0[1-9]|[12]\d|3[01])\/(0[1-9]|1[0-2])\/\d{4}$/;

const dateText = z
  .string()
  .regex(DATE, 'a date as dd/mm/yyyy')
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

/** A kind of game ("Action"), translated. */
const kind = translated(text);

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
const shot = z.object({ src: pictureIn('wide', 'alt'), alt: translated(text), focal }).strict();

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
    poster: pictureIn('wide', 'title', true).describe(
      'The still shown before play. Left out: art drawn for the video, its title on it.',
    ),
    duration: z
      .string()
      .regex(/^([1-9]\d?:)?[0-5]?\d:[0-5]\d$/, 'a duration as m:ss or h:mm:ss, like 1:32')
      .describe('How long it runs: m:ss, like 1:32.'),
    date: dateText.describe('When it was published, dd/mm/yyyy.'),
    focal,
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
    } else if (video.file === undefined && (video.captions || video.webm)) {
      context.addIssue({
        code: 'custom',
        path: [video.captions ? 'captions' : 'webm'],
        input: undefined,
        message: 'captions and webm only beside a file: a hosted video carries its own',
      });
    }
  });

/** A figure a game page shows in place of the spec's fixed one (4.8, 2.3M, 36GB…). */
const fact = text.max(24, 'at most 24 characters');

/**
 * The same key twice in a list, refused: `what` names the key ("platform", "store").
 * @param {string} what
 */
const once =
  (what) =>
  (/** @type {Record<string, unknown>[]} */ entries, /** @type {z.RefinementCtx} */ context) => {
    entries.forEach((entry, index) => {
      if (entries.findIndex((other) => other[what] === entry[what]) < index) {
        context.addIssue({
          code: 'custom',
          path: [index, what],
          input: entry[what],
          message: `a ${what} not listed before: each ${what} once`,
        });
      }
    });
  };

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

/** A store link: https: only (the build refuses one pointing at this site, lib/content/resolve.mjs). */
const storeUrl = z
  .url({ protocol: /^https$/, error: 'an https: link to the game in the store' })
  .describe('The https: link to the game in the store. A plain link: no widget is embedded.');

/** A link a studio gives (press quotes, credits, its socials): https: only, a plain link. */
const webLink = z
  .url({ protocol: /^https$/, error: 'an https: link' })
  .describe('A web address, https://…');

/** An award or a nomination: what it was, and where and when (presskit() `award`). */
const award = z
  .object({
    award: translated(text.max(160, 'at most 160 characters')),
    info: translated(text.max(160, 'at most 160 characters')).optional(),
  })
  .strict();
/** A line from the press (presskit() `quote`): the words, who said them and where. */
const quote = z
  .object({
    quote: translated(text.max(400, 'at most 400 characters')),
    name: text.describe('Who wrote it.'),
    outlet: text.describe('Where: the publication or site.').optional(),
    link: webLink.optional(),
  })
  .strict();
/** A further link for the press (presskit() `additional`): a soundtrack, an announcement. */
const additional = z
  .object({
    title: translated(text),
    description: translated(text).optional(),
    link: webLink,
  })
  .strict();
/** Someone who made it (presskit() `credit`). */
const credit = z
  .object({ person: text, role: translated(text), website: webLink.optional() })
  .strict();
/** A way to reach the studio (presskit() `contact`): a mail address or a link. */
const contact = z
  .object({
    name: translated(text).describe('What it is for: "Press", "Business".'),
    mail: z.email('a mail address').optional(),
    link: webLink.optional(),
  })
  .strict()
  .refine((entry) => (entry.mail === undefined) !== (entry.link === undefined), {
    message: 'exactly one of mail or link',
    path: ['mail'],
  });

/** A kit's list: none is fine, and a kit leaves out a section with none. */
const pressList = (/** @type {z.ZodType} */ entry) =>
  z.array(entry).max(MAX_LIST, `at most ${MAX_LIST} entries`).optional();

/**
 * What a press kit (presskit(), /presskit/) has that a page does not, for a game or the
 * studio. The rest of a kit (its facts, trailers, pictures) is the entry the page shows.
 */
const pressFields = {
  features: pressList(translated(text.max(200, 'at most 200 characters'))).describe(
    'Selling points, one line each.',
  ),
  awards: pressList(award).describe('Awards and nominations.'),
  quotes: pressList(quote).describe("Selected articles: the press's words."),
  links: pressList(additional).describe('Additional links: a soundtrack, an announcement.'),
  credits: pressList(credit).describe('Team and credits.'),
  contacts: pressList(contact).describe('Where the press writes to.'),
};

/** A game's press kit (/games/<slug>/presskit/): what it adds to the game's page. */
export const gamePress = z
  .object({
    history: translated(text)
      .describe('How the game came to be, in Markdown: not its story.')
      .optional(),
    ...pressFields,
    partners: pressList(
      z
        .object({
          kind: translated(text).describe('"Publisher", "Distributor".'),
          name: text,
          website: webLink.optional(),
          basedIn: translated(text).optional(),
        })
        .strict(),
    ).describe('Publishers and distributors beside the studio.'),
    relations: pressList(
      z.object({ kind: translated(text).describe('"DLC", "Sequel".'), name: text }).strict(),
    ).describe('Other products it relates to.'),
    copies: z.boolean().describe('Whether the press can ask for a copy.').optional(),
    copyRequest: webLink.describe('Where the press asks for a copy.').optional(),
  })
  .strict();

/** The studio's press kit (data/content/studio.json, /presskit/); its name is the brand's. */
export const studioPress = z
  .object({
    basedIn: translated(text).describe('Where the studio is: "Rotterdam, Netherlands".'),
    founded: dateText.describe('When it was founded, dd/mm/yyyy.'),
    website: webLink.describe('Its website. Left out: this site.').optional(),
    pressContact: z.email('a mail address').describe("The press's mail address."),
    phone: text.max(40, 'at most 40 characters').optional(),
    address: z.array(text).max(6, 'at most 6 lines').optional(),
    socials: pressList(z.object({ name: text, link: webLink }).strict()),
    description: translated(text).describe('What the studio is, in Markdown.'),
    histories: pressList(
      z.object({ header: translated(text), text: translated(text) }).strict(),
    ).describe('Its history, a heading and a Markdown text each.'),
    images: z
      .array(shot)
      .max(MAX_SCREENSHOTS, `at most ${MAX_SCREENSHOTS} pictures`)
      .describe('Pictures of the studio, each with its alt text.')
      .optional(),
    ...pressFields,
  })
  .strict();

/** The kinds of news post, each with its list page (/news/<kind>/), in the lists' order. */
export const NEWS_KINDS = /** @type {const} */ (['announcement', 'devlog', 'patch-notes', 'event']);

/**
 * A news post's front matter and body: data/content/news/<slug>/index.en.md, its Markdown
 * body as `body`. The folder's name is its slug and address (/news/<slug>/). Each other
 * language's file (index.<code>.md) holds its title, summary, cover alt and body.
 */
export const newsPost = z
  .object({
    title: translated(text.max(120, 'at most 120 characters')).describe("The post's headline."),
    summary: translated(text.max(300, 'at most 300 characters')).describe(
      'One or two sentences: the lists, the meta description and the feeds show it.',
    ),
    date: dateText.describe(
      'When it is published, dd/mm/yyyy: a later day than the build holds it back.',
    ),
    updated: dateText.describe('When it last changed in substance, dd/mm/yyyy.').optional(),
    kind: z.enum(NEWS_KINDS).describe('An announcement, a devlog, patch notes or an event.'),
    games: z
      .array(gameRef)
      .max(MAX_LIST, `at most ${MAX_LIST} games`)
      .describe('The catalogue games it is about, by slug: their pages list it.')
      .optional(),
    cover: pictureIn('wide', 'title').describe(
      'Its wide picture, the share image too. Left out: art drawn for its title (no lettering, so it suits every language).',
    ),
    coverAlt: alt,
    focal,
    author: text.max(80, 'at most 80 characters').describe('Who wrote it, as signed.'),
    body: translated(text).describe(
      'The post, in Markdown: paragraphs, ## headings, lists, links.',
    ),
  })
  .strict();

/** A post in another language: index.<code>.md beside the English, its translated texts. */
export const newsTranslation = z
  .object({
    title: newsPost.shape.title,
    summary: newsPost.shape.summary,
    coverAlt: alt,
    body: newsPost.shape.body,
  })
  .strict();

/** The kinds of page a studio writes (data/content/pages/<slug>/). */
export const PAGE_KINDS = /** @type {const} */ (['page', 'legal', 'careers']);

/** The footer's groups of page links, in the footer's order. */
export const FOOTER_GROUPS = /** @type {const} */ (['studio', 'legal']);

/** schema.org's employment types, as Google's job search reads them. */
export const EMPLOYMENT_TYPES = /** @type {const} */ ([
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
]);

/** A country as ISO 3166-1 alpha-2 writes it: NL, DE. */
const country = z
  .string()
  .regex(/^[A-Z]{2}$/, 'a country code like NL (ISO 3166-1 alpha-2)')
  .describe('A country code, ISO 3166-1 alpha-2: NL, DE, PT.');

/** A page's address in one language: a plain slug, the folder's name where left out. */
export const pageAddress = z
  .string()
  .regex(GAME_SLUG, 'a plain slug: lower-case letters, digits and single hyphens')
  .describe(
    "Its address in this language (/de/impressum/): a plain slug. Left out: the folder's name.",
  );

/**
 * An open position on the careers page: what Google's job search reads from its JobPosting
 * (title, description, datePosted, validThrough, hiringOrganization, jobLocation or remote
 * with the countries a hire may live in, employmentType, baseSalary). Written in the
 * English file; every language's page shows it as written (lang="en" where it differs).
 */
export const jobPosition = z
  .object({
    title: text.max(120, 'at most 120 characters').describe('The role, as the posting names it.'),
    team: text.max(60, 'at most 60 characters').describe('The team it joins.'),
    location: z
      .object({
        street: text.describe('Street and number.').optional(),
        postalCode: text.describe('Postal code.').optional(),
        locality: text.describe('The city.'),
        region: text.describe('The region or province.').optional(),
        country,
      })
      .strict()
      .describe('Where the work is done: the office. Leave out for a fully remote role.')
      .optional(),
    remote: z
      .array(country)
      .min(1, 'at least one country')
      .max(MAX_LIST, `at most ${MAX_LIST} countries`)
      .describe('Remote: the countries a hire may live in. Leave out for an office role.')
      .optional(),
    employmentType: z.enum(EMPLOYMENT_TYPES).describe('Full time, part time, contractor, …'),
    salary: z
      .object({
        currency: z
          .string()
          .regex(/^[A-Z]{3}$/, 'a currency code like EUR')
          .describe('ISO 4217: EUR.'),
        min: z.number().positive('a positive amount').describe('The lowest of the range.'),
        max: z.number().positive('a positive amount').describe('The highest of the range.'),
        unit: z.enum(['HOUR', 'MONTH', 'YEAR']).describe('Per hour, month or year.'),
      })
      .strict()
      .refine((pay) => pay.max >= pay.min, { message: 'max at least min', path: ['max'] })
      .describe('The pay range (the EU asks for it in a posting).')
      .optional(),
    datePosted: dateText.describe('When it opens, dd/mm/yyyy: a later day holds it back.'),
    validThrough: dateText.describe(
      'The last day to apply, dd/mm/yyyy: after it the build leaves the position out.',
    ),
    apply: z
      .string({ error: 'a mail address or an https:// link to apply through' })
      .regex(
        /^(mailto:[^\s@]+@[^\s@]+|[^\s@:/]+@[^\s@]+\.[^\s@]+|https:\/\/[^\s]+)$/,
        'a mail address or an https:// link to apply through',
      )
      .describe('How to apply: a mail address (jobs@studio.example) or an https:// link.'),
    description: text.describe(
      'The role, in Markdown: what you do, what you bring, what we offer.',
    ),
  })
  .strict()
  .refine((job) => job.location !== undefined || job.remote !== undefined, {
    message: 'a location, remote countries, or both',
    path: ['location'],
  });

/**
 * A page the studio writes (imprint, privacy, terms, about, careers):
 * data/content/pages/<slug>/index.en.md, its Markdown body as `body`. The folder's name is
 * its slug and, unless `address` gives another, its address (/<slug>/). Each other
 * language's file (index.<code>.md) holds its title, summary, body and its own address.
 */
export const studioPage = z
  .object({
    title: translated(text.max(120, 'at most 120 characters')).describe("The page's heading."),
    summary: translated(text.max(300, 'at most 300 characters')).describe(
      'One or two sentences: the meta description and the link previews show it.',
    ),
    address: pageAddress.optional(),
    kind: z.enum(PAGE_KINDS).describe('A page, a legal text, or the careers page.'),
    updated: dateText.describe('When it last changed in substance, dd/mm/yyyy.'),
    footer: z
      .object({
        group: z.enum(FOOTER_GROUPS).describe("The footer's group: the studio or legal."),
        order: z
          .number()
          .int('a whole number')
          .min(1, 'at least 1')
          .max(99, 'at most 99')
          .describe('Its place in the group, 1 first.'),
      })
      .strict()
      .describe('Where the footer links it. Left out: no footer link.')
      .optional(),
    positions: z
      .array(jobPosition)
      .max(MAX_LIST, `at most ${MAX_LIST} positions`)
      .describe('Open positions (the careers page only), each with its JobPosting.')
      .optional(),
    body: translated(text).describe(
      'The page, in Markdown: paragraphs, ## and ### headings (a long page lists them), lists, links.',
    ),
  })
  .strict();

/** A page in another language: index.<code>.md beside the English, its texts and address. */
export const studioPageTranslation = z
  .object({
    title: studioPage.shape.title,
    summary: studioPage.shape.summary,
    address: pageAddress.optional(),
    body: studioPage.shape.body,
  })
  .strict();

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
            release: dateText
              .describe('Its release date there, dd/mm/yyyy. Left out: "coming soon".')
              .optional(),
          })
          .strict(),
      )
      .superRefine(once('platform'))
      .describe('Each platform the game is on, with its release date there.')
      .optional(),
    stores: z
      .array(
        z
          .object({
            store: z.enum(keysOf(STORES)).describe('The store, from the fixed list.'),
            url: storeUrl,
            price: z
              .object({
                amount: z.number().nonnegative('a price of 0 or more'),
                currency: z.enum(CURRENCIES).describe('ISO 4217: USD, EUR, GBP…'),
              })
              .strict()
              .describe("The regular price, for search engines' offers. Left out: none is said.")
              .optional(),
          })
          .strict(),
      )
      .superRefine(once('store'))
      .describe('Where to buy it: plain links, each store once.')
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
    related: z
      .array(gameRef)
      .describe('Other catalogue games shown under "Related Games", by slug.')
      .optional(),
    press: gamePress.describe("What the game's press kit adds to its page.").optional(),
  })
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
 * A catalogue game in another language: its block beside `en` in the game's index.json, the
 * translated fields of catalogueGame. The name is never translated.
 */
export const catalogueTranslation = z
  .object(/** @type {z.ZodObject} */ (translationSchema(catalogueGame)).shape)
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

/** The JSON Schema of a content file, as its `$schema` names it (data/content/schema/). */
export const schemaFileOf = (/** @type {string} */ name) =>
  `schema/${name.replace(/\.json$/, '.schema.json')}`;
