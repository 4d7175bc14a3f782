// The fixed lists a catalogue game's facts are chosen from: platforms, stores and the age
// rating boards with each board's own values. The content schema takes only these
// (lib/content/games/games.schema.mjs), the editor offers them as choices, and the facts card and the
// VideoGame JSON-LD show their names. Names are the makers' own and the same in every
// language; a rating is shown as text beside its board's name, never as a board's mark.

/** The platforms a game may be released on, by the id a content file writes. */
export const PLATFORMS = /** @type {const} */ ({
  windows: 'Windows',
  macos: 'macOS',
  linux: 'Linux',
  ps5: 'PlayStation 5',
  ps4: 'PlayStation 4',
  'xbox-series': 'Xbox Series X|S',
  'xbox-one': 'Xbox One',
  switch: 'Nintendo Switch',
  ios: 'iOS',
  android: 'Android',
  web: 'Web browser',
});

/** The platforms a buyer checks a computer against: these may carry system requirements. */
export const PC_PLATFORMS = /** @type {const} */ (['windows', 'macos', 'linux']);

/** A set's rows, in a store's order: what a requirements table shows and the kit lists. */
export const REQUIREMENT_ROWS = /** @type {const} */ ([
  'os',
  'processor',
  'memory',
  'graphics',
  'storage',
  'notes',
]);

/** The stores a game may link to; `studio` is the studio's own shop (named by the brand). */
export const STORES = /** @type {const} */ ({
  steam: 'Steam',
  playstation: 'PlayStation Store',
  xbox: 'Microsoft Store',
  nintendo: 'Nintendo eShop',
  'app-store': 'App Store',
  'google-play': 'Google Play',
  itch: 'itch.io',
  epic: 'Epic Games Store',
  studio: null,
});

/** The currencies a store price may be given in (ISO 4217). */
export const CURRENCIES = /** @type {const} */ (['USD', 'EUR', 'GBP', 'JPY', 'AUD', 'BRL', 'KRW']);

/**
 * The age rating boards, each with its own set of values, as each board writes them.
 * ESRB (North America), PEGI (Europe), USK (Germany), CERO (Japan), ACB (Australia),
 * ClassInd (Brazil), GRAC (South Korea), IARC (the shared rating digital stores use).
 */
export const RATING_BOARDS = /** @type {const} */ ({
  ESRB: ['E', 'E10+', 'T', 'M', 'AO', 'RP'],
  PEGI: ['3', '7', '12', '16', '18'],
  USK: ['0', '6', '12', '16', '18'],
  CERO: ['A', 'B', 'C', 'D', 'Z'],
  ACB: ['G', 'PG', 'M', 'MA15+', 'R18+'],
  ClassInd: ['L', '10', '12', '14', '16', '18'],
  GRAC: ['ALL', '12', '15', '18'],
  IARC: ['3+', '7+', '12+', '16+', '18+'],
});

/** @typedef {keyof typeof PLATFORMS} Platform */
/** @typedef {keyof typeof STORES} Store */
/** @typedef {keyof typeof RATING_BOARDS} RatingBoard */

/**
 * The board of a language's market, shown first: German pages USK, Japanese CERO. English
 * and Arabic pages serve more than one market; theirs are the ones most of their readers
 * know (ESRB; IARC, whose ratings the Gulf's digital stores show).
 * @type {Readonly<Record<string, RatingBoard>>}
 */
export const MARKET_BOARD = { en: 'ESRB', de: 'USK', ja: 'CERO', ar: 'IARC' };

/**
 * The ratings a game gives, its page's market board first, the rest in the boards' order,
 * each with what it is for where the game says (its descriptors and interactive elements,
 * lib/content/games/rating-reasons.mjs).
 * @param {Partial<Record<RatingBoard, string>>} ratings @param {string} code
 * @param {Partial<Record<string, { descriptors?: readonly string[], interactive?: readonly string[] }>>} [reasons]
 * @returns {{ board: RatingBoard, value: string, descriptors: readonly string[], interactive: readonly string[] }[]}
 */
export function ratingsFor(ratings, code, reasons = {}) {
  const first = MARKET_BOARD[code];
  const boards = /** @type {RatingBoard[]} */ (Object.keys(RATING_BOARDS));
  return [...boards.filter((board) => board === first), ...boards.filter((b) => b !== first)]
    .filter((board) => ratings[board] !== undefined)
    .map((board) => ({
      board,
      value: /** @type {string} */ (ratings[board]),
      descriptors: reasons[board]?.descriptors ?? [],
      interactive: reasons[board]?.interactive ?? [],
    }));
}

/**
 * A store link with the studio's campaign parameters (the brand file's `storeCampaign`)
 * added; a parameter the link already sets is kept as written.
 * @param {string} url @param {Readonly<Record<string, string>>} [campaign]
 */
export function withCampaign(url, campaign = {}) {
  const link = new URL(url);
  for (const [key, value] of Object.entries(campaign)) {
    if (!link.searchParams.has(key)) link.searchParams.set(key, value);
  }
  return link.href;
}

/**
 * Platforms by name, as a list in a language: ['windows', 'linux'] → "Windows and Linux".
 * @param {readonly string[]} platforms @param {string} code
 */
export function platformNames(platforms, code) {
  return new Intl.ListFormat(code, { type: 'conjunction' }).format(
    platforms.map((platform) => PLATFORMS[/** @type {Platform} */ (platform)] ?? platform),
  );
}
