// The lean content set the variant builds make (base path, eager, second brand, the
// reproducible pair: __tests__/suites.mjs): every page type the site has, at a fraction of
// the catalogue. The five screens, the style guide, the studio's pages and the words are
// the sample's; the catalogue keeps a game with a hosted trailer, one with our own video and
// the details screen's game (so three kits and the studio's), and the news two posts. The
// list entries that named another game are spelt out as a studio without a catalogue writes
// them. A variant tests how the site is built and served, which the catalogue's size does
// not change; the full catalogue is built once, into out/. The builds of tools/build-into.mjs
// add an entry of each kind that has moments, all published at EMBARGO.at (addEmbargoed).
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  GAMES_DIR,
  GAME_FILE,
  englishEntry,
  spellOutGames,
} from '../lib/content/games/game-folders.mjs';
import { NEWS_DIR } from '../lib/content/news/news-folders.mjs';
import { PAGES_DIR } from '../lib/content/pages/studio-pages.mjs';
import { EDITED, EMBARGO } from './embargo.mjs';
import { KINDS } from '../lib/content/kinds.mjs';

export { EDITED, EMBARGO };
import { CONTENT_DIR } from '../lib/content/shared/fields.mjs';
import { localisedPath, locales, splitLocale } from '../lib/core/locales.mjs';
import { postPath } from '../lib/core/routes.mjs';
import { LEDGER } from '../lib/content/shared/addresses.mjs';

/** What the lean set keeps of each kind, as the table of kinds names it (lib/content/kinds.mjs). */
export const LEAN = {
  games: KINDS.games.lean,
  posts: KINDS.news.lean,
  /** A studio page's old addresses, by the language file that lists them. */
  moved: { page: 'imprint', formerly: { en: '/legal-notice/', de: '/rechtliches/' } },
};

/**
 * Cuts the content of the project copy at `copy` to the lean set, keeping the posts named in
 * `keepPosts` too (an editor's new post, in the CMS test).
 * @param {string} copy
 * @param {{ keepPosts?: readonly string[] }} [options]
 */
export function makeLean(copy, { keepPosts = [] } = {}) {
  const posts = [...LEAN.posts, ...keepPosts];
  const gamesFile = path.join(copy, CONTENT_DIR, 'games.json');
  const games = JSON.parse(readFileSync(gamesFile, 'utf8'));
  for (const [code, lists] of Object.entries(games)) {
    if (code !== '$schema' && Object.keys(lists).length)
      games[code] = spellOutGames(lists, (slug) => englishEntry(copy, slug), LEAN.games);
  }
  writeFileSync(gamesFile, `${JSON.stringify(games, null, 2)}\n`);
  for (const slug of readdirSync(path.join(copy, GAMES_DIR))) {
    const folder = path.join(copy, GAMES_DIR, slug);
    if (!LEAN.games.includes(slug)) {
      rmSync(folder, { recursive: true });
      continue;
    }
    // Each language's related games, cut to those left.
    const file = path.join(folder, GAME_FILE);
    const entry = JSON.parse(readFileSync(file, 'utf8'));
    for (const value of Object.values(entry))
      if (value && typeof value === 'object' && Array.isArray(value.related))
        value.related = value.related.filter((/** @type {string} */ s) => LEAN.games.includes(s));
    writeFileSync(file, `${JSON.stringify(entry, null, 2)}\n`);
  }
  for (const slug of readdirSync(path.join(copy, NEWS_DIR)))
    if (!posts.includes(slug)) rmSync(path.join(copy, NEWS_DIR, slug), { recursive: true });
  leanLedger(copy, posts);
  movedImprint(copy);
}

/**
 * The lean set's renamed page (LEAN.moved): the imprint was once at /legal-notice/ (so in
 * Japanese and Arabic at /ja/legal-notice/, /ar/legal-notice/), and in German, which has its
 * own address, at /de/rechtliches/. Every lean build answers those with a 301, under its base
 * path too (server.spec.ts).
 * @param {string} copy
 */
function movedImprint(copy) {
  for (const [code, formerly] of Object.entries(LEAN.moved.formerly)) {
    const file = path.join(copy, PAGES_DIR, LEAN.moved.page, `index.${code}.md`);
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.replace(/^---\n/, `---\nformerly:\n  - ${formerly}\n`));
  }
}

/**
 * The ledger of published addresses cut to what the lean set has: the site's own pages, the
 * studio's, the lists' first pages, and the kept games' and posts' pages. The lists' further
 * pages, the kits (one is embargoed) and the games and posts left out were the sample's,
 * never the lean set's.
 * @param {string} copy @param {readonly string[]} posts
 */
function leanLedger(copy, posts) {
  const file = path.join(copy, LEDGER);
  const kept = new RegExp(
    `^(/(?!games/|news/)|/(games|news)/$|/games/(${LEAN.games.join('|')})/$|/news/(${posts.join('|')})/$)`,
  );
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('#') || kept.test(splitLocale(line).route));
  writeFileSync(file, `${lines.join('\n')}\n`);
}

/**
 * The second deploy's withdrawn post (EDITED.withdrawn): its folder removed, its addresses in
 * every language marked gone in the ledger, as docs/editing.md tells an editor to.
 * @param {string} copy
 */
