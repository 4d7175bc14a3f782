// The news, checked and resolved: each post's files (lib/content/news/news-folders.mjs) against
// its schema (news.schema.mjs beside it), its games against the catalogue, its Markdown against the subset
// the page renders, its cover through the picture pipeline. Pure: the build's first step, the
// art step, the feeds step and the app all read the posts through here.
import { DataFileError, quote } from '../../core/data-file.mjs';
import { defaultLocale, locales } from '../../core/locales.mjs';
import { isoDay } from '../shared/days.mjs';
import { checkedEntry, entryFile } from '../shared/markdown-folders.mjs';
import { resolvePictures } from '../shared/pictures.mjs';
import { unknownGame } from '../shared/schema-issues.mjs';
import { newsPost, newsTranslation } from './news.schema.mjs';
import { everyLanguage } from '../shared/addresses.mjs';
import { stateOf } from '../shared/moments.mjs';
import { postPath } from '../../core/routes.mjs';

/**
 * A post as a page shows it, in one language. `lang` is the language its texts are in: the
 * page's, or English where the post has no file in that language. `published` and
 * `modified` are ISO days (2036-03-05); `date` and `updated` as written (dd/mm/yyyy).
 * @typedef {{
 *   slug: string, lang: string, title: string, summary: string, body: string,
 *   date: string, updated?: string, published: string, modified: string,
 *   kind: import('./news.schema.mjs').NEWS_KINDS[number], games: string[], cover: string,
 *   coverAlt?: string, author: string,
 * }} Post
 */

/**
 * Every post in every language, newest first (then by slug), and the warnings: a language a
 * post has no file in shows the English; a post shows from its publishAt (else its day, 00:00
 * UTC) until its expireAt, as of `clock` (lib/content/shared/moments.mjs).
 * @param {import('./news-folders.mjs').NewsFolder[]} folders
 * @param {{ slugs: readonly string[], shown: ReadonlySet<string> | ReadonlyMap<string, unknown>, artwork: Readonly<Record<string, unknown>>, pictures: Map<string, import('../shared/pictures.mjs').Picture>, held: Map<string, import('../shared/pictures.mjs').Picture>, warnings: string[], clock: import('../shared/moments.mjs').Clock, book?: import('../shared/addresses.mjs').AddressBook }} context
 *   `slugs`: every game, shown or not (a post may name one not out yet); `shown`: those shown;
 *   `held`: the pictures of posts not shown, for the caches; `book`: where each post's
 *   addresses, now and before, are kept
 * @returns {Record<string, Post[]>}
 */
export function resolveNews(
  folders,
  { slugs, shown, artwork, pictures, held, warnings, clock, book },
) {
  /** @type {Record<string, Post[]>} */
  const byLanguage = Object.fromEntries(locales.map(({ code }) => [code, []]));
  for (const { slug, files } of folders) {
    const english = /** @type {{ file: string, data: Record<string, unknown> }} */ (
      files[defaultLocale]
    );
    const { file } = english;
    const entry = /** @type {Record<string, any>} */ (checkedEntry(newsPost, english.data, file));
    /** @type {string[]} */ (entry.games ?? []).forEach((game, index) => {
      if (!slugs.includes(game)) throw unknownGame(`${file}: games[${index}]`, game, slugs);
    });
    if (new Set(entry.games ?? []).size !== (entry.games ?? []).length) {
      throw new DataFileError(`${file}: games names one game twice: expected each game once`);
    }
    const published = isoDay(entry.date);
    const modified = entry.updated ? isoDay(entry.updated) : published;
    if (modified < published) {
      throw new DataFileError(
        `${file}: updated is ${quote(entry.updated)}: expected the day it was published, ${entry.date}, or later`,
      );
    }
    /** @type {Record<string, Record<string, any>>} */
    const own = {};
    for (const [code, { file: other, data }] of Object.entries(files)) {
      if (code === defaultLocale) continue;
      own[code] = /** @type {Record<string, any>} */ (checkedEntry(newsTranslation, data, other));
    }
    // Its day is its moment unless it names one: 00:00 UTC that day (lib/content/shared/moments.mjs).
    const moments = { publishAt: entry.publishAt ?? published, expireAt: entry.expireAt };
    const said = entry.publishAt ? {} : { publishAt: `dated ${entry.date}` };
    book?.add({
      file,
      ...everyLanguage(postPath(slug), entry.formerly),
      state: stateOf(moments, clock.now),
    });
    if (!clock.shows(moments, file, warnings, said)) {
      // What it would draw is drawn for the caches, never copied into the export.
      resolvePictures(structuredClone(entry), newsPost, {
        at: '',
        where: (at) => `${file}: ${at}`,
        catalogue: artwork,
        pictures: held,
      });
      continue;
    }
    resolvePictures(entry, newsPost, {
      at: '',
      where: (at) => `${file}: ${at}`,
      catalogue: artwork,
      pictures,
    });
    const shared = {
      slug,
      date: entry.date,
      ...(entry.updated ? { updated: entry.updated } : {}),
      published,
      modified,
      kind: entry.kind,
      // A game not shown now is named nowhere, this post's links included.
      games: /** @type {string[]} */ (entry.games ?? []).filter((game) => shown.has(game)),
      // resolvePictures has made it a served path, drawn art where the post names none.
      cover: /** @type {string} */ (entry.cover),
      author: entry.author,
    };
    for (const { code } of locales) {
      const texts = code === defaultLocale ? entry : own[code];
      if (!texts) {
        warnings.push(
          `${file.replace(entryFile(defaultLocale), '')}: no ${entryFile(code)}: the ${code} pages show the post in English`,
        );
      }
      const from = /** @type {Record<string, any>} */ (texts ?? entry);
      byLanguage[code]?.push({
        ...shared,
        lang: texts ? code : defaultLocale,
        title: from.title,
        summary: from.summary,
        body: from.body,
        ...((from.coverAlt ?? entry.coverAlt) ? { coverAlt: from.coverAlt ?? entry.coverAlt } : {}),
      });
    }
  }
  const order = (/** @type {Post} */ a, /** @type {Post} */ b) =>
    b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug);
  for (const posts of Object.values(byLanguage)) posts.sort(order);
  return byLanguage;
}
