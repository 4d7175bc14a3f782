// What an age rating is for: each board's content descriptors (why the rating) and
// interactive elements (what the game does besides its content), from fixed lists. The ids
// are shared where boards say the same thing; each board takes only its own (a PEGI rating
// has no "users interact"). Each language's messages name them (`ratingReasons` in
// data/locales/<code>/messages.json); the facts card, the kit, the trailers' rating line and
// the JSON-LD's contentRating show them beside the rating.

/** Every descriptor any board here uses. */
export const DESCRIPTORS = /** @type {const} */ ([
  'violence',
  'fantasy-violence',
  'mild-violence',
  'blood',
  'fear',
  'horror',
  'bad-language',
  'crude-humour',
  'sexual-content',
  'drugs',
  'alcohol',
  'gambling',
  'discrimination',
  'pressure',
]);

/** Every interactive element any board here uses. */
export const INTERACTIVE = /** @type {const} */ ([
  'in-game-purchases',
  'paid-random-items',
  'users-interact',
  'chat',
  'shares-location',
  'unrestricted-internet',
]);

/** @typedef {(typeof DESCRIPTORS)[number]} Descriptor */
/** @typedef {(typeof INTERACTIVE)[number]} Interactive */

/**
 * PEGI's seven descriptors, which IARC's ratings use too (IARC answers for Europe in PEGI's
 * terms).
 * @type {readonly Descriptor[]}
 */
const PEGI_DESCRIPTORS = [
  'violence',
  'fear',
  'bad-language',
  'sexual-content',
  'drugs',
  'gambling',
  'discrimination',
];

/**
 * Each board's own lists: ESRB's descriptors and interactive elements (since 2013, random
 * items since 2020), PEGI's descriptors and its in-game purchases notice, USK's reasons and
 * notes (since 2023), IARC's shared ones.
 * @type {Readonly<Record<'ESRB' | 'PEGI' | 'USK' | 'IARC', { descriptors: readonly Descriptor[], interactive: readonly Interactive[] }>>}
 */
export const BOARD_REASONS = {
  ESRB: {
    descriptors: [
      'violence',
      'fantasy-violence',
      'mild-violence',
      'blood',
      'bad-language',
      'crude-humour',
      'sexual-content',
      'drugs',
      'alcohol',
      'gambling',
    ],
    interactive: [
      'in-game-purchases',
      'paid-random-items',
      'users-interact',
      'shares-location',
      'unrestricted-internet',
    ],
  },
  PEGI: {
    descriptors: PEGI_DESCRIPTORS,
    interactive: ['in-game-purchases', 'paid-random-items'],
  },
  USK: {
    descriptors: [
      'violence',
      'fantasy-violence',
      'horror',
      'fear',
      'bad-language',
      'sexual-content',
      'drugs',
      'discrimination',
      'pressure',
    ],
    interactive: ['in-game-purchases', 'paid-random-items', 'chat', 'shares-location'],
  },
  IARC: {
    descriptors: PEGI_DESCRIPTORS,
    interactive: [
      'in-game-purchases',
      'users-interact',
      'shares-location',
      'unrestricted-internet',
    ],
  },
};

/**
 * Since June 2026 PEGI rates paid random items 16 by default: a lower PEGI rating beside
 * them is likely a slip in the file, though the board decides (a warning, not a stop).
 * @param {string | undefined} pegi @param {readonly string[] | undefined} interactive
 */
export const randomItemsUnder16 = (pegi, interactive) =>
  pegi !== undefined && Number(pegi) < 16 && (interactive ?? []).includes('paid-random-items');

/**
 * A rating's reasons in a language: its descriptors, then its interactive elements, by the
 * names the language's messages give (`ratingReasons`). Empty where it gives none.
 * @param {{ descriptors: readonly string[], interactive: readonly string[] }} rating
 * @param {{ separator: string, descriptors: Record<string, string>, interactive: Record<string, string> }} words
 */
export const reasonsText = ({ descriptors, interactive }, words) =>
  [
    descriptors.map((id) => words.descriptors[id]).join(words.separator),
    interactive.map((id) => words.interactive[id]).join(words.separator),
  ]
    .filter(Boolean)
    .join(' · ');
