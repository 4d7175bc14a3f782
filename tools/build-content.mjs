// npm test -- build:content: the site built from other content sets, the way a studio would drop
// its own in: a copy of the project with data/content/ rewritten (and one phone photo in
// data/pictures/), then `npm run build`, once per set, the sets in two copies side by side
// (HALVES), and after one half the site with search on (tools/build-search.mjs). Each export lands in
// .out-content/<set>/ for the content checks (__tests__/brand/content.brand.mjs) and the
// browser suite's content projects.
//
// `hostile`: every text field holds markup, quotes, ampersands, bidirectional overrides or a
// 300-character word; the lists hold 1, 2, 5, 6 and 24 entries instead of the sample's
// counts; a game has only a name and a type; the first popular game's picture is a sideways
// 2400×1800 phone photo carrying EXIF (camera and owner fields) and orientation 6.
// It also holds a game imported from a presskit() data.xml and a studio from presskit()'s
// <game>-rooted company file (`npm run presskit:import`, the fixtures of
// __tests__/scripts/fixtures/presskit/), whose kits the content checks read, and 8 news posts
// of hostile text (hostileNews) and two pages of the studio's (hostilePages).
// `count-1` … `count-24`: every list at that many entries, every name 40 characters long.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { GAME_FILE, englishEntry, spellOutGames } from '../lib/content/games/game-folders.mjs';
import { phonePhoto } from './phone-photo.mjs';
import { fixtureWithImages } from './presskit-fixture.mjs';
import { inProjectCopy } from './project-copy.mjs';
import { LEDGER } from '../scripts/addresses.mjs';
import { LIST_LENGTHS } from './content-sets.mjs';
import { buildSearchIn } from './build-search.mjs';

export const CONTENT_OUT = '.out-content';
export { LIST_LENGTHS };

/** What a studio might type: each stays text wherever it is shown. */
export const HOSTILE = [
  '</script><script>alert("x")</script>',
  '<img src=x onerror=alert(1)>',
  `"'><svg onload=alert(2)> & Co`,
  'Fish &amp; Chips "Deluxe" <b>bold</b>',
  '\u202Eevil.exe\u202C Bidi \u2067override\u2069',
  `Worldbreaker${'x'.repeat(288)}`,
];

/** The hostile set's list lengths (the sample's are 8, 3, 3, 3, 8, 5). */
export const COUNTS = {
  popular: 6,
  library: 1,
  featured: 2,
  tips: 5,
  streams: 5,
  topStreamers: 24,
};

export const PHOTO = 'phone-photo.jpg';

/**
 * A content entry as these sets reshape it: a JSON object whose every text field may be
 * swapped, whatever its list (the schema checks the result when the set is built).
 * @typedef {Record<string, any>} Entry
 */
/** A sample content file by name, as parsed JSON. @typedef {(file: string) => any} Read */

/**
 * The sample's entries, repeated or cut to `count`, every text field hostile.
 * @param {Entry[]} entries @param {number} count @param {number} offset
 */
function hostileList(entries, count, offset) {
  return Array.from({ length: count }, (_, index) =>
    hostileEntry(/** @type {Entry} */ (entries[index % entries.length]), index + offset),
  );
}

/** @param {Entry} entry @param {number} index @returns {Entry} */
function hostileEntry(entry, index) {
  /** Every string but pictures, dates and play times. */
  const PLAIN = new Set([
    'imgUrl',
    'imageUrl',
    'streamerPicture',
    'streamrImage',
    'picture',
    'cover',
    'src',
    'dataAdded',
    'hoursPlayed',
    '$schema',
  ]);
  return Object.fromEntries(
    Object.entries(entry).map(([key, value], k) => [
      key,
      typeof value === 'string' && !PLAIN.has(key)
        ? `${HOSTILE[(index + k) % HOSTILE.length]} ${index}`
        : value,
    ]),
  );
}

/**
 * The hostile content set's files, from the sample's.
 * @param {Read} read
 */
