// The regions a store link, a platform's release and a language's markets may name: the
// one fixed list the content (lib/content/games/markets.mjs) and the brand's `markets` share.

/** The regions, by the id a content file and the brand write, in their default order. */
export const REGIONS = /** @type {const} */ ([
  'north-america',
  'europe',
  'united-kingdom',
  'japan',
  'asia',
  'oceania',
  'latin-america',
  'middle-east',
]);

/** @typedef {(typeof REGIONS)[number]} Region */
