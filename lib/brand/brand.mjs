// The brand kit: data/brand.json is checked here and every colour the site shows is
// derived from it, for Tailwind's tokens, the manifest, the icons and the artwork alike.
// Pure (no file access), so the app, the Tailwind config and the build scripts share it.
//
// The derived shades keep the design's own steps: the design picked a hover, a small-text
// ink and a raised tile for its pink and its surface (docs/design.md); a new accent gets the
// same steps in hue, saturation and lightness, so the default brand reproduces the design
// exactly. Then every text and background pairing the design uses is measured (WCAG 2.2)
// and a shade that misses AA is moved until it reaches it; when nothing can, the build
// stops with one line naming the key, the pairing and the ratio reached.
import { contrastRatio, parseColour } from './contrast.mjs';
import { DataFileError, invalid, readJson } from '../core/data-file.mjs';
import { issueLine } from '../core/schema-line.mjs';
import { DEFAULT_SCHEMES, HEX, OVER_LIMIT, brandFile } from './brand.schema.mjs';

export const BRAND_FILE = 'data/brand.json';

/** The design's reference swatches: the pink and the surfaces its shades were picked for. */
const DESIGN = {
  accent: '#e75e8d',
  accentHover: '#ec6090',
  accentInk: '#f07aa2',
  gemLight: '#ff9cc4',
  page: '#1f2122',
  surface: '#27292a',
  raised: '#333638',
};

/**
 * The light theme's swatches (docs/design.md, "Light theme"): a near-white page, the frame
 * one step off it in white, cards white too and lifted by a shadow.
 */
const LIGHT = { page: '#f2f3f5', surface: '#ffffff' };

/**
 * The text greys and the status colours each theme starts from; reach() below moves one
 * that misses AA on a brand's backgrounds (Lumenrift's stay as they are).
 */
const NEUTRALS = {
  dark: { heading: '#ffffff', body: '#b0b0b0', muted: '#76797b', verified: '#3fc3ff' },
  light: { heading: '#16181b', body: '#4d5259', muted: '#868b92', verified: '#0b7bb5' },
};
/** The live dot: a status colour beside its word, the same in both themes. */
const LIVE = '#ff3b5c';

/** The colour schemes, dark first: the design's own, and the one a brand without a scheme gets. */
export const SCHEMES = /** @type {const} */ (['dark', 'light']);
/** @typedef {(typeof SCHEMES)[number]} Scheme */
/** @typedef {(typeof DEFAULT_SCHEMES)[number]} DefaultScheme */

/**
 * Every key the file may hold, what it drives (README's "Make it yours" lists the same): the
 * descriptions data/brand.schema.json gives each of brand.schema.mjs's keys.
 */
export const BRAND_KEYS = {
  name: 'the site name: logo text, page titles, manifest, share image, JSON-LD WebSite',
  companyName: 'the company: footer copyright line, JSON-LD Organization',
  accent: 'the accent: buttons, highlighted words, links, focus rings, icons and the art hues',
  dark: `the dark theme: { "page", "surface" } (default page ${DESIGN.page}, surface ${DESIGN.surface}; derived from light when only light is named)`,
  light: `the light theme: { "page", "surface" } (default page ${LIGHT.page}, surface ${LIGHT.surface}; derived from dark when only dark is named)`,
  scheme:
    'the scheme a first visit shows: "system" (the visitor\'s setting, the default), "light" or "dark"',
  switch: 'whether visitors may switch between System, Light and Dark: true (the default) or false',
  search:
    "whether the header's box searches the site's games, news, kits and pages (docs/search.md): false (the default: the box is inert, as the spec has it) or true",
  page: 'shorthand: the page colour of the theme its lightness names (dark or light)',
  surface: 'shorthand: the frame colour beside page, in the same theme',
  artHue: "the artwork's lead hue in degrees, 0-359 (default: the accent's hue)",
  storeCampaign:
    'campaign parameters added to every store link, like { "utm_source": "studio-site" } (default none)',
  markets:
    'each language\'s markets in the order its game pages list their store links, like { "de": ["europe"], "ja": ["japan"] }: the regions left out follow in the fixed order (north-america, europe, united-kingdom, japan, asia, oceania, latin-america, middle-east); nothing is guessed from a visitor\'s address',
  newsletter:
    'a newsletter sign-up on the home page, each game page and the news index: { "link": "https://…" } (the provider\'s sign-up page) or { "action": "https://…", "email": "email", "language": "lang", "hidden": { "tag": "site" } } (a plain form posting there; the form\'s pages allow that origin in form-action, and no other page\'s policy changes) (default none)',
  maxFileMiB:
    "the host's limit per file in MiB, which every video file and press-kit archive is held to (default 25, Cloudflare Pages')",
  overLimit:
    'what a press-kit archive over maxFileMiB does: "split" (into images-1.zip, images-2.zip…, the default) or "stop" (the build)',
};