export function hostileContent(read) {
  const games = read('games.json');
  const streams = read('streams.json');
  const profile = read('profile.json');
  const details = read('details.json');
  const popular = hostileList(games.popular, COUNTS.popular, 0);
  popular[0] = { ...popular[0], imgUrl: `pictures/${PHOTO}`, focal: { x: 0.5, y: 0.4 } };
  // A game added with a name and a type only: it gets a cover drawn for it.
  popular[1] = { name: `${HOSTILE[0]} New`, type: 'Racing' };
  // The set's own catalogue games (hostileCatalogue), their cards links to their pages.
  popular[2] = { game: 'ninefold-lantern-expedition' };
  popular[3] = { game: 'twelve-screens' };
  return {
    'games.json': {
      ...games,
      popular,
      library: hostileList(games.library, COUNTS.library, 1),
      featured: hostileList(games.featured, COUNTS.featured, 2),
    },
    'streams.json': {
      ...streams,
      streams: hostileList(streams.streams, COUNTS.streams, 3),
      topStreamers: hostileList(streams.topStreamers, COUNTS.topStreamers, 4),
    },
    'profile.json': {
      ...profile,
      player: hostileEntry(profile.player, 5),
      tips: hostileList(profile.tips, COUNTS.tips, 6),
    },
    'details.json': {
      ...details,
      game: {
        ...hostileEntry(details.game, 7),
        featureImages: details.game.featureImages.map(
          (/** @type {Entry} */ shot, /** @type {number} */ i) => hostileEntry(shot, i),
        ),
        screenshots: details.game.screenshots.map(
          (/** @type {Entry} */ shot, /** @type {number} */ i) => hostileEntry(shot, i + 2),
        ),
        description: details.game.description.map(
          (/** @type {string} */ _, /** @type {number} */ i) => `${HOSTILE[i]} ${HOSTILE[i + 3]}`,
        ),
      },
    },
  };
}

/**
 * The hostile set's own catalogue, with slugs the sample lacks: a 40-character name, a game
 * with no screenshots and one with twelve, each description carrying hostile text the way
 * Markdown can (raw HTML stops the build: lib/content/shared/markdown.mjs).
 * @returns {Record<string, Record<string, Entry>>} each game's file (index.json): English under
 *   `en`, a language's texts beside it
 */
export function hostileCatalogue() {
  // Markup only inside code spans, where Markdown keeps it as text.
  const [script = '', , , markup = '', bidi = '', long = ''] = HOSTILE;
  const description = `${bidi} **${long}** and \`${script}\`.\n\n- \`${markup}\`\n- *Quotes " ' & Co*`;
  /** @param {string} alt */
  const shot = (alt) => ({ alt });
  return {
    'ninefold-lantern-expedition': {
      en: {
        name: 'The Ninefold Lantern Expedition of Ashes',
        type: 'Adventure',
        description,
        screenshots: [shot('A lantern over the ash plains')],
        related: ['quiet-harbour', 'twelve-screens'],
      },
      ar: { type: 'مغامرات', description },
    },
    'quiet-harbour': {
      en: { name: 'Quiet Harbour', type: 'Survival', description, screenshots: [] },
    },
    'twelve-screens': {
      en: {
        name: 'Twelve Screens',
        type: 'Strategy',
        description,
        screenshots: Array.from({ length: 12 }, (_, i) => shot(`Screen ${i + 1} of twelve`)),
        facts: { rating: '3.9', size: '112GB', genre: 'Tactics' },
      },
    },
  };
}

/** A name stretched to 40 characters, the longest the layouts are checked with. */
const long = (/** @type {string} */ name) =>
  `${name} and the Ninefold Lantern Expedition`.slice(0, 40).padEnd(40, 's').replace(/ $/, 's');

/**
 * Every list of the sample at `count` entries (cycled), every name 40 characters long.
 * @param {Read} read @param {number} count
 */
export function countContent(read, count) {
  /** @param {Entry[]} entries @param {(entry: Entry) => Entry} [change] */
  const cycle = (entries, change = (entry) => entry) =>
    Array.from({ length: count }, (_, i) =>
      change(/** @type {Entry} */ (entries[i % entries.length])),
    );
  const games = read('games.json');
  const streams = read('streams.json');
  const profile = read('profile.json');
  const details = read('details.json');
  return {
    'games.json': {
      ...games,
      popular: cycle(games.popular, (game) => ({ ...game, name: long(game.name) })),
      library: cycle(games.library, (game) => ({ ...game, gameName: long(game.gameName) })),
      featured: cycle(games.featured, (game) => ({ ...game, gameName: long(game.gameName) })),
    },
    'streams.json': {
      ...streams,
      streams: cycle(streams.streams, (stream) => ({
        ...stream,
        streamerName: long(stream.streamerName),
      })),
      topStreamers: cycle(streams.topStreamers, (streamer) => ({
        ...streamer,
        streamerName: long(streamer.streamerName),
      })),
    },
    'profile.json': {
      ...profile,
      player: { ...profile.player, name: long(profile.player.name) },
      tips: cycle(profile.tips, (tip) => ({ ...tip, instruction: long(tip.instruction) })),
    },
    'details.json': {
      ...details,
      game: {
        ...details.game,
        name: long(details.game.name),
        featureImages: cycle(details.game.featureImages),
        screenshots: cycle(details.game.screenshots),
        description: cycle(details.game.description),
      },
    },
  };
}

