// What the catalogue's games are as of the build's instant, beyond their own entries: each
// game's page and kit in the address book with their old addresses, the pictures of what is
// held back, and each platform's release state. The resolver (lib/content/resolve.mjs) runs
// these once the games are checked.
import { gamePath, presskitPath } from '../../core/routes.mjs';
import { everyLanguage } from '../shared/addresses.mjs';
import { DATE as DAY } from '../shared/fields.mjs';
import { stateOf } from '../shared/moments.mjs';
import { resolvePictures } from '../shared/pictures.mjs';
import { catalogueGame } from './games.schema.mjs';
import { PC_PLATFORMS } from './game-facts.mjs';
import { isOut, releaseStart } from './release.mjs';

/** @typedef {import('../shared/addresses.mjs').AddressBook} AddressBook */
/** @typedef {import('../shared/moments.mjs').Clock} Clock */
/** @typedef {import('../shared/pictures.mjs').Picture} Picture */

/**
 * Each game's page and kit, with their old addresses, into the address book: a game's page
 * is /games/<slug>/ (the details screen's game is at /details/, a page of the site's own);
 * its kit's old addresses are its own and its page's with presskit/ after them.
 * @param {Map<string, import('./games.mjs').Game>} games @param {Map<string, import('./games.mjs').Game>} held
 * @param {{ book: AddressBook, detailsGame: string, now: Date }} context
 */
export function gameAddresses(games, held, { book, detailsGame, now }) {
  for (const game of [...games.values(), ...held.values()]) {
    const { slug, file, entry, formerly, kitFormerly } = game;
    const state = games.has(slug) ? 'shown' : stateOf(entry, now);
    if (slug !== detailsGame) book.add({ file, ...everyLanguage(gamePath(slug), formerly), state });
    const kit = everyLanguage(presskitPath(slug), [
      ...formerly.map((old) => `${old}presskit/`),
      ...kitFormerly,
    ]);
    book.add({ file, ...kit, state: state === 'shown' ? (game.kitState ?? 'shown') : state });
  }
}

/**
 * The pictures the games not shown now, and the trailers and press kits not shown, would
 * use: resolved on copies, into `pictures` (the held ones).
 * @param {Map<string, import('./games.mjs').Game>} games @param {Map<string, import('./games.mjs').Game>} held
 * @param {{ artwork: Readonly<Record<string, unknown>>, pictures: Map<string, Picture> }} context
 */
export function heldGamePictures(games, held, { artwork, pictures }) {
  const resolveCopy = (
    /** @type {unknown} */ value,
    /** @type {unknown} */ schema,
    /** @type {string} */ file,
  ) =>
    resolvePictures(structuredClone(value), schema, {
      at: '',
      where: (at) => `${file}: ${at}`,
      catalogue: artwork,
      pictures,
    });
  for (const { file, entry } of held.values()) resolveCopy(entry, catalogueGame, file);
  for (const { file, withheld } of games.values()) {
    if (withheld?.videos) resolveCopy({ videos: withheld.videos }, catalogueGame, file);
    if (withheld?.press) resolveCopy({ press: withheld.press }, catalogueGame, file);
  }
}

/**
 * A game's platforms' release state as of the build's instant, marked on each (`out`: its
 * page reads "Out now" from the day, "Out <day>" before it), and each day still ahead kept
 * as a change.
 * @param {import('./games.mjs').Game} game @param {Clock} clock
 */
export function releaseDays({ file, entry }, clock) {
  for (const platform of /** @type {import('./markets.mjs').PlatformRelease[]} */ (
    entry.platforms ?? []
  )) {
    // Marked on the entry's own objects, which the catalogue in every language shares; a
    // region with a release of its own, on its entry.
    for (const [dated, where] of [
      [platform, platform.platform],
      ...(platform.regions ?? []).map((own) => [own, `${platform.platform} in ${own.region}`]),
    ]) {
      const { release } = /** @type {{ release?: string, out?: boolean }} */ (dated);
      /** @type {{ out?: boolean }} */ (dated).out = isOut(release, clock.now);
      if (release && DAY.test(release)) {
        clock.ahead(releaseStart(release), `${file}: ${where} is out`);
      }
    }
  }
}

/**
 * A warning for each computer platform a game is out on with no system requirements: the
 * first thing a buyer checks, and what a store shows beside its price. Not a stop: a page
 * without them is still right.
 * @param {import('./games.mjs').Game} game @param {string[]} warnings
 */
export function requirementsWarnings({ file, en, entry }, warnings) {
  /** @type {{ platform: string, out?: boolean, requirements?: unknown }[]} */
  const platforms = entry.platforms ?? [];
  platforms.forEach(({ platform, out, requirements }, index) => {
    if (
      out &&
      !requirements &&
      /** @type {readonly string[]} */ (PC_PLATFORMS).includes(platform)
    ) {
      warnings.push(
        `${file}: ${en}platforms[${index}] (${platform}) is out with no requirements: its page shows no system requirements`,
      );
    }
  });
}
