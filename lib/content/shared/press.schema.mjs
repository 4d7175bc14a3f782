// What a press kit adds to a page (presskit(), /presskit/ and /games/<slug>/presskit/): the
// fields both kits share, the game's kit (in its catalogue entry) and the studio's (in
// data/content/studio.json).
import { z } from 'zod';
import { MAX_LIST, MAX_SCREENSHOTS, dateText, shot, text, translated } from './fields.mjs';
import { momentFields } from './moments.mjs';
import { formerlyField } from './addresses.mjs';

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

/**
 * Who answers for youth protection, as Germany's JMStV § 7 asks of a provider whose games
 * are rated USK 16 or 18: an officer of the studio's, or the self-regulation body it belongs
 * to. The imprint names them (lib/content/games/age-label.mjs says when).
 */
export const YOUTH_PROTECTION_ROLES = /** @type {const} */ (['officer', 'self-regulation']);
const youthProtection = z
  .object({
    role: z
      .enum(YOUTH_PROTECTION_ROLES)
      .describe('A youth-protection officer, or the self-regulation body the studio belongs to.'),
    name: text.max(120, 'at most 120 characters').describe("The officer's or the body's name."),
    mail: z.email('a mail address').optional(),
    link: webLink.optional(),
  })
  .strict()
  .refine((entry) => entry.mail !== undefined || entry.link !== undefined, {
    message: 'a mail address, a link, or both',
    path: ['mail'],
  })
  .describe(
    'Who answers for youth protection: the imprint names them whenever a game shown is rated USK 16 or 18 (JMStV § 7).',
  );

/**
 * presskit()'s `monetization-permission`: what creators may do with videos and streams of a
 * game, the first thing a streamer looks for in a kit. `false`: they may not monetize them.
 */
export const MONETIZATION = /** @type {const} */ (['false', 'ask', 'non-commercial', 'monetize']);
const creatorTerms = z
  .object({
    monetization: z
      .enum(MONETIZATION)
      .describe(
        'false: videos and streams may not be monetized; ask: ask first; non-commercial: allowed without money made; monetize: allowed, money included.',
      ),
    note: translated(text.max(300, 'at most 300 characters'))
      .describe('A line for creators beside it: what to credit, what to mute.')
      .optional(),
  })
  .strict()
  .describe(
    "What creators may do with videos and streams: the kit shows it (a game's kit without its own shows the studio's).",
  );

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
  creatorTerms: creatorTerms.optional(),
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
    // The kit's own moments: its page, zip and data.xml show from publishAt, the game's page
    // may come first.
    ...momentFields,
    // Its page's old English addresses (a game's kit: lib/content/shared/addresses.mjs).
    formerly: formerlyField,
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
    youthProtection: youthProtection.optional(),
    ...pressFields,
  })
  .strict();