/**
 * The hostile set's news: 8 posts (two list pages), each title, summary, author and body a
 * hostile text (raw HTML in a body shows as its characters), naming the set's games; the
 * first also in German, the rest English alone (their other languages show English).
 * @returns {Record<string, Record<string, string>>} files by folder, then by file name
 */
export function hostileNews() {
  const slugs = Object.keys(hostileCatalogue());
  const quoted = (/** @type {string} */ text) => JSON.stringify(text);
  /** @param {number} n */
  const post = (n) => {
    const text = /** @type {string} */ (HOSTILE[n % HOSTILE.length]);
    const day = String(20 - n).padStart(2, '0');
    return {
      en: `---
title: ${quoted(text.slice(0, 120))}
summary: ${quoted(`${text.slice(0, 200)} & more`)}
date: ${day}/10/2026
kind: ${['announcement', 'devlog', 'patch-notes', 'event'][n % 4]}
games:
  - ${slugs[n % slugs.length]}
author: ${quoted(text.slice(0, 80))}
---

${text}

## ${text.slice(0, 60)}

- <b>raw</b> & [a page](/games/${slugs[0]}/)
`,
      de: `---
title: ${quoted(`Deutsch ${text}`.slice(0, 120))}
summary: ${quoted(`Deutsch ${text}`.slice(0, 200))}
---

Deutsch: ${text}
`,
    };
  };
  return Object.fromEntries(
    Array.from({ length: 8 }, (_, n) => {
      const { en, de } = post(n);
      return [
        `hostile-post-${n + 1}`,
        { 'index.en.md': en, ...(n === 0 ? { 'index.de.md': de } : {}) },
      ];
    }),
  );
}

/**
 * The hostile set's pages of the studio's: a legal page whose title, summary, headings and body
 * are hostile text (its contents list them; raw HTML in the body), and a careers page whose
 * open position's title, team and description are too. The footer lists both on every page.
 * @returns {Record<string, Record<string, string>>}
 */
