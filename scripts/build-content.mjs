// npm run build:content: the site built from a second content set, the way a studio would
// drop its own in: a copy of the project with data/content/ rewritten and one phone photo in
// data/pictures/, then `npm run build`. The export lands in .out-content/ for the content
// checks (__tests__/out/content.test.mjs) and the browser suite's `content` project.
//
// The set is hostile on purpose: every text field holds markup, quotes, ampersands,
// bidirectional overrides or a 300-character word, and the lists hold 1, 2, 5, 6 and 24
// entries instead of the sample's counts. The first popular game's picture is a sideways
// 2400×1800 phone photo carrying EXIF (camera, GPS-free owner fields) and orientation 6.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { inProjectCopy } from './project-copy.mjs';

export const CONTENT_OUT = '.out-content';

/** What a studio might type: each stays text wherever it is shown. */
export const HOSTILE = [
  '</script><script>alert("x")</script>',
  '<img src=x onerror=alert(1)>',
  `"'><svg onload=alert(2)> & Co`,
  'Fish &amp; Chips "Deluxe" <b>bold</b>',
  '\u202Eevil.exe\u202C Bidi \u2067override\u2069',
  `Worldbreaker${'x'.repeat(288)}`,
];

/** Lists at the counts the layouts must hold (the sample's are 8, 3, 3, 3, 8, 5). */
export const COUNTS = {
  popular: 6,
  library: 1,
  featured: 2,
  tips: 5,
  streams: 5,
  topStreamers: 24,
};

export const PHOTO = 'phone-photo.jpg';

/** The sample's entries, repeated or cut to `count`, every text field hostile. */
function hostileList(entries, count, offset) {
  return Array.from({ length: count }, (_, index) =>
    hostileEntry(entries[index % entries.length], index + offset),
  );
}

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

/** The second content set's files, from the sample's. */
export function secondContent(read) {
  const games = read('games.json');
  const streams = read('streams.json');
  const profile = read('profile.json');
  const details = read('details.json');
  const popular = hostileList(games.popular, COUNTS.popular, 0);
  popular[0] = { ...popular[0], imgUrl: `pictures/${PHOTO}`, focal: { x: 0.5, y: 0.4 } };
  // A game added with a name and a type only: it gets a cover drawn for it.
  popular[1] = { name: `${HOSTILE[0]} New`, type: 'Racing' };
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
        featureImages: details.game.featureImages.map((shot, i) => hostileEntry(shot, i)),
        screenshots: details.game.screenshots.map((shot, i) => hostileEntry(shot, i + 2)),
        description: details.game.description.map((_, i) => `${HOSTILE[i]} ${HOSTILE[i + 3]}`),
      },
    },
  };
}

/** A phone photo as a phone stores it: landscape pixels, orientation 6, camera EXIF. */
export function phonePhoto() {
  const W = 2400;
  const H = 1800;
  // Sky above ground as the phone saw it upright (portrait): stored turned a quarter.
  const upright = `<svg xmlns="http://www.w3.org/2000/svg" width="${H}" height="${W}"><rect width="${H}" height="${W * 0.55}" fill="#3a7bd5"/><rect y="${W * 0.55}" width="${H}" height="${W * 0.45}" fill="#2f8f46"/><circle cx="${H * 0.7}" cy="${W * 0.2}" r="${H * 0.12}" fill="#ffd166"/></svg>`;
  return sharp(Buffer.from(upright))
    .rotate(-90)
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: {
        Make: 'Fictional Phone Co',
        Model: 'FP-1',
        Copyright: 'A studio photographer',
        Artist: 'A studio photographer',
      },
    })
    .toBuffer();
}

async function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const started = Date.now();
  const photo = await phonePhoto();
  inProjectCopy(root, (copy, run) => {
    const dir = path.join(copy, 'data', 'content');
    const files = secondContent((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')));
    for (const [name, data] of Object.entries(files)) {
      writeFileSync(path.join(dir, name), `${JSON.stringify(data, null, 2)}\n`);
    }
    writeFileSync(path.join(copy, 'data', 'pictures', PHOTO), photo);
    run(['scripts/build.mjs'], { ART_DRAFT: process.env.ART_DRAFT ?? '1' });
    rmSync(path.join(root, CONTENT_OUT), { recursive: true, force: true });
    cpSync(path.join(copy, 'out'), path.join(root, CONTENT_OUT), { recursive: true });
    writeFileSync(path.join(root, CONTENT_OUT, '.content.json'), JSON.stringify(files));
  });
  console.log(`content build: ${CONTENT_OUT}/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
