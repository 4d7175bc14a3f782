// The catalogue's games (data/content/games/<slug>/, read by lib/content/games/game-folders.mjs):
// each checked against its schema, then resolved into the catalogue the pages show, in
// English and in each language. Ordered among the other kinds by lib/content/resolve.mjs.
import { DataFileError, quote } from '../../core/data-file.mjs';
import { defaultLocale, locales } from '../../core/locales.mjs';
import { markdownFields } from '../shared/markdown-fields.mjs';
import { resolvePictures } from '../shared/pictures.mjs';
import { issueLine } from '../../core/schema-line.mjs';
import { unknownGame } from '../shared/schema-issues.mjs';
import { catalogueGame, catalogueTranslation } from './games.schema.mjs';
import { randomItemsUnder16 } from './rating-reasons.mjs';
import { splitLanguages, textKeys, translateEntry } from '../shared/translations.mjs';
import { stateOf, withoutMoments } from '../shared/moments.mjs';

/** @typedef {import('../shared/pictures.mjs').Picture} Picture */
/**
 * A checked game: its English entry and each language's texts.
 * @typedef {{ slug: string, file: string, en: string, entry: Record<string, any>, translations: Record<string, Record<string, any>>, withheld?: Record<string, any>, formerly: string[], kitFormerly: string[], kitState?: import('../shared/moments.mjs').EntryState }} Game
 *   `withheld`: its trailers and press kit not shown now, as written; `formerly`: its page's
 *   old English addresses, `kitFormerly` its kit's (lib/content/shared/addresses.mjs); `kitState`:
 *   whether its kit shows, once its own moments are read
 */

/**
 * The catalogue's games by slug, each checked: its English entry against the schema, its
 * related games, its store links, its Markdown, and each language's translation. A language
 * the file has no block for, or a text a block leaves out, shows English and adds a warning.
 * Each game shows from its publishAt until its expireAt (lib/content/shared/moments.mjs): one not
 * shown now is checked all the same and returned under `held`, for the pictures it would
 * draw; the related lists name only games shown.
 * @param {import('./game-folders.mjs').CatalogueFolder[]} folders
 * @param {string[]} warnings
 * @param {import('../shared/moments.mjs').Clock} clock
 * @returns {{ games: Map<string, Game>, held: Map<string, Game> }}
 */
export function checkGames(folders, warnings, clock) {
  // A store link must lead away from this site (SITE_URL, as the build reads it).
  const siteHost = new URL(process.env.SITE_URL ?? 'http://localhost:3000').host;
  const slugs = folders.map(({ slug }) => slug);
  /** @type {Map<string, Game>} */
  const games = new Map();
  /** Each game not shown now, checked all the same: a file is wrong whenever it shows. @type {Map<string, Game>} */
  const held = new Map();
  for (const { slug, file, data } of folders) {
    // English under `en`, each language's texts beside it (lib/content/shared/translations.mjs).
    const { english, languages } = splitLanguages(data, file);
    const result = catalogueGame.safeParse(english, { reportInput: true });
    const [issue] = result.success ? [] : result.error.issues;
    if (issue) {
      const at = languages ? [defaultLocale, ...issue.path] : issue.path;
      throw new DataFileError(
        issueLine(file, catalogueGame, { ...issue, path: at }, languages ? 1 : 0),
      );
    }
    const en = languages ? `${defaultLocale}.` : '';
    // The parsed copy: the file as read is never changed.
    const entry = /** @type {Record<string, any>} */ (result.data);
    delete entry.$schema;
    // Old addresses are the hosts' (lib/content/shared/addresses.mjs), never a page's.
    const formerly = entry.formerly ?? [];
    const kitFormerly = entry.press?.formerly ?? [];
    delete entry.formerly;
    if (entry.press) delete entry.press.formerly;
    checkLinks(entry, { slug, slugs, where: `${file}: ${en}`, siteHost });
    markdownFields(entry, `${file}: ${en}`);
    const interactive = Object.values(entry.ratingReasons ?? {}).flatMap(
      (/** @type {{ interactive?: string[] }} */ reasons) => reasons.interactive ?? [],
    );
    if (randomItemsUnder16(entry.ratings?.PEGI, interactive)) {
      warnings.push(
        `${file}: ${en}ratings.PEGI is ${quote(entry.ratings.PEGI)} beside paid random items: PEGI rates those 16 by default since June 2026 (the board decides)`,
      );
    }
    /** @type {Record<string, Record<string, any>>} */
    const translations = {};
    for (const { code } of locales) {
      if (code === defaultLocale) continue;
      const own = languages?.[code];
      if (own === undefined) {
        warnings.push(`${file}: no ${code}: the ${code} pages show the game in English`);
        continue;
      }
      translations[code] = checkedTranslation(own, entry, { file, code, warnings });
    }
    /** @type {Game} */
    const game = { slug, file, en, entry, translations, formerly, kitFormerly };
    if (!clock.shows(entry, file, warnings)) {
      held.set(slug, game);
      continue;
    }
    heldParts(game, clock, warnings);
    games.set(slug, game);
  }
  // A related game not shown is left out of the list, as it is of every other.
  for (const { entry } of games.values()) {
    if (entry.related)
      entry.related = entry.related.filter((/** @type {string} */ other) => games.has(other));
  }
  return { games, held };
}

