// The lean builds' embargoed entries, by name: a module of its own, with no imports, so the
// test matrix (__tests__/suites.mjs, read by Playwright's config) names them without loading
// the content code. tools/lean-content.mjs writes them.

/**
 * The embargoed entries: a game, a post about it, a press kit, a trailer, a studio page and a
 * careers position, each published at `at`, each naming itself with `word` (so a search of an
 * export finds any trace of them), and linked from where such entries are: the game from the
 * browse list and a related list, the post from the game, the page from the footer. The lean
 * builds are made a minute before (BUILD_AT `before`: none of it shows) and at `at` (all of it
 * shows): __tests__/suites.mjs, __tests__/build/embargo.build.mjs.
 */
export const EMBARGO = {
  at: '2026-12-01T15:00:00Z',
  before: '2026-12-01T14:59:00Z',
  word: 'causeway',
  game: 'vesper-causeway',
  post: 'vesper-causeway-announced',
  page: 'causeway-guide',
  /** The game whose press kit is embargoed (its page is not). */
  kit: 'ember-tundra',
  /** The game with an embargoed trailer, and the trailer's id. */
  trailer: { game: 'neon-vanguard', youtube: 'cAuseWayX01' },
  position: 'Causeway Level Designer',
};

/**
 * The second deploy of the lean set (.out-lean-edited/, made by `build:lean` after the first): the same code, one
 * game's English description edited and one post withdrawn. An open tab of the first deploy follows a link to it
 * (__tests__/e2e/deploys.spec.ts).
 */
export const EDITED = {
  game: 'neon-vanguard',
  sentence: 'Edited after the first deploy: the skyline now holds until dawn.',
  /** The post withdrawn in it: its folder removed, its addresses marked gone in the ledger. */
  withdrawn: 'neon-vanguard-patch-1-4',
};
