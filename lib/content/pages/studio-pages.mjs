// The studio's own pages (imprint, privacy, terms, accessibility, about, careers), checked and
// resolved: each folder's files (lib/content/shared/markdown-folders.mjs) against
// its schema (studio-pages.schema.mjs beside it), each language's address against the site's routes and the other
// pages, the Markdown against the subset a post renders, the open positions against the
// build's day. Pure: the first step, the app and the CMS read the pages through here.
import { DataFileError, printable, quote } from '../../core/data-file.mjs';
import { defaultLocale, localisedPath, locales } from '../../core/locales.mjs';
import { RESERVED_SEGMENTS, studioPagePath } from '../../core/routes.mjs';
import { slugOf } from '../../core/slug.mjs';
import { markdownTree, postMarkdownProblem } from '../shared/markdown.mjs';
import { isoDay } from '../shared/days.mjs';
import { PAGES_DIR } from '../shared/fields.mjs';
import { stateOf, withoutMoments } from '../shared/moments.mjs';
import { checkedEntry, entryFile, readMarkdownFolders } from '../shared/markdown-folders.mjs';
import { studioPage, studioPageTranslation } from './studio-pages.schema.mjs';

/**
 * @typedef {import('zod').output<typeof import('./studio-pages.schema.mjs').jobPosition>} PositionFields
 * @typedef {PositionFields & { id: string, posted: string, until: string, applyUrl: string }} Position
 *   `posted` and `until` ISO days; `applyUrl` a mailto: or https: link; `id` stable across
 *   builds (its title's slug and the day it opened), the JobPosting's identifier
 * @typedef {{ depth: 2 | 3, text: string, id: string }} PageHeading
 * @typedef {{
 *   slug: string, lang: string, title: string, summary: string, body: string,
 *   kind: import('./studio-pages.schema.mjs').PAGE_KINDS[number], updated: string, modified: string,
 *   footer?: { group: import('./studio-pages.schema.mjs').FOOTER_GROUPS[number], order: number },
 *   path: string, paths: Record<string, string>, headings: PageHeading[], positions: Position[],
 * }} StudioPage
 *   One page in one language. `lang` is the language its texts are in (English where the page
 *   has no file in the page's language); `path` its route in this language, unprefixed
 *   ('/impressum/'); `paths` the route in every language, by code, for hreflang and the switch.
 */

export { PAGES_DIR };

/** Reads data/content/pages/: every page folder, parsed. @param {string} root */
export const readPageFolders = (root) =>
  readMarkdownFolders(root, PAGES_DIR, {
    entry: 'page',
    address: studioPagePath,
    taken: (name) => takenBy(name),
  });

/** Why an address cannot be a page's, or null. @param {string} address */
function takenBy(address) {
  if (locales.some(({ code }) => code === address)) {
    return `/${address}/ is a language's prefix: expected another address for the page`;
  }
  return RESERVED_SEGMENTS.includes(address)
    ? `/${address}/ is the site's own: expected another address for the page`
    : null;
}

/** A heading's plain text. @param {import('mdast').Nodes} node @returns {string} */
const plain = (node) =>
  'value' in node ? node.value : 'children' in node ? node.children.map(plain).join('') : '';

/**
 * A body's ## and ### headings in order, each with an anchor unique on the page: its text's
 * slug, or section-<n> where the text has no Latin letters (Japanese, Arabic).
 * @param {string} body @returns {PageHeading[]}
 */
export function pageHeadings(body) {
  const seen = new Set();
  /** @type {PageHeading[]} */
  const headings = [];
  for (const node of markdownTree(body).children) {
    if (node.type !== 'heading' || (node.depth !== 2 && node.depth !== 3)) continue;
    const text = plain(node).replace(/\s+/g, ' ').trim();
    let id = slugOf(text) || `section-${headings.length + 1}`;
    for (let n = 2; seen.has(id); n += 1) id = `${slugOf(text) || 'section'}-${n}`;
    seen.add(id);
    headings.push({ depth: node.depth, text, id });
  }
  return headings;
}

/** A mail address as a link; an https: link as it is. @param {string} apply */
const applyUrl = (apply) => (/^(mailto:|https:)/.test(apply) ? apply : `mailto:${apply}`);

/**
 * The open positions: each checked, those past their last day (or not yet open) left out
 * with a warning naming them.
 * @param {PositionFields[]} positions @param {string} file
 * @param {import('../shared/moments.mjs').Clock} clock @param {string[]} warnings
 * @returns {Position[]}
 */
function openPositions(positions, file, clock, warnings) {
  return positions.flatMap((job, index) => {
    const at = `${file}: positions[${index}] ${quote(job.title)}`;
    const posted = isoDay(job.datePosted);
    const until = isoDay(job.validThrough);
    if (until < posted) {
      throw new DataFileError(
        `${at}: validThrough is ${job.validThrough}: expected the day it opens, ${job.datePosted}, or later`,
      );
    }
    const problem = postMarkdownProblem(job.description);
    if (problem) throw new DataFileError(`${at}: description: ${problem}`);
    // Its days are its moments unless it names them: open from datePosted, 00:00 UTC, through
    // the whole of validThrough (lib/content/shared/moments.mjs).
    const dayAfter = new Date(Date.parse(`${until}T00:00:00Z`) + 86_400_000).toISOString();
    const moments = { publishAt: job.publishAt ?? posted, expireAt: job.expireAt ?? dayAfter };
    const said = {
      ...(job.publishAt ? {} : { publishAt: `posted ${job.datePosted}` }),
      ...(job.expireAt ? {} : { expireAt: `valid through ${job.validThrough}` }),
    };
    if (!clock.shows(moments, at, warnings, said)) return [];
    const id = `${slugOf(job.title) || 'position'}-${posted}`;
    return [{ ...withoutMoments(job), id, posted, until, applyUrl: applyUrl(job.apply) }];
  });
}