/**
 * A shown game's parts with moments of their own: a trailer not shown leaves the page (in
 * every language: the translations' lists follow English's), a press kit not shown leaves
 * with its page, zip and data.xml (`press` is then absent, `kit` false). What is left out is
 * kept under `withheld` for the pictures it would have drawn. No moment stays on the entry.
 * @param {Game} game @param {import('../shared/moments.mjs').Clock} clock @param {string[]} warnings
 */
function heldParts(game, clock, warnings) {
  const { file, en, entry, translations } = game;
  /** @type {Record<string, any>} */
  const withheld = {};
  if (entry.videos) {
    /** @type {Record<string, any>[]} */
    const videos = entry.videos;
    const shown = videos.map((video, index) =>
      clock.shows(video, `${file}: ${en}videos[${index}] ${quote(video.title)}`, warnings),
    );
    if (shown.includes(false)) {
      withheld.videos = videos.filter((_, index) => !shown[index]);
      entry.videos = videos.filter((_, index) => shown[index]);
      for (const texts of Object.values(translations)) {
        if (texts.videos)
          texts.videos = texts.videos.filter(
            (/** @type {unknown} */ _, /** @type {number} */ index) => shown[index],
          );
      }
    }
    entry.videos = entry.videos.map(withoutMoments);
  }
  entry.kit = true;
  if (entry.press) {
    if (!clock.shows(entry.press, `${file}: ${en}press (the press kit)`, warnings)) {
      game.kitState = stateOf(entry.press, clock.now);
      withheld.press = entry.press;
      delete entry.press;
      entry.kit = false;
      for (const texts of Object.values(translations)) delete texts.press;
    } else {
      entry.press = withoutMoments(entry.press);
    }
  }
  // A delisted game is no longer sold: its page stays, no store is named anywhere.
  if (entry.state === 'delisted') delete entry.stores;
  delete entry.publishAt;
  delete entry.expireAt;
  game.withheld = withheld;
}

/**
 * A game's related games, store links, ratings' reasons and platforms' own accessibility
 * tags: no game relates to itself or to one the catalogue lacks, a store link leads away from
 * this site, a rating's reasons are for a board that rates it, and a platform given tags of
 * its own is one the game is on.
 * @param {Record<string, any>} entry
 * @param {{ slug: string, slugs: string[], where: string, siteHost: string }} context
 */