export function hostilePages() {
  const quoted = (/** @type {string} */ text) => JSON.stringify(text);
  const long = /** @type {string} */ (HOSTILE[5]);
  const body = HOSTILE.map((text, n) => `## ${text.slice(0, 60)} ${n}\n\n${text} <i>raw</i>`).join(
    '\n\n',
  );
  return {
    'hostile-page': {
      'index.en.md': `---
title: ${quoted(/** @type {string} */ (HOSTILE[1]))}
summary: ${quoted(`${HOSTILE[0]} & ${HOSTILE[2]}`)}
kind: legal
updated: 20/11/2026
footer:
  group: legal
  order: 9
---

${body}
`,
    },
    'hostile-careers': {
      'index.en.md': `---
title: ${quoted(long.slice(0, 120))}
summary: ${quoted(/** @type {string} */ (HOSTILE[3]))}
kind: careers
updated: 20/11/2026
footer:
  group: studio
  order: 9
positions:
  - title: ${quoted(long.slice(0, 120))}
    team: ${quoted(/** @type {string} */ (HOSTILE[4]).slice(0, 60))}
    remote: [NL]
    employmentType: FULL_TIME
    datePosted: 01/11/2026
    validThrough: 31/12/2099
    apply: jobs@studio.example
    description: ${quoted(`${HOSTILE[2]}\n\n${long}`)}
---

${HOSTILE[0]}
`,
    },
  };
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The content sets test:full builds, by name. */
export const CONTENT_SETS = {
  hostile: hostileContent,
  ...Object.fromEntries(
    LIST_LENGTHS.map((count) => [
      `count-${count}`,
      (/** @type {Read} */ read) => countContent(read, count),
    ]),
  ),
};

/**
 * Builds the sets named, in order, in one scratch copy (the copy's Next cache warm after the
 * first), each export into .out-content/<set>/; with `thenSearch`, then the sample's own
 * data put back and the site with search on built (tools/build-search.mjs), its cache warm too.
 * @param {string[]} names @param {{ thenSearch?: boolean }} [options]
 */
async function buildSets(names, { thenSearch = false } = {}) {
  const started = Date.now();
  const photo = await phonePhoto();
  const fixtures = path.join(root, CONTENT_OUT, `.fixture-${names.join('-')}`);
  const imported = names.includes('hostile')
    ? [await fixtureWithImages('game', fixtures), await fixtureWithImages('company-game', fixtures)]
    : [];
  inProjectCopy(
    root,
    (copy, run) => {
      const dir = path.join(copy, 'data', 'content');
      // English alone, as a studio writes a file by hand: its other languages show English.
      const sample = Object.fromEntries(
        ['games.json', 'streams.json', 'profile.json', 'details.json'].map((name) => [
          name,
          JSON.stringify(JSON.parse(readFileSync(path.join(dir, name), 'utf8')).en),
        ]),
      );
      // These sets test the lists as a studio spells them out, without a catalogue: each
      // entry that names a catalogue game gets the game's name, type and picture written in.
      sample['games.json'] = JSON.stringify(
        spellOutGames(JSON.parse(sample['games.json'] ?? '{}'), (slug) => englishEntry(copy, slug)),
      );
      const details = JSON.parse(sample['details.json'] ?? '{}');
      delete details.game.game;
      sample['details.json'] = JSON.stringify(details);
      const catalogue = hostileCatalogue();
      writeFileSync(path.join(copy, 'data', 'pictures', PHOTO), photo);
      // Sites of their own, which have published nothing yet: no ledger of addresses.
      rmSync(path.join(copy, LEDGER), { force: true });
      for (const set of names) {
        const make = CONTENT_SETS[/** @type {keyof typeof CONTENT_SETS} */ (set)];
        const files = make((name) => JSON.parse(sample[name] ?? 'null'));
        for (const [name, data] of Object.entries(files)) {
          writeFileSync(path.join(dir, name), `${JSON.stringify(data, null, 2)}\n`);
        }
        // The hostile set has its own catalogue, its cards naming its games, and its own news;
        // the count sets neither (no post: no feed, no feed link, an empty /news/).
        rmSync(path.join(dir, 'games'), { recursive: true, force: true });
        rmSync(path.join(dir, 'news'), { recursive: true, force: true });
        if (set === 'hostile') {
          for (const [slug, data] of Object.entries(catalogue)) {
            mkdirSync(path.join(dir, 'games', slug), { recursive: true });
            writeFileSync(path.join(dir, 'games', slug, GAME_FILE), JSON.stringify(data));
          }
          for (const [slug, files] of Object.entries(hostileNews())) {
            mkdirSync(path.join(dir, 'news', slug), { recursive: true });
            for (const [name, text] of Object.entries(files)) {
              writeFileSync(path.join(dir, 'news', slug, name), text);
            }
          }
          for (const [slug, files] of Object.entries(hostilePages())) {
            mkdirSync(path.join(dir, 'pages', slug), { recursive: true });
            for (const [name, text] of Object.entries(files)) {
              writeFileSync(path.join(dir, 'pages', slug, name), text);
            }
          }
          // As a studio runs it: its lines printed, the files written into the copy.
          for (const xml of imported) run(['scripts/presskit-import.mjs', xml]);
        }
        run(['scripts/build.mjs'], { ART_DRAFT: process.env.ART_DRAFT ?? '1' });
        const into = path.join(root, CONTENT_OUT, set);
        cpSync(path.join(copy, 'out'), into, { recursive: true });
        writeFileSync(path.join(into, '.content.json'), JSON.stringify(files));
      }
      if (thenSearch) {
        // The checkout's data as it is, over the sets' (what the art and kit steps made from
        // those, they remove as stale); everything else in the copy is the checkout's still.
        rmSync(path.join(copy, 'data'), { recursive: true, force: true });
        cpSync(path.join(root, 'data'), path.join(copy, 'data'), { recursive: true });
        buildSearchIn(copy, run);
      }
    },
    { withArt: true },
  );
  console.log(
    `content build: ${names.map((set) => `${CONTENT_OUT}/${set}/`).join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

/**
 * Two halves side by side, each in a copy of its own: test:full builds these beside the other
 * variants, and once those end the sets alone would leave a core idle. The site with search on
 * (.out-search/) follows the lighter half in its copy: a copy's second build compiles a
 * fraction of a cold one.
 */
const HALVES = [
  { sets: ['hostile', 'count-1', 'count-2'], thenSearch: false },
  { sets: ['count-5', 'count-6', 'count-24'], thenSearch: true },
];

async function main() {
  const { values } = parseArgs({
    options: { sets: { type: 'string' }, 'then-search': { type: 'boolean' } },
  });
  if (values.sets) return buildSets(values.sets.split(','), { thenSearch: values['then-search'] });
  rmSync(path.join(root, CONTENT_OUT), { recursive: true, force: true });
  const self = fileURLToPath(import.meta.url);
  const codes = await Promise.all(
    HALVES.map(
      ({ sets, thenSearch }) =>
        new Promise((resolve) =>
          spawn(
            process.execPath,
            [self, '--sets', sets.join(','), ...(thenSearch ? ['--then-search'] : [])],
            { stdio: 'inherit' },
          ).on('close', (code) => resolve(code ?? 1)),
        ),
    ),
  );
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) process.exit(/** @type {number} */ (failed));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