/**
 * A page's address in each language, with its old ones: a language with an address of its
 * own lists its own (`formerly` in its file), the others follow the English list.
 * @param {{ formerly?: string[] }} entry
 * @param {Record<string, { address?: string, formerly?: string[] }>} own
 * @param {Record<string, string>} paths @param {Record<string, { file: string }>} files
 */
function pageAddresses(entry, own, paths, files) {
  /** @type {Record<string, string>} */
  const current = {};
  /** @type {Record<string, string[]>} */
  const formerly = {};
  for (const { code } of locales) {
    const texts = own[code];
    if (texts?.formerly && !texts.address) {
      throw new DataFileError(
        `${files[code]?.file}: formerly without an address of its own: expected the old addresses in the English file, which this language's follow`,
      );
    }
    current[code] = localisedPath(/** @type {string} */ (paths[code]), code);
    formerly[code] = (texts?.address ? (texts.formerly ?? []) : (entry.formerly ?? [])).map((old) =>
      localisedPath(old, code),
    );
  }
  return { paths: current, formerly };
}

/**
 * Every page in every language, in slug order, and the warnings: a language a page has no
 * file in shows the English; a position past its day is left out.
 * @param {import('../shared/markdown-folders.mjs').MarkdownFolder[]} folders
 * @param {{ warnings: string[], clock: import('../shared/moments.mjs').Clock, book?: import('../shared/addresses.mjs').AddressBook }} context
 *   a page, and each position, shows from its publishAt until its expireAt (lib/content/shared/moments.mjs);
 *   `book` keeps each page's addresses, now and before (lib/content/shared/addresses.mjs)
 * @returns {Record<string, StudioPage[]>}
 */
export function resolvePages(folders, { warnings, clock, book }) {
  /** @type {Record<string, StudioPage[]>} */
  const byLanguage = Object.fromEntries(locales.map(({ code }) => [code, []]));
  /** Each language's addresses so far, with the file that took it. @type {Map<string, string>} */
  const addresses = new Map();
  for (const { slug, dir, files } of folders) {
    const english = /** @type {{ file: string, data: Record<string, unknown> }} */ (
      files[defaultLocale]
    );
    const { file } = english;
    const entry = checkedEntry(studioPage, english.data, file);
    if (entry.positions && entry.kind !== 'careers') {
      throw new DataFileError(
        `${file}: positions are on a ${entry.kind} page: expected kind: careers for a page with open positions`,
      );
    }
    /** @type {Record<string, import('zod').output<typeof studioPageTranslation>>} */
    const own = {};
    for (const [code, { file: other, data }] of Object.entries(files)) {
      if (code === defaultLocale) continue;
      own[code] = checkedEntry(studioPageTranslation, data, other);
    }
    /** @type {Record<string, string>} */
    const paths = {};
    for (const { code } of locales) {
      const texts = code === defaultLocale ? entry : own[code];
      const address = texts?.address ?? entry.address ?? slug;
      const named = files[code]?.file ?? file;
      const why = takenBy(address);
      if (why) throw new DataFileError(`${named}: address ${quote(address)}: ${why}`);
      const key = `${code}:${address}`;
      const other = addresses.get(key);
      if (other) {
        throw new DataFileError(
          `${named}: ${code === defaultLocale ? '' : `/${code}`}/${printable(address)}/ is also ${other}'s address: expected one page per address`,
        );
      }
      addresses.set(key, `${dir}/`);
      paths[code] = studioPagePath(address);
    }
    book?.add({
      file,
      ...pageAddresses(entry, own, paths, files),
      state: stateOf(entry, clock.now),
    });
    // Checked whether it shows or not, its address kept from the others all the same.
    if (!clock.shows(entry, file, warnings)) continue;
    const positions = openPositions(entry.positions ?? [], file, clock, warnings);
    for (const { code } of locales) {
      const texts = code === defaultLocale ? entry : own[code];
      if (!texts) {
        warnings.push(`${dir}/: no ${entryFile(code)}: the ${code} page shows the page in English`);
      }
      const from = texts ?? entry;
      byLanguage[code]?.push({
        slug,
        lang: texts ? code : defaultLocale,
        title: from.title,
        summary: from.summary,
        body: from.body,
        kind: entry.kind,
        updated: entry.updated,
        modified: isoDay(entry.updated),
        ...(entry.footer ? { footer: entry.footer } : {}),
        path: /** @type {string} */ (paths[code]),
        paths,
        headings: pageHeadings(from.body),
        positions,
      });
    }
  }
  return byLanguage;
}
