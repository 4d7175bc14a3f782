// `node tools/bench-catalogue.mjs`: what the game catalogue (or the news) costs the build as it
// grows, on this machine. In a scratch copy of the project the catalogue is made N games long (the sample's
// 12, then copies of them under new slugs and names, with their translations, each naming
// the sample's generated pictures: no photos, no new art to draw), and the build is timed
// cold (no Next cache; the sample's art copied in, as drawn by the project's own build),
// warm (nothing changed) and after one game's description is edited. Prints one line per
// build with the pages written and out/'s bytes and files, and where its time went.
//   --games 12,50,200   the catalogue sizes to try (default)
//   --posts 9,50,200    the news sizes to try instead: the sample's posts copied under new slugs,
//                       each in its four languages, their covers generated pictures; the
//                       edit is one post's English body
//   --cold              the cold build alone at each size: its bytes and files, quickly
//   --search            with search on (docs/search.md): one cold build per size, then the
//                       index's files and bytes per language and what one query transfers
//                       (tools/bench-search.mjs)
//   --deploys           what a host is sent after each edit: a cold build published
//                       (tools/publish.mjs, no precompressed copies), then one description
//                       edited, one new post, one new game, each built and published in turn
//                       and compared with the publish before it (publish:dir --since)
import { cpSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GAMES_DIR, GAME_FILE } from '../lib/content/games/game-folders.mjs';
import { entryFile } from '../lib/content/shared/markdown-folders.mjs';
import { NEWS_DIR } from '../lib/content/news/news-folders.mjs';
import { defaultLocale, locales } from '../lib/core/locales.mjs';
import { reportSearch } from './bench-search.mjs';
import { measureOut } from '../scripts/host-limits.mjs';
import { projectCopy, timedBuild } from './project-copy.mjs';
import { changesSince, publish } from './publish.mjs';
import { toolArgs } from './args.mjs';

const { values: args } = toolArgs('bench:catalogue', {
  games: { type: 'string' },
  posts: { type: 'string' },
  search: { type: 'boolean' },
  cold: { type: 'boolean' },
  deploys: { type: 'boolean' },
});
const news = args.posts !== undefined;
const search = Boolean(args.search);
const coldOnly = Boolean(args.cold);
const deploys = Boolean(args.deploys);
const flag = news ? '--posts' : '--games';
const sizes = ((news ? args.posts : args.games) ?? '12,50,200').split(',').map(Number);
if (sizes.some((size) => !Number.isInteger(size) || size < 1)) {
  console.error(`bench:catalogue: ${flag} takes sizes, like 12,50,200`);
  process.exit(2);
}
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Generated pictures to name in the copies (data/artwork.json), so nothing new is drawn. */
const pictures = {
  cover: [
    'cover-neon-vanguard',
    'cover-orbital-bloom',
    'cover-glasswing-run',
    'cover-ember-tundra',
  ],
  wide: [
    'featured-skyforge-relay',
    'featured-lantern-deep',
    'stream-rooftop-duel',
    'stream-orbit-siege',
  ],
};

/**
 * The catalogue at `count` games: the sample's, then copies of them ("Neon Vanguard 13",
 * neon-vanguard-13) that name only generated pictures.
 * @param {string} games the copy's data/content/games/ @param {string[]} sample @param {number} count
 */
function grow(games, sample, count) {
  for (let n = sample.length; n < count; n += 1) {
    const from = /** @type {string} */ (sample[n % sample.length]);
    const slug = `${from}-${n + 1}`;
    cpSync(path.join(games, from), path.join(games, slug), { recursive: true });
    const file = path.join(games, slug, GAME_FILE);
    const data = JSON.parse(readFileSync(file, 'utf8'));
    const entry = data.en;
    // A copy never had the address the sample game had before its rename.
    delete data.formerly;
    entry.name = `${entry.name} ${n + 1}`;
    entry.cover = pictures.cover[n % pictures.cover.length];
    entry.keyArt = pictures.wide[n % pictures.wide.length];
    entry.screenshots = entry.screenshots.map(
      (/** @type {{ alt: string }} */ shot, /** @type {number} */ i) => ({
        ...shot,
        src: pictures.wide[(n + i + 1) % pictures.wide.length],
      }),
    );
    delete entry.related;
    writeFileSync(file, JSON.stringify(data, null, 2));
  }
}

/**
 * The news at `count` posts: the sample's, then copies of them under new slugs, a day apart
 * going back, each cover a generated picture.
 * @param {string} dir the copy's data/content/news/ @param {string[]} sample @param {number} count
 */
function growNews(dir, sample, count) {
  for (let n = sample.length; n < count; n += 1) {
    const from = /** @type {string} */ (sample[n % sample.length]);
    const slug = `${from}-${n + 1}`;
    cpSync(path.join(dir, from), path.join(dir, slug), { recursive: true });
    const file = path.join(dir, slug, entryFile(defaultLocale));
    const day = new Date(Date.UTC(2026, 0, 1) - n * 86_400_000).toISOString().slice(0, 10);
    const text = readFileSync(file, 'utf8')
      .replace(/^date: .*$/m, `date: ${day.split('-').reverse().join('/')}`)
      .replace(/^updated: .*\n/m, '')
      .replace(/^---\n/, `---\ncover: ${pictures.wide[n % pictures.wide.length]}\n`);
    writeFileSync(file, text);
  }
}

const MiB = (/** @type {number} */ bytes) => `${(bytes / 1048576).toFixed(1)} MiB`;

/**
 * Runs the build; its wall time, art line, pages written, out/'s bytes and files (and without
 * the precompressed copies, when PRECOMPRESS=1 wrote them) in one line, then where the time
 * went: each step's, and each part of the post-build step's.
 * @param {string} copy
 */
