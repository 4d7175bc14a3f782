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
import { DataFileError, invalid, parseJson } from './data-file.mjs';

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

/** Colours that stay whatever the brand: text greys and the status colours. */
const NEUTRAL = {
  heading: '#ffffff',
  body: '#b0b0b0',
  muted: '#76797b',
  live: '#ff3b5c',
  verified: '#3fc3ff',
};

/** Every key the file may hold, what it drives (README's "Make it yours" lists the same). */
export const BRAND_KEYS = {
  name: 'the site name: logo text, page titles, manifest, share image, JSON-LD WebSite',
  companyName: 'the company: footer copyright line, JSON-LD Organization',
  accent: 'the accent: buttons, highlighted words, links, focus rings, icons and the art hues',
  page: `the page background: cards, app icon backgrounds, theme colour (default ${DESIGN.page})`,
  surface: `the content frame and menu panel; raised tiles follow it (default ${DESIGN.surface})`,
  artHue: "the artwork's lead hue in degrees, 0-359 (default: the accent's hue)",
};

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const NAME_MAX = 40;

/**
 * @typedef {{ name: string, companyName: string, accent: string, page: string,
 *   surface: string, artHue?: number }} Brand
 */

/**
 * Checks a parsed brand file; resolves the defaults and writes colours as #rrggbb.
 * @param {unknown} raw
 * @param {string} [file]
 * @returns {Brand}
 */
export function checkBrand(raw, file = BRAND_FILE) {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    throw invalid(file, '(the file)', 'an object with name, companyName and accent', raw);
  }
  const data = /** @type {Record<string, unknown>} */ (raw);
  for (const key of Object.keys(data)) {
    if (key !== '$comment' && !(key in BRAND_KEYS))
      throw new DataFileError(
        `${file}: ${key} is not a brand key: expected ${Object.keys(BRAND_KEYS).join(', ')}`,
      );
  }
  for (const key of ['name', 'companyName']) {
    const value = data[key];
    if (
      typeof value !== 'string' ||
      value.trim() === '' ||
      value !== value.trim() ||
      value.length > NAME_MAX
    )
      throw invalid(
        file,
        key,
        `a non-empty string of at most ${NAME_MAX} characters, no spaces around it`,
        value,
      );
  }
  /** @param {string} key @param {string} [fallback] */
  const colour = (key, fallback) => {
    const value = data[key] ?? fallback;
    if (typeof value !== 'string' || !HEX.test(value.trim()))
      throw invalid(file, key, 'a hex colour like #3ba7ff', value);
    return hex(parseColour(value.trim()));
  };
  const brand = {
    name: /** @type {string} */ (data.name),
    companyName: /** @type {string} */ (data.companyName),
    accent: colour('accent'),
    page: colour('page', DESIGN.page),
    surface: colour('surface', DESIGN.surface),
  };
  if (data.artHue === undefined) return brand;
  if (
    typeof data.artHue !== 'number' ||
    !Number.isInteger(data.artHue) ||
    data.artHue < 0 ||
    data.artHue > 359
  )
    throw invalid(file, 'artHue', 'a whole number of degrees from 0 to 359', data.artHue);
  return { ...brand, artHue: data.artHue };
}

/** The brand file's text, parsed and checked. @param {string} text @param {string} [file] */
export const readBrand = (text, file = BRAND_FILE) => checkBrand(parseJson(text, file), file);

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
 * reaches `target` on every background; the colour itself when it already does.
 * @param {string} colour @param {string[]} backgrounds @param {number} target
 * @returns {string}
 */
function reach(colour, backgrounds, target) {
  const [h, s, l] = toHsl(colour);
  const lighter = lowest('#ffffff', backgrounds) >= lowest('#000000', backgrounds);
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
 *   key: keyof Brand, min: number, ratio: number }} Pairing
 */

/**
 * Every colour the site shows, from the brand, with the contrast of each pairing the design
 * uses. Throws a DataFileError naming the key, the pairing and the ratio when AA cannot hold.
 * @param {Brand} brand
 * @param {string} [file]
 */
export function brandTheme(brand, file = BRAND_FILE) {
  const { accent, page, surface } = brand;
  const raised = stepLike(surface, DESIGN.surface, DESIGN.raised);
  const hover = stepLike(accent, DESIGN.accent, DESIGN.accentHover);
  // Small accent text on every dark background it sits on.
  const ink = reach(
    stepLike(accent, DESIGN.accent, DESIGN.accentInk),
    [page, surface, raised],
    4.5,
  );
  // Large accent words and the focus ring: 3:1 (WCAG 1.4.3 large text, 1.4.11, 2.4.13).
  const mark = reach(accent, [page, surface], 3);
  // The label on accent buttons: the page colour while it reads, else white or black.
  const labels = [page, '#ffffff', '#000000'];
  /** @param {string} c */
  const onFills = (c) => lowest(c, [accent, hover]);
  const label =
    labels.find((c) => onFills(c) >= 4.5) ??
    labels.reduce((best, c) => (onFills(c) > onFills(best) ? c : best));

  const colours = {
    page,
    surface,
    card: page,
    raised,
    accent: { DEFAULT: accent, hover, ink, mark, label },
    ...NEUTRAL,
  };

  /** @type {[string, string, string, string, string, keyof Brand, number][]} */
  const uses = [
    ['headings', NEUTRAL.heading, 'heading', page, 'page', 'page', 4.5],
    ['headings', NEUTRAL.heading, 'heading', surface, 'surface', 'surface', 4.5],
    ['headings on raised tiles', NEUTRAL.heading, 'heading', raised, 'raised', 'surface', 4.5],
    ['body text', NEUTRAL.body, 'body', page, 'page', 'page', 4.5],
    ['body text', NEUTRAL.body, 'body', surface, 'surface', 'surface', 4.5],
    ['body text on raised tiles', NEUTRAL.body, 'body', raised, 'raised', 'surface', 4.5],
    ['field and button edges', NEUTRAL.muted, 'muted', page, 'page', 'page', 3],
    ['field edges', NEUTRAL.muted, 'muted', surface, 'surface', 'surface', 3],
    ['verified badge on cards', NEUTRAL.verified, 'verified', page, 'card', 'page', 3],
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
    key,
    min,
    ratio: contrastRatio(fg, bg),
  }));
  const failing = pairings.find((p) => p.ratio < p.min);
  if (failing) {
    throw new DataFileError(
      `${file}: ${failing.key} ${brand[failing.key]}: ${failing.use} (${failing.fgToken} ${failing.fg} on ${failing.bgToken} ${failing.bg}) reach ${ratioText(failing.ratio)}, WCAG AA needs ${failing.min}:1`,
    );
  }

  const [r, g, b] = parseColour(accent);
  const leadHue = brand.artHue ?? toHsl(accent)[0];
  return {
    colours,
    /** The hover glow under cards and buttons, in the accent. */
    glow: `0 10px 30px -10px rgb(${r} ${g} ${b} / 0.55)`,
    /** The gem of the icons: a gradient from a light shade to the accent, a facet in the page colour. */
    gem: { light: stepLike(accent, DESIGN.accent, DESIGN.gemLight), dark: accent, facet: page },
    /** How the art's palettes move (pullHue): from the design's pink toward the brand's hue. */
    art: { lead: toHsl(DESIGN.accent)[0], degrees: shortestTurn(toHsl(DESIGN.accent)[0], leadHue) },
    pairings,
  };
}

/** @typedef {ReturnType<typeof brandTheme>} BrandTheme */