// The schemes a first visit may show, what an archive over the limit does, a colour as written.
export { DEFAULT_SCHEMES, HEX, OVER_LIMIT };

/** @typedef {{ page: string, surface: string }} Palette */
/**
 * @typedef {{ link: string }
 *   | { action: string, email: string, language?: string, hidden?: Readonly<Record<string, string>> }} Newsletter
 */
/**
 * @typedef {{ name: string, companyName: string, accent: string, dark: Palette,
 *   light: Palette, scheme: DefaultScheme, switch: boolean, search: boolean, artHue?: number,
 *   storeCampaign?: Readonly<Record<string, string>>, maxFileMiB?: number,
 *   markets?: Readonly<Partial<Record<string, readonly import('../core/regions.mjs').Region[]>>>,
 *   newsletter?: Newsletter,
 *   overLimit?: (typeof OVER_LIMIT)[number] }} Brand
 */

/**
 * Checks a parsed brand file; resolves the defaults and writes colours as #rrggbb.
 * @param {unknown} raw
 * @param {string} [file]
 * @returns {Brand}
 */
export function checkBrand(raw, file = BRAND_FILE) {
  const parsed = brandFile.safeParse(raw, { reportInput: true });
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new DataFileError(
      issueLine(file, brandFile, /** @type {import('zod').ZodIssue} */ (issue)),
    );
  }
  const data = parsed.data;
  const hexOf = (/** @type {string} */ value) => hex(parseColour(value));
  /** @type {Partial<Record<Scheme, Partial<Palette>>>} */
  const named = {};
  for (const scheme of SCHEMES) {
    const palette = data[scheme];
    if (!palette) continue;
    named[scheme] = {
      page: hexOf(palette.page),
      ...(palette.surface === undefined ? {} : { surface: hexOf(palette.surface) }),
    };
  }
  // The shorthand: top-level page (and surface) belong to the theme the page's lightness names.
  if (data.page !== undefined || data.surface !== undefined) {
    if (data.page === undefined)
      throw invalid(file, 'page', 'a hex colour beside surface', undefined);
    const page = hexOf(data.page);
    const scheme = schemeOfPage(page);
    if (named[scheme])
      throw new DataFileError(
        `${file}: page ${page} is a ${scheme} page and ${scheme} is named too: give it inside ${scheme}`,
      );
    named[scheme] = {
      page,
      ...(data.surface === undefined ? {} : { surface: hexOf(data.surface) }),
    };
  }
  const { dark, light } = palettes(named);
  const campaign = data.storeCampaign;
  return {
    name: data.name,
    companyName: data.companyName,
    accent: hexOf(data.accent),
    dark,
    light,
    scheme: data.scheme ?? 'system',
    switch: data.switch ?? true,
    search: data.search ?? false,
    ...(campaign ? { storeCampaign: campaign } : {}),
    ...(data.markets ? { markets: data.markets } : {}),
    ...(data.newsletter ? { newsletter: newsletterOf(data.newsletter) } : {}),
    ...(data.maxFileMiB === undefined ? {} : { maxFileMiB: data.maxFileMiB }),
    ...(data.overLimit === undefined ? {} : { overLimit: data.overLimit }),
    ...(data.artHue === undefined ? {} : { artHue: data.artHue }),
  };
}

/**
 * The newsletter as the schema let it through, in the one of its two forms it takes: a
 * sign-up page, or a form (whose action and e-mail field the schema requires without a link).
 * @param {{ link?: string, action?: string, email?: string, language?: string, hidden?: Record<string, string> }} given
 * @returns {Newsletter}
 */
function newsletterOf({ link, action = '', email = '', language, hidden }) {
  if (link) return { link };
  return {
    action,
    email,
    ...(language === undefined ? {} : { language }),
    ...(hidden === undefined ? {} : { hidden }),
  };
}

