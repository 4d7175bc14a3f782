// The lean content set the variant builds make (base path, eager, second brand, the
// reproducible pair: __tests__/suites.mjs): every page type the site has, at a fraction of
// the catalogue. The five screens, the style guide, the studio's pages and the words are
// the sample's; the catalogue keeps a game with a hosted trailer, one with our own video and
// the details screen's game (so three kits and the studio's), and the news two posts. The
// list entries that named another game are spelt out as a studio without a catalogue writes
// them. A variant tests how the site is built and served, which the catalogue's size does
// not change; the full catalogue is built once, into out/.
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GAMES_DIR, GAME_FILE, englishEntry, spellOutGames } from '../lib/content/game-folders.mjs';
import { NEWS_DIR } from '../lib/content/news-folders.mjs';
import { CONTENT_DIR } from '../lib/content/schema.mjs';

export const LEAN = {
  games: ['neon-vanguard', 'ember-tundra', 'terraloom'],
  posts: ['neon-vanguard-launch-week', 'neon-vanguard-patch-1-4'],
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
}