function build(copy) {
  const { summary, output } = timedBuild(copy);
  const pages = /postbuild: (\d+) pages/.exec(output)?.[1] ?? '?';
  const { all, plain } = measureOut(path.join(copy, 'out'));
  const copies =
    all.files > plain.files ? ` (${MiB(plain.bytes)} in ${plain.files} without the copies)` : '';
  const times = output
    .split('\n')
    .filter((line) => /^(build|postbuild): time by /.test(line) || line.startsWith('out: warning'))
    .map((line) => `\n    ${line}`)
    .join('');
  return `${summary}, ${pages} pages, out/ ${MiB(all.bytes)} in ${all.files} files${copies}${times}`;
}

/** The runs, in a scratch copy of the project. @param {string} copy */
async function measure(copy) {
  // The art the sample's build drew: the grown catalogue names no other picture.
  for (const dir of ['public/art', '.derived']) {
    cpSync(path.join(root, dir), path.join(copy, dir), { recursive: true });
  }
  if (news) {
    const dir = path.join(copy, NEWS_DIR);
    const sample = readdirSync(dir).sort();
    for (const count of sizes) {
      growNews(dir, sample, count);
      rmSync(path.join(copy, '.next'), { recursive: true, force: true });
      console.log(`news: ${count} posts, cold: ${build(copy)}`);
      if (coldOnly) continue;
      console.log(`news: ${count} posts, warm: ${build(copy)}`);
      const edited = path.join(dir, /** @type {string} */ (sample[0]), entryFile(defaultLocale));
      writeFileSync(edited, `${readFileSync(edited, 'utf8')}\nEdited for the bench.\n`);
      console.log(`news: ${count} posts, one post edited: ${build(copy)}`);
    }
    return;
  }
  const games = path.join(copy, GAMES_DIR);
  const sample = readdirSync(games).sort();
  if (search) {
    const brandFile = path.join(copy, 'data', 'brand.json');
    writeFileSync(
      brandFile,
      JSON.stringify({ ...JSON.parse(readFileSync(brandFile, 'utf8')), search: true }, null, 2),
    );
  }
  for (const count of sizes) {
    grow(games, sample, count);
    rmSync(path.join(copy, '.next'), { recursive: true, force: true });
    console.log(`catalogue: ${count} games, cold: ${build(copy)}`);
    if (deploys) {
      measureDeploys(copy, count, sample);
      continue;
    }
    if (search) {
      await reportSearch(
        path.join(copy, 'out'),
        Object.fromEntries(locales.map(({ code }) => [code, 'Neon Vanguard'])),
      );
      continue;
    }
    if (coldOnly) continue;
    console.log(`catalogue: ${count} games, warm: ${build(copy)}`);
    const edited = path.join(games, /** @type {string} */ (sample[0]), GAME_FILE);
    const data = JSON.parse(readFileSync(edited, 'utf8'));
    data.en.description = `${data.en.description}\n\nEdited for the bench.`;
    writeFileSync(edited, JSON.stringify(data, null, 2));
    console.log(`catalogue: ${count} games, one description edited: ${build(copy)}`);
  }
}

/**
 * The files and bytes a host is sent after each of three edits, each deploy compared with
 * the one before it.
 * @param {string} copy @param {number} count @param {string[]} sample the sample's games
 */
function measureDeploys(copy, count, sample) {
  const games = path.join(copy, GAMES_DIR);
  const posts = path.join(copy, NEWS_DIR);
  let before = publish({
    from: path.join(copy, 'out'),
    to: path.join(copy, 'publish-0'),
    basePath: '',
    precompressed: false,
  });
  const edits = /** @type {const} */ ([
    [
      'one description edited',
      () => {
        const file = path.join(games, /** @type {string} */ (sample[0]), GAME_FILE);
        const data = JSON.parse(readFileSync(file, 'utf8'));
        data.en.description = `${data.en.description}\n\nEdited for the bench.`;
        writeFileSync(file, JSON.stringify(data, null, 2));
      },
    ],
    [
      'one new post',
      () => {
        const from = readdirSync(posts).sort()[0] ?? '';
        cpSync(path.join(posts, from), path.join(posts, `bench-new-post-${count}`), {
          recursive: true,
        });
      },
    ],
    [
      'one new game',
      () => {
        const from = /** @type {string} */ (sample[1]);
        cpSync(path.join(games, from), path.join(games, `bench-new-game-${count}`), {
          recursive: true,
        });
        const file = path.join(games, `bench-new-game-${count}`, GAME_FILE);
        const data = JSON.parse(readFileSync(file, 'utf8'));
        data.en.name = `Bench New Game ${count}`;
        delete data.en.related;
        writeFileSync(file, JSON.stringify(data, null, 2));
      },
    ],
  ]);
  for (const [index, [what, edit]] of edits.entries()) {
    edit();
    const line = build(copy);
    const after = publish({
      from: path.join(copy, 'out'),
      to: path.join(copy, `publish-${index + 1}`),
      basePath: '',
      precompressed: false,
    });
    const { files, added, changed, removed, sent, bytes } = changesSince(before, after);
    console.log(
      `catalogue: ${count} games, ${what}: ${added.length + changed.length + removed.length} of ${files} files differ (${added.length} added, ${changed.length} changed, ${removed.length} removed); a host is sent ${sent.length} files, ${(bytes / 1024).toFixed(0)} KiB\n    ${line}`,
    );
    before = after;
  }
}

const copy = projectCopy(root);
try {
  await measure(copy);
} finally {
  rmSync(copy, { recursive: true, force: true });
}