function checkLinks(entry, { slug, slugs, where, siteHost }) {
  /** @type {string[]} */ (entry.related ?? []).forEach((other, index) => {
    if (other === slug) {
      throw new DataFileError(
        `${where}related[${index}] is ${quote(other)}: a game does not relate to itself`,
      );
    }
    if (!slugs.includes(other)) throw unknownGame(`${where}related[${index}]`, other, slugs);
  });
  /** @type {{ url: string }[]} */ (entry.stores ?? []).forEach(({ url }, index) => {
    if (new URL(url).host === siteHost) {
      throw new DataFileError(
        `${where}stores[${index}].url is ${quote(url)}: expected a link to the store, not to this site`,
      );
    }
  });
  // A rating's reasons are for a board that rates the game.
  for (const board of Object.keys(entry.ratingReasons ?? {})) {
    if (entry.ratings?.[board] === undefined) {
      throw new DataFileError(
        `${where}ratingReasons.${board} is given: expected a ${board} rating in ratings beside it`,
      );
    }
  }
  // A platform's own accessibility tags are for a platform the game is on.
  const platforms = /** @type {{ platform: string }[]} */ (entry.platforms ?? []).map(
    ({ platform }) => platform,
  );
  /** @type {{ platform: string }[]} */ (entry.accessibility?.platforms ?? []).forEach(
    ({ platform }, index) => {
      if (!platforms.includes(platform)) {
        throw new DataFileError(
          `${where}accessibility.platforms[${index}].platform is ${quote(platform)}: expected one of the game's platforms: ${platforms.join(', ') || '(it lists none)'}`,
        );
      }
    },
  );
}

/**
 * One language's block of a game, checked against the translation schema: a screenshot or
 * video list as long as English's, Markdown in the subset; a text it leaves out is warned of.
 * @param {unknown} own @param {Record<string, any>} entry the English entry
 * @param {{ file: string, code: string, warnings: string[] }} context
 */
function checkedTranslation(own, entry, { file, code, warnings }) {
  const parsed = catalogueTranslation.safeParse(own, { reportInput: true });
  const [wrong] = parsed.success ? [] : parsed.error.issues;
  if (wrong) {
    throw new DataFileError(
      issueLine(file, catalogueTranslation, { ...wrong, path: [code, ...wrong.path] }, 1),
    );
  }
  const texts = /** @type {Record<string, any>} */ (parsed.data);
  for (const [list, one] of /** @type {const} */ ([
    ['screenshots', 'screenshot'],
    ['videos', 'video'],
  ])) {
    const count = texts[list]?.length;
    const english = entry[list]?.length ?? 0;
    if (count !== undefined && count !== english) {
      throw new DataFileError(
        `${file}: ${code}.${list} has ${count} entries: expected one per ${one} in ${defaultLocale}, ${english}`,
      );
    }
  }
  markdownFields(texts, `${file}: ${code}.`);
  const missing = textKeys(entry, catalogueGame).filter((key) => texts[key] === undefined);
  if (missing.length) {
    warnings.push(`${file}: ${code} has no ${missing.join(', ')}: shown in English`);
  }
  return texts;
}

/**
 * The catalogue in English: each game with its pictures resolved, the fields the pages take.
 * @param {Map<string, Game>} games
 * @param {{ artwork: Readonly<Record<string, unknown>>, pictures: Map<string, Picture>, detailsGame: string | undefined }} context
 *   `detailsGame`: the details screen's game, whose page is /details/
 */
export function resolveCatalogue(games, { artwork, pictures, detailsGame }) {
  return [...games.values()].map(({ slug, file, en, entry }) => {
    resolvePictures(entry, catalogueGame, {
      at: '',
      where: (at) => `${file}: ${en}${at}`,
      catalogue: artwork,
      pictures,
    });
    return {
      ...entry,
      slug,
      screenshots: entry.screenshots.map(
        (/** @type {{ alt: string, src: string }} */ { alt, src }) => ({ alt, src }),
      ),
      // The focal point has done its work on the poster.
      videos: (entry.videos ?? []).map((/** @type {Record<string, unknown>} */ video) => {
        const copy = { ...video };
        delete copy.focal;
        return copy;
      }),
      related: entry.related ?? [],
      // The spec's own game has its one page, /details/; the catalogue entry links there.
      page: detailsGame === slug ? 'details' : 'own',
    };
  });
}

/**
 * The catalogue in one language: each game's own texts over English where it has them.
 * @param {Record<string, any>[]} catalogue the English catalogue (resolveCatalogue)
 * @param {Map<string, Game>} games @param {string} code
 */
export const catalogueIn = (catalogue, games, code) =>
  catalogue.map((game) => {
    const own = games.get(game.slug)?.translations[code];
    // Checked against the translation schema already; what it leaves out warned of there.
    return own
      ? translateEntry(game, own, catalogueGame, { file: game.slug, at: code, warn: () => {} })
      : game;
  });