/**
 * The theme a page colour belongs to, by its lightness: the shorthand's rule.
 * @param {string} page
 * @returns {Scheme}
 */
export const schemeOfPage = (page) => (luminance(page) > 0.4 ? 'light' : 'dark');

/** Relative luminance, 0 (black) to 1 (white). @param {string} colour */
function luminance(colour) {
  const [r, g, b] = parseColour(colour).map((c) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return (
    0.2126 * /** @type {number} */ (r) +
    0.7152 * /** @type {number} */ (g) +
    0.0722 * /** @type {number} */ (b)
  );
}

/**
 * Both palettes from what the file names: a missing surface is a step off its page, a
 * missing theme is derived from the other in its hue (a greyed tint, so the page stays
 * calm), and a file naming neither gets the design's.
 * @param {Partial<Record<Scheme, Partial<Palette>>>} named
 * @returns {Record<Scheme, Palette>}
 */
function palettes(named) {
  /** @param {Scheme} scheme @param {string} page */
  const surfaceFor = (scheme, page) =>
    scheme === 'dark'
      ? stepLike(page, DESIGN.page, DESIGN.surface)
      : // A white page gets a light grey frame; a near-white one, a white frame.
        fromHsl([
          toHsl(page)[0],
          toHsl(page)[1],
          toHsl(page)[2] >= 0.97 ? toHsl(page)[2] - 0.035 : clamp01(toHsl(page)[2] + 0.05),
        ]);
  /** @param {Scheme} scheme @returns {Palette | undefined} */
  const given = (scheme) => {
    const palette = named[scheme];
    if (!palette?.page) return undefined;
    return { page: palette.page, surface: palette.surface ?? surfaceFor(scheme, palette.page) };
  };
  const dark = given('dark');
  const light = given('light');
  /** @param {Palette} from @param {number} pageL @param {number} surfaceL */
  const tinted = (from, pageL, surfaceL) => {
    const [h, s] = toHsl(from.surface);
    const calm = Math.min(s, 0.12);
    return { page: fromHsl([h, calm, pageL]), surface: fromHsl([h, calm, surfaceL]) };
  };
  if (dark && light) return { dark, light };
  if (dark)
    return {
      dark,
      light:
        dark.page === DESIGN.page && dark.surface === DESIGN.surface
          ? LIGHT
          : tinted(dark, 0.955, 1),
    };
  if (light) return { dark: tinted(light, 0.125, 0.16), light };
  return { dark: { page: DESIGN.page, surface: DESIGN.surface }, light: LIGHT };
}

/**
 * The brand file, parsed and checked: its bytes (as read, so an encoding problem is named) or
 * its text. @param {string | Uint8Array} text @param {string} [file]
 */
export const readBrand = (text, file = BRAND_FILE) =>
  checkBrand(
    readJson(typeof text === 'string' ? Buffer.from(text) : text, file, { imported: true }),
    file,
  );

// Colour maths in HSL: hue in degrees, saturation and lightness 0-1.

/** @param {[number, number, number]} rgb */
const hex = (rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** @param {string} colour @returns {[number, number, number]} */
export function toHsl(colour) {
  const [r, g, b] = /** @type {[number, number, number]} */ (
    parseColour(colour).map((c) => c / 255)
  );
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s, l];
}

/** @param {[number, number, number]} hsl @returns {string} */
export function fromHsl([h, s, l]) {
  const hue = ((h % 360) + 360) % 360;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    hue < 60
      ? [c, x, 0]
      : hue < 120
        ? [x, c, 0]
        : hue < 180
          ? [0, c, x]
          : hue < 240
            ? [0, x, c]
            : hue < 300
              ? [x, 0, c]
              : [c, 0, x];
  return hex([(r + m) * 255, (g + m) * 255, (b + m) * 255]);
}

const clamp01 = (/** @type {number} */ v) => Math.min(1, Math.max(0, v));

/**
 * `colour` moved by the design's step from swatch `from` to swatch `to`.
 * @param {string} colour @param {string} from @param {string} to
 */
function stepLike(colour, from, to) {
  const [h, s, l] = toHsl(colour);
  const [h1, s1, l1] = toHsl(from);
  const [h2, s2, l2] = toHsl(to);
  // A grey accent stays grey: the design's steps in hue and saturation mean nothing to it.
  const grey = s === 0;
  return fromHsl([h + h2 - h1, grey ? 0 : clamp01(s + s2 - s1), clamp01(l + l2 - l1)]);
}

/**
 * The art's hue move: `colour` pulled by `degrees` in proportion to how near its hue is to
 * `lead` (the design's accent hue). The accent's own hues move all the way; hues ahead of
 * it on the way (the violets between pink and blue, say) follow less the further they
 * are, up to 120° away; hues behind it move only within 25°, so the warm suns and the
 * cyan complements keep their roles. Unchanged, byte for byte, when `degrees` is 0.
 * @param {string} colour @param {number} lead @param {number} degrees
 */
export function pullHue(colour, lead, degrees) {
  if (Math.round(degrees * 1000) % 360000 === 0) return colour;
  const [h, s, l] = toHsl(colour);
  if (s === 0) return colour;
  const offset = ((((h - lead) % 360) + 540) % 360) - 180;
  const ahead = offset === 0 || Math.sign(offset) === Math.sign(degrees);
  const weight = Math.max(0, 1 - Math.abs(offset) / (ahead ? 120 : 25));
  return weight === 0 ? colour : fromHsl([h + degrees * weight, s, l]);
}

/** The signed turn, -180° to 180°, from hue `from` to hue `to`. */
const shortestTurn = (/** @type {number} */ from, /** @type {number} */ to) =>
  ((((to - from) % 360) + 540) % 360) - 180;

/** @param {string} colour @param {string[]} backgrounds */
const lowest = (colour, backgrounds) =>
  Math.min(...backgrounds.map((background) => contrastRatio(colour, background)));

/**
 * `colour` made lighter (on dark backgrounds) or darker, in 1% steps of lightness, until it
 * reaches `target` on every background; the colour itself when it already does. `toward`
 * fixes the direction (a theme's text greys only ever move away from its backgrounds).
 * @param {string} colour @param {string[]} backgrounds @param {number} target
 * @param {'lighter' | 'darker'} [toward]
 * @returns {string}
 */
function reach(colour, backgrounds, target, toward) {
  const [h, s, l] = toHsl(colour);
  const lighter = toward
    ? toward === 'lighter'
    : lowest('#ffffff', backgrounds) >= lowest('#000000', backgrounds);
  let candidate = colour;
  for (let step = 1; lowest(candidate, backgrounds) < target && step <= 100; step += 1) {
    candidate = fromHsl([h, s, clamp01(l + (lighter ? step : -step) / 100)]);
  }
  return candidate;
}

const ratioText = (/** @type {number} */ ratio) =>
  `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;

/**
 * @typedef {{ use: string, fg: string, bg: string, fgToken: string, bgToken: string,
 *   key: string, min: number, ratio: number }} Pairing
 */

/**
 * One theme's colours from the brand's accent and that theme's palette, with the contrast
 * of each pairing the design uses. Throws a DataFileError naming the theme, the key, the
 * pairing and the ratio when AA cannot hold.
 * @param {Scheme} scheme @param {string} accent @param {Palette} palette @param {string} file
 */
function schemeColours(scheme, accent, { page, surface }, file) {
  const dark = scheme === 'dark';
  const neutral = NEUTRALS[scheme];
  // Raised tiles: the design's step up from the surface in dark, a grey step down in light.
  const raised = dark
    ? stepLike(surface, DESIGN.surface, DESIGN.raised)
    : fromHsl([toHsl(surface)[0], toHsl(surface)[1], clamp01(toHsl(surface)[2] - 0.045)]);
  // Cards: the page's tone on a dark surface; white on white in light, lifted by a shadow.
  const card = dark ? page : surface;
  const backgrounds = [page, surface, raised];
  const hover = stepLike(accent, DESIGN.accent, DESIGN.accentHover);
  // Small accent text on every background it sits on: the design's lighter ink in dark, the
  // accent deepened until it reads in light.
  const ink = dark
    ? reach(stepLike(accent, DESIGN.accent, DESIGN.accentInk), backgrounds, 4.5)
    : reach(accent, backgrounds, 4.5, 'darker');
  // Large accent words and the focus ring: 3:1 (WCAG 1.4.3 large text, 1.4.11, 2.4.13).
  const mark = reach(accent, [page, surface], 3);
  // The label on accent buttons: the dark page colour while it reads, else white or black.
  const labels = [dark ? page : DESIGN.page, '#ffffff', '#000000'];
  /** @param {string} c */
  const onFills = (c) => lowest(c, [accent, hover]);
  const label =
    labels.find((c) => onFills(c) >= 4.5) ??
    labels.reduce((best, c) => (onFills(c) > onFills(best) ? c : best));
  const away = dark ? 'lighter' : 'darker';
  const heading = reach(neutral.heading, backgrounds, 4.5, away);
  const body = reach(neutral.body, backgrounds, 4.5, away);
  const muted = reach(neutral.muted, [page, surface], 3, away);
  const verified = reach(neutral.verified, [card], 3, away);

  const colours = {
    page,
    surface,
    card,
    raised,
    accent: { DEFAULT: accent, hover, ink, mark, label },
    heading,
    body,
    muted,
    live: LIVE,
    verified,
  };

  /** The brand file's key behind each background, for the error line. */
  const keys = { page: `${scheme}.page`, surface: `${scheme}.surface`, accent: 'accent' };
  /** @type {[string, string, string, string, string, keyof typeof keys, number][]} */
  const uses = [
    ['headings', heading, 'heading', page, 'page', 'page', 4.5],
    ['headings', heading, 'heading', surface, 'surface', 'surface', 4.5],
    ['headings on raised tiles', heading, 'heading', raised, 'raised', 'surface', 4.5],
    ['body text', body, 'body', page, 'page', 'page', 4.5],
    ['body text', body, 'body', surface, 'surface', 'surface', 4.5],
    ['body text on raised tiles', body, 'body', raised, 'raised', 'surface', 4.5],
    ['field and button edges', muted, 'muted', page, 'page', 'page', 3],
    ['field edges', muted, 'muted', surface, 'surface', 'surface', 3],
    ['verified badge on cards', verified, 'verified', card, 'card', 'page', 3],
    ['small accent text', ink, 'accent-ink', page, 'page', 'accent', 4.5],
    ['small accent text, active nav link', ink, 'accent-ink', surface, 'surface', 'accent', 4.5],
    ['small accent text on raised tiles', ink, 'accent-ink', raised, 'raised', 'accent', 4.5],
    ['large accent words, focus ring', mark, 'accent-mark', page, 'page', 'accent', 3],
    ['large accent words, focus ring', mark, 'accent-mark', surface, 'surface', 'accent', 3],
    ['button label', label, 'accent-label', accent, 'accent', 'accent', 4.5],
    ['button label on hover', label, 'accent-label', hover, 'accent-hover', 'accent', 4.5],
  ];
  /** @type {Pairing[]} */
  const pairings = uses.map(([use, fg, fgToken, bg, bgToken, key, min]) => ({
    use,
    fg,
    fgToken,
    bg,
    bgToken,
    key: keys[key],
    min,
    ratio: contrastRatio(fg, bg),
  }));
  const failing = pairings.find((p) => p.ratio < p.min);
  if (failing) {
    const value =
      failing.key === 'accent' ? accent : failing.key.endsWith('.page') ? page : surface;
    throw new DataFileError(
      `${file}: ${scheme} theme, ${failing.key} ${value}: ${failing.use} (${failing.fgToken} ${failing.fg} on ${failing.bgToken} ${failing.bg}) reach ${ratioText(failing.ratio)}, WCAG AA needs ${failing.min}:1`,
    );
  }
  return { colours, pairings };
}

/**
 * Every colour the site shows, from the brand, in both themes. `colours` are the theme a
 * visitor's first frame shows when nothing else decides (dark unless the brand starts
 * light): the manifest, the icons and the share image take them.
 * @param {Brand} brand
 * @param {string} [file]
 */
export function brandTheme(brand, file = BRAND_FILE) {
  const { accent } = brand;
  const schemes = {
    dark: schemeColours('dark', accent, brand.dark, file),
    light: schemeColours('light', accent, brand.light, file),
  };
  const primary = brand.scheme === 'light' ? 'light' : 'dark';
  const { page } = schemes[primary].colours;
  const [r, g, b] = parseColour(accent);
  const leadHue = brand.artHue ?? toHsl(accent)[0];
  return {
    colours: schemes[primary].colours,
    schemes,
    /** What a first visit shows, and whether a switch is offered. */
    scheme: brand.scheme,
    switchable: brand.switch,
    /** The hover glow under cards and buttons, in the accent. */
    glow: `0 10px 30px -10px rgb(${r} ${g} ${b} / 0.55)`,
    /** The gem of the icons: a gradient from a light shade to the accent, a facet in the page colour. */
    gem: { light: stepLike(accent, DESIGN.accent, DESIGN.gemLight), dark: accent, facet: page },
    /** How the art's palettes move (pullHue): from the design's pink toward the brand's hue. */
    art: { lead: toHsl(DESIGN.accent)[0], degrees: shortestTurn(toHsl(DESIGN.accent)[0], leadHue) },
  };
}

/** @typedef {ReturnType<typeof brandTheme>} BrandTheme */

/** A colour token's custom property: --colour-page, --colour-accent-ink. @param {string} token */
const property = (token) => `--colour-${token}`;

/**
 * Each colour token as Tailwind names it, with its value in one theme.
 * @param {BrandTheme['colours']} colours
 * @returns {[string, string][]}
 */
function tokenValues(colours) {
  const { accent, ...plain } = colours;
  return [
    ...Object.entries(plain),
    ['accent', accent.DEFAULT],
    ['accent-hover', accent.hover],
    ['accent-ink', accent.ink],
    ['accent-mark', accent.mark],
    ['accent-label', accent.label],
  ];
}

/**
 * Tailwind's colour tokens, each a custom property, so one stylesheet carries both themes
 * and opacity modifiers (bg-page/85) still work.
 * @param {BrandTheme} theme
 */
export function colourTokens(theme) {
  /** @param {string} token */
  const ref = (token) => `rgb(var(${property(token)}) / <alpha-value>)`;
  const { accent, ...plain } = theme.colours;
  return {
    ...Object.fromEntries(Object.keys(plain).map((token) => [token, ref(token)])),
    accent: Object.fromEntries(
      Object.keys(accent).map((shade) => [
        shade,
        ref(shade === 'DEFAULT' ? 'accent' : `accent-${shade}`),
      ]),
    ),
  };
}

/**
 * One theme's declarations: every token as `r g b`, the UA's scheme (form controls,
 * scrollbars) and the cards' lift (a shadow in light, none in dark).
 * @param {BrandTheme} theme @param {Scheme} scheme
 * @returns {Record<string, string>}
 */
export function schemeDeclarations(theme, scheme) {
  return {
    ...Object.fromEntries(
      tokenValues(theme.schemes[scheme].colours).map(([token, value]) => [
        property(token),
        parseColour(value).join(' '),
      ]),
    ),
    'color-scheme': scheme,
    '--card-lift':
      scheme === 'light'
        ? '0 1px 2px rgb(22 24 27 / 0.06), 0 8px 24px -12px rgb(22 24 27 / 0.22)'
        : 'none',
  };
}

/**
 * The rules that pick the theme, in CSS alone so JavaScript-off visitors get it too: the
 * default scheme on :root (or the system's, through prefers-color-scheme), then a stored
 * choice the head script writes as data-theme on <html>. `.scheme-dark` keeps an island
 * dark in both (the banner's text over its night scene); `.scheme-light` is the style
 * guide's light column.
 * @param {BrandTheme} theme
 */
export function themeRules(theme) {
  const dark = schemeDeclarations(theme, 'dark');
  const light = schemeDeclarations(theme, 'light');
  /** @type {Record<string, Record<string, string> | Record<string, Record<string, string>>>} */
  const rules =
    theme.scheme === 'system'
      ? { ':root': dark, '@media (prefers-color-scheme: light)': { ':root': light } }
      : { ':root': theme.scheme === 'light' ? light : dark };
  if (theme.switchable) {
    rules[':root[data-theme="dark"]'] = dark;
    rules[':root[data-theme="light"]'] = light;
  }
  rules['.scheme-dark'] = dark;
  // The style guide shows both themes side by side.
  rules['.scheme-light'] = light;
  // Paper is light: a printed page (a press kit) takes the light theme whatever was chosen.
  rules['@media print'] = {
    ':root, :root[data-theme="dark"], :root[data-theme="light"]': light,
  };
  return rules;
}
