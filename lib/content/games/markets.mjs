// The markets a game is sold in, over the fixed list of regions (lib/core/regions.mjs): the
// order a language's page shows them in (data/brand.json's `markets`), and what a game
// offers in each. Pure: the game page, its action, its JSON-LD
// and the press kit read a game's stores through here, so a store delisted in one region is
// absent from that region everywhere, and nothing is guessed from the visitor's address.
import { REGIONS } from '../../core/regions.mjs';

/** @typedef {import('../../core/regions.mjs').Region} Region */

/**
 * Each region as JSON-LD's `eligibleRegion` takes it: an ISO 3166-1 code where it is one
 * country, else a place by its English name (schema.org takes a Place or an ISO code).
 * @type {Readonly<Record<Region, string | { '@type': 'Place', name: string }>>}
 */
export const ELIGIBLE_REGION = {
  'north-america': { '@type': 'Place', name: 'North America' },
  europe: { '@type': 'Place', name: 'Europe' },
  'united-kingdom': 'GB',
  japan: 'JP',
  asia: { '@type': 'Place', name: 'Asia' },
  oceania: { '@type': 'Place', name: 'Oceania' },
  'latin-america': { '@type': 'Place', name: 'Latin America' },
  'middle-east': { '@type': 'Place', name: 'Middle East' },
};

/**
 * Every region, a language's first (the brand's list for it) then the rest in the fixed
 * order.
 * @param {readonly Region[] | undefined} first
 * @returns {Region[]}
 */
export const marketOrder = (first = []) => [
  ...first,
  ...REGIONS.filter((region) => !first.includes(region)),
];

/**
 * @typedef {{ store: import('./game-facts.mjs').Store, url: string, region?: Region,
 *   delisted?: boolean, price?: { amount: number, currency: string, checked?: string } }} StoreLink
 * @typedef {{ platform: string, release?: string, out?: boolean,
 *   regions?: readonly { region: Region, release?: string, out?: boolean }[] }} PlatformRelease
 */

/**
 * A platform's release in a region: the region's own where it has one, else the platform's.
 * @param {PlatformRelease} platform @param {Region} region
 * @returns {{ release?: string, out?: boolean }}
 */
export function releaseIn(platform, region) {
  const own = platform.regions?.find((entry) => entry.region === region);
  return own ?? { release: platform.release, out: platform.out };
}

/**
 * The links a region is offered, in the file's order: each store's link for that region,
 * else its link for every region; a store delisted there is not offered there at all.
 * @template {StoreLink} T
 * @param {readonly T[]} stores @param {Region} region
 * @returns {T[]}
 */
export function storesIn(stores, region) {
  return stores.filter((link) => {
    if (link.delisted) return false;
    if (link.region) return link.region === region;
    // A link for every region gives way to the store's own in this one, or its delisting.
    return !stores.some((other) => other.store === link.store && other.region === region);
  });
}

/**
 * The stores delisted in a region: named there as not sold, never linked.
 * @param {readonly StoreLink[]} stores @param {Region} region
 */
export const delistedIn = (stores, region) =>
  stores.filter((link) => link.delisted && link.region === region).map(({ store }) => store);

/** Whether any link names a region: a game sold the same everywhere shows one list. */
export const isRegional = (/** @type {readonly StoreLink[]} */ stores) =>
  stores.some((link) => link.region !== undefined);

/**
 * The regions a link is sold in: its own, or for a link for every region, each region
 * whose store has no link or delisting of its own; none for a delisted one.
 * @param {StoreLink} link @param {readonly StoreLink[]} stores
 * @returns {Region[]}
 */
export function regionsOf(link, stores) {
  if (link.delisted) return [];
  if (link.region) return [link.region];
  return REGIONS.filter(
    (region) => !stores.some((other) => other.store === link.store && other.region === region),
  );
}

/**
 * The price a link may show: one with the day it was checked, on a link that sells.
 * @param {StoreLink} link
 */
export const shownPrice = (link) =>
  link.price?.checked !== undefined && !link.delisted ? link.price : undefined;