export function withdrawPost(copy) {
  rmSync(path.join(copy, NEWS_DIR, EDITED.withdrawn), { recursive: true });
  const file = path.join(copy, LEDGER);
  const gone = locales.map(({ code }) => localisedPath(postPath(EDITED.withdrawn), code));
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => (gone.includes(line) ? `${line} gone` : line));
  writeFileSync(file, `${lines.join('\n')}\n`);
}

/**
 * Adds the embargoed entries (EMBARGO) to the lean copy at `copy`.
 * @param {string} copy
 */
export function addEmbargoed(copy) {
  const { at, game, post, page, kit, trailer, position } = EMBARGO;
  const json = (/** @type {string} */ file, /** @type {(data: any) => void} */ edit) => {
    const data = JSON.parse(readFileSync(file, 'utf8'));
    edit(data);
    writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  };
  mkdirSync(path.join(copy, GAMES_DIR, game), { recursive: true });
  writeFileSync(
    path.join(copy, GAMES_DIR, game, GAME_FILE),
    `${JSON.stringify(
      {
        $schema: '../../schema/game.schema.json',
        publishAt: at,
        en: {
          name: 'Vesper Causeway',
          type: 'Adventure',
          description:
            'Cross a causeway of lanterns at dusk, one tide at a time, before the sea takes it back.',
          screenshots: [],
          related: [LEAN.games[0]],
          // Rated 18: the preview at its embargo raises the site's age label (age-de.xml).
          ratings: { USK: '18' },
        },
      },
      null,
      2,
    )}\n`,
  );
  json(path.join(copy, CONTENT_DIR, 'games.json'), (games) => {
    games.en.popular.push({ game });
  });
  json(path.join(copy, GAMES_DIR, /** @type {string} */ (LEAN.games[0]), GAME_FILE), (entry) => {
    entry.en.related = [...(entry.en.related ?? []), game];
  });
  json(path.join(copy, GAMES_DIR, kit, GAME_FILE), (entry) => {
    entry.en.press = { ...entry.en.press, publishAt: at };
  });
  json(path.join(copy, GAMES_DIR, trailer.game, GAME_FILE), (entry) => {
    const texts = {
      title: 'Causeway crossing',
      description: 'A minute on the causeway at dusk, lanterns lit one by one.',
    };
    // Each language's trailer list follows English's, one entry each.
    for (const [code, block] of Object.entries(entry)) {
      if (code === '$schema' || !block || typeof block !== 'object') continue;
      if (code === 'en' || Array.isArray(block.videos)) {
        block.videos = [
          ...(block.videos ?? []),
          code === 'en'
            ? {
                ...texts,
                youtube: trailer.youtube,
                duration: '1:05',
                date: '01/12/2026',
                publishAt: at,
              }
            : texts,
        ];
      }
    }
  });
  mkdirSync(path.join(copy, NEWS_DIR, post), { recursive: true });
  writeFileSync(
    path.join(copy, NEWS_DIR, post, 'index.en.md'),
    `---\ntitle: Vesper Causeway announced\nsummary: "Our next game crosses the causeway at dusk."\ndate: 01/12/2026\nkind: announcement\ngames:\n  - ${game}\nauthor: Ines Okafor\npublishAt: ${at}\n---\n\nThe causeway opens at dusk: Vesper Causeway is our next game.\n`,
  );
  mkdirSync(path.join(copy, PAGES_DIR, page), { recursive: true });
  writeFileSync(
    path.join(copy, PAGES_DIR, page, 'index.en.md'),
    `---\ntitle: Causeway field guide\nsummary: "How the causeway's tides and lanterns work."\nkind: page\nupdated: 01/12/2026\nfooter:\n  group: studio\n  order: 9\npublishAt: ${at}\n---\n\nThe causeway floods twice a day; the lanterns show the way across.\n`,
  );
  const careers = path.join(copy, PAGES_DIR, 'careers', 'index.en.md');
  const text = readFileSync(careers, 'utf8');
  const end = text.indexOf('\n---', 4);
  writeFileSync(
    careers,
    `${text.slice(0, end)}\n  - title: ${position}\n    team: Design\n    remote: [NL, BE]\n    employmentType: FULL_TIME\n    datePosted: 01/12/2026\n    validThrough: 31/03/2027\n    apply: jobs@studio.example\n    description: |\n      You shape the causeway's crossings, from the first blockout to the last lantern.\n    publishAt: ${at}${text.slice(end)}`,
  );
}

/**
 * The second deploy's one edit (EDITED): a sentence added to a game's English description.
 * @param {string} copy
 */
export function editDescription(copy) {
  const file = path.join(copy, GAMES_DIR, EDITED.game, GAME_FILE);
  const data = JSON.parse(readFileSync(file, 'utf8'));
  data.en.description = `${data.en.description}\n\n${EDITED.sentence}`;
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}

/**
 * The copy's brand with no newsletter: the reproducible pair's second build, whose export
 * then differs from the first in the newsletter's pages alone.
 * @param {string} copy
 */
export function withoutNewsletter(copy) {
  const file = path.join(copy, 'data', 'brand.json');
  const { newsletter, ...brand } = JSON.parse(readFileSync(file, 'utf8'));
  if (!newsletter) throw new Error(`${file}: no newsletter to leave out`);
  writeFileSync(file, `${JSON.stringify(brand, null, 2)}\n`);
}
