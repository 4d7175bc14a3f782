// The one action a game page asks of a visitor, from the game's state as of the build's
// instant in the page's first market: wishlist or follow before its day, buy or get from it,
// join an early access, or none once it is no longer sold. Pure: the page
// (components/games/game-action.tsx) and the tests read it; each platform's `out`, and each
// region's, is the resolver's (lib/content/games/release.mjs).
import { releaseIn, storesIn } from './markets.mjs';

/**
 * The platforms each store sells a game for; the studio's own shop sells every one. A store
 * counts as out when the game is out on one of these, or on any platform when it lists none
 * of them (a shop the fixed list cannot place).
 * @type {Readonly<Record<import('./game-facts.mjs').Store, readonly string[] | null>>}
 */
export const STORE_PLATFORMS = {
  steam: ['windows', 'macos', 'linux'],
  playstation: ['ps5', 'ps4'],
  xbox: ['xbox-series', 'xbox-one', 'windows'],
  nintendo: ['switch'],
  'app-store': ['ios', 'macos'],
  'google-play': ['android'],
  itch: ['windows', 'macos', 'linux', 'web'],
  epic: ['windows', 'macos'],
  studio: null,
};

/** The stores that keep a wishlist before a game's day; the others are followed. */
const WISHLISTS = new Set(['steam', 'playstation', 'xbox', 'nintendo', 'epic']);

/**
 * @typedef {{ kind: 'delisted' }
 *   | { kind: 'wishlist' | 'follow' | 'buy' | 'get' | 'earlyAccess',
 *       store: import('./game-facts.mjs').Store, url: string }} GameAction
 *   `get`: out and free (a price of 0); `buy`: out otherwise
 */

/**
 * The action a game's page offers, in the first of `markets` with a store that sells it
 * there: on the first store it is out on in that region, or its first store there before it
 * is out; null for a game with no store to send a visitor to.
 * @param {{
 *   state?: string,
 *   stores?: readonly import('./markets.mjs').StoreLink[],
 *   platforms?: readonly import('./markets.mjs').PlatformRelease[],
 * }} game
 * @param {readonly import('./markets.mjs').Region[]} markets the page's order (marketOrder)
 * @returns {GameAction | null}
 */
export function gameAction({ state, stores = [], platforms = [] }, markets) {
  if (state === 'delisted') return { kind: 'delisted' };
  for (const region of markets) {
    const offered = storesIn(stores, region);
    if (!offered.length) continue;
    const released = platforms.map((platform) => ({
      platform: platform.platform,
      out: releaseIn(platform, region).out,
    }));
    const isOutOn = (/** @type {import('./game-facts.mjs').Store} */ store) => {
      const sells = STORE_PLATFORMS[store];
      const served = released.filter(({ platform }) => !sells || sells.includes(platform));
      return (served.length ? served : released).some(({ out }) => out);
    };
    const onSale = offered.find(({ store }) => isOutOn(store));
    const { store, url, price } = onSale ?? /** @type {(typeof offered)[number]} */ (offered[0]);
    if (state === 'early-access') return { kind: 'earlyAccess', store, url };
    if (onSale) return { kind: price?.amount === 0 ? 'get' : 'buy', store, url };
    return { kind: WISHLISTS.has(store) ? 'wishlist' : 'follow', store, url };
  }
  return null;
}
