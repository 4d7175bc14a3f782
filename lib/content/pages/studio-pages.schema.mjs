// A studio page's schema (data/content/pages/<slug>/index.<code>.md), beside its resolver
// (lib/content/pages/studio-pages.mjs).
import { z } from 'zod';
import {
  GAME_SLUG,
  MAX_LIST,
  dateText,
  markdownTranslation,
  text,
  translated,
} from '../shared/fields.mjs';
import { momentFields } from '../shared/moments.mjs';
import { formerlyField } from '../shared/addresses.mjs';

/** The kinds of page a studio writes (data/content/pages/<slug>/). */
export const PAGE_KINDS = /** @type {const} */ (['page', 'legal', 'imprint', 'careers']);

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
    ...momentFields,
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
    kind: z
      .enum(PAGE_KINDS)
      .describe(
        'A page, a legal text, the imprint (it names who answers for youth protection), or the careers page.',
      ),
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
    ...momentFields,
    formerly: formerlyField,
  })
  .strict();

/** A page in another language: index.<code>.md beside the English, its texts and address. */
export const studioPageTranslation = markdownTranslation(studioPage, {
  address: pageAddress.optional(),
  // Its own old addresses, where it has an address of its own (lib/content/shared/addresses.mjs).
  formerly: formerlyField,
});
