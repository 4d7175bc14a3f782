// data/brand.json's schema: every key a studio may set, checked as the content is (zod, one
// line naming the key), and written as data/brand.schema.json (`npm run content:schema`) so
// an editor flags a wrong key as it is typed. What each key drives: BRAND_KEYS (brand.mjs).
// What no key alone can say (the page shorthand, a theme's contrast) lib/brand/brand.mjs checks.
// As a namespace: Tailwind's config loads this file through jiti, where `{ z }` is undefined.
import * as z from 'zod';
import { locales } from '../core/locales.mjs';
import { REGIONS } from '../core/regions.mjs';

/** A colour as the file may write it: #rgb or #rrggbb. */
export const HEX = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
export const NAME_MAX = 40;

/** The schemes a first visit may show, and what an archive over the host's limit does. */
export const DEFAULT_SCHEMES = /** @type {const} */ (['system', 'light', 'dark']);
export const OVER_LIMIT = /** @type {const} */ (['split', 'stop']);

const name = z
  .string({ error: `a non-empty string of at most ${NAME_MAX} characters, no spaces around it` })
  .regex(/^\S(.*\S)?$/s, {
    error: `a non-empty string of at most ${NAME_MAX} characters, no spaces around it`,
  })
  .max(NAME_MAX, {
    error: `a non-empty string of at most ${NAME_MAX} characters, no spaces around it`,
  });
const colour = z
  .string({ error: 'a hex colour like #3ba7ff' })
  .trim()
  .regex(HEX, { error: 'a hex colour like #3ba7ff' });
const palette = z.strictObject(
  { page: colour, surface: colour.optional() },
  { error: 'an object with page and, optionally, surface' },
);
const flag = z.boolean({ error: 'true or false' });
/**
 * @template {readonly [string, ...string[]]} T
 * @param {T} values
 */
const choice = (values) =>
  z.enum(values, { error: `one of ${values.map((v) => `"${v}"`).join(', ')}` });

const regions = z
  .array(choice(REGIONS))
  .refine((list) => new Set(list).size === list.length, { error: 'each region once' });
/** Each language's markets, first to last; a region left out follows in the fixed order. */
const markets = z.strictObject(
  Object.fromEntries(locales.map(({ code }) => [code, regions.optional()])),
  {
    error: `an object from a language (${locales.map(({ code }) => code).join(', ')}) to its regions in order`,
  },
);

const httpsAddress = (/** @type {string} */ what) =>
  z.url({ protocol: /^https$/, error: `an https: address, ${what}` });
const fieldName = z
  .string({ error: 'a form field name: letters, digits, _, -, [ and ]' })
  .regex(/^[A-Za-z][\w\-[\]]{0,59}$/, {
    error: 'a form field name: letters, digits, _, -, [ and ]',
  });
/**
 * The newsletter: a provider's sign-up page (a link), or a plain form posting to the
 * provider (its action, the name of its e-mail field, the field given the page's language,
 * and fixed hidden fields such as a list id or a tag). No script of the provider's is loaded.
 */
const newsletter = z
  .strictObject(
    {
      link: httpsAddress("the provider's sign-up page").optional(),
      action: httpsAddress('where the provider takes the form').optional(),
      email: fieldName.optional(),
      language: fieldName.optional(),
      hidden: z
        .record(fieldName, z.string().max(200, { error: 'a text of at most 200 characters' }))
        .optional(),
    },
    { error: 'an object with link, or with action and email' },
  )
  .refine(
    ({ link, action, email, language, hidden }) =>
      link
        ? !action && !email && !language && !hidden
        : action !== undefined && email !== undefined,
    {
      error:
        'an object with link (a sign-up page) alone, or with action and email (a form the provider takes)',
    },
  );

/** The file as a studio writes it. */
export const brandFile = z.strictObject(
  {
    $schema: z.string().optional(),
    $comment: z.string().optional(),
    name,
    companyName: name,
    accent: colour,
    dark: palette.optional(),
    light: palette.optional(),
    scheme: choice(DEFAULT_SCHEMES).optional(),
    switch: flag.optional(),
    search: flag.optional(),
    page: colour.optional(),
    surface: colour.optional(),
    artHue: z
      .int({ error: 'a whole number of degrees from 0 to 359' })
      .min(0, { error: 'a whole number of degrees from 0 to 359' })
      .max(359, { error: 'a whole number of degrees from 0 to 359' })
      .optional(),
    storeCampaign: z
      .record(
        z.string().regex(/^[A-Za-z][\w-]{0,39}$/, {
          error: 'a parameter name: letters, digits, _ and -',
        }),
        z
          .string({ error: 'a text of 1 to 100 characters' })
          .regex(/\S/, { error: 'a text of 1 to 100 characters' })
          .max(100, { error: 'a text of 1 to 100 characters' }),
        { error: 'an object of query parameters, like { "utm_source": "studio-site" }' },
      )
      .optional(),
    markets: markets.optional(),
    newsletter: newsletter.optional(),
    maxFileMiB: z
      .int({ error: 'a whole number of MiB from 1 to 100000' })
      .min(1, { error: 'a whole number of MiB from 1 to 100000' })
      .max(100000, { error: 'a whole number of MiB from 1 to 100000' })
      .optional(),
    overLimit: choice(OVER_LIMIT).optional(),
  },
  { error: 'an object with name, companyName and accent' },
);
