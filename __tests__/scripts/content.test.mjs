// The content kit's checks: each bad content file or picture stops the build's first step
// with one line naming the file, the key or picture, and what is expected.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { checkContent, readContent } from '../../scripts/content.mjs';
import { cropBox, photoRaster } from '../../scripts/art/photo.mjs';
import { schemaTexts } from '../../tools/content-schema.mjs';
import {
  GAMES_DIR,
  GAME_FILE,
  englishEntry,
  spellOutGames,
} from '../../lib/content/games/game-folders.mjs';
import { editedFiles } from '../../lib/content/resolve.mjs';
import { catalogueTranslation } from '../../lib/content/games/games.schema.mjs';
import { contentFiles, popularGame } from '../../lib/content/screens/screens.schema.mjs';
import { scratchDir } from '../scratch.mjs';
import { firstStep, stopsInOneLine } from './first-step.mjs';

const here = process.cwd();
/** The catalogue's translated fields, in the schema's order: what index.<code>.json takes. */
const translatedKeys = Object.keys(catalogueTranslation.shape);

/**
 * A project root with today's data, `change` applied to one content file (parsed); what it
 * returns is written as JSON, or as is when it is a text or bytes.
 * @param {string} name @param {(data: any) => unknown} [change] the file's JSON, as parsed
 */
function rootWith(name, change = (data) => data) {
  const root = scratchDir('content-');
  cpSync(path.join(here, 'data'), path.join(root, 'data'), { recursive: true });
  mkdirSync(path.join(root, 'data', 'pictures'), { recursive: true });
  if (name) {
    const file = path.join(root, 'data', 'content', name);
    // English alone, as a studio writes a file by hand (its translations beside it:
    // translations.test.mjs); the lists as a studio without a catalogue spells them out
    // (the catalogue's own cases name games by slug: rootWithGames).
    const { en: parsed } = JSON.parse(readFileSync(file, 'utf8'));
    const changed = change(
      name === 'games.json' ? spellOutGames(parsed, (slug) => englishEntry(root, slug)) : parsed,
    );
    writeFileSync(
      file,
      typeof changed === 'string' || changed instanceof Uint8Array
        ? changed
        : JSON.stringify(changed),
    );
  }
  return root;
}

/**
 * The first popular game's picture set to `pictures/<file>`, the file holding `bytes`.
 * @param {string} file @param {Buffer | Uint8Array} [bytes] none: the file is not written
 */
function rootWithPicture(file, bytes) {
  const root = rootWith('games.json', (data) => {
    data.popular[0].imgUrl = `pictures/${file}`;
    return data;
  });
  if (bytes) writeFileSync(path.join(root, 'data', 'pictures', file), bytes);
  return root;
}

/**
 * @param {number} width @param {number} height
 * @param {{ background?: string, metadata?: import('sharp').WriteableMetadata }} [options]
 */
const photo = (width, height, options = {}) =>
  sharp({ create: { width, height, channels: 3, background: options.background ?? '#808080' } })
    .jpeg()
    .withMetadata(options.metadata ?? {})
    .toBuffer();

describe('content files', () => {
  it('the sample content passes, with every schema file current', async () => {
    const { content, pictures } = readContent(here);
    assert.equal(content.games.popular[0]?.imgUrl, '/art/cover-neon-vanguard.webp');
    assert.ok(pictures.size > 30);
    for (const { file, text } of await schemaTexts()) {
      assert.equal(readFileSync(file, 'utf8'), text, `${file}: run npm run content:schema`);
    }
    for (const name of ['games', 'streams', 'profile', 'details']) {
      const data = JSON.parse(readFileSync(`data/content/${name}.json`, 'utf8'));
      assert.equal(data.$schema, `./schema/${name}.schema.json`);
    }
  });

  /** Where the Latin-1 case put its byte (its change function counts it). */
  let latin1At = '';
  /** @type {[what: string, file: string, change: (data: any) => any, message: RegExp | (() => RegExp)][]} */
  const cases = [
    ['malformed JSON', 'games.json', () => '{ "popular": [', /games\.json: not valid JSON/],
    [
      'an unknown key',
      'games.json',
      (d) => ((d.popular[1].nmae = d.popular[1].name), d),
      new RegExp(
        `games\\.json: popular\\[1\\]\\.nmae is no such key: expected one of ${Object.keys(popularGame.shape).join(', ')}$`,
      ),
    ],
    [
      'an empty field',
      'streams.json',
      (d) => ((d.streams[2].streamerName = '  '), d),
      /streams\.json: streams\[2\]\.streamerName is "": expected a non-empty text$/,
    ],
    [
      'a missing field',
      'profile.json',
      (d) => (delete d.tips[0].explain, d),
      /profile\.json: tips\[0\]\.explain is missing: expected string$/,
    ],
    [
      'an empty list',
      'games.json',
      (d) => ((d.featured = []), d),
      /games\.json: featured is \[\]: expected at least one entry$/,
    ],
    [
      'a generated picture that does not exist',
      'games.json',
      (d) => ((d.popular[0].imgUrl = 'cover-nothing'), d),
      /games\.json: popular\[0\]\.imgUrl: "cover-nothing" is no generated picture/,
    ],
    [
      'a picture outside data/pictures/',
      'games.json',
      (d) => ((d.popular[0].imgUrl = 'pictures/../../package.json'), d),
      /games\.json: popular\[0\]\.imgUrl is "pictures\/\.\.\/\.\.\/package\.json": expected a file right inside data\/pictures\/, no folder/,
    ],
    [
      'a 25th entry in a list',
      'games.json',
      (d) => {
        d.popular = Array.from({ length: 25 }, (_, i) => ({ name: `Game ${i}`, type: 'Action' }));
        return d;
      },
      /games\.json: popular .*expected at most 24 entries: the layouts are checked up to 24$/,
    ],
    [
      'a date in the wrong form',
      'games.json',
      (d) => ((d.library[0].dataAdded = '2036-03-14'), d),
      /games\.json: library\[0\]\.dataAdded is "2036-03-14": expected a date as dd\/mm\/yyyy$/,
    ],
    [
      'a date the calendar has not',
      'games.json',
      (d) => ((d.library[0].dataAdded = '31/02/2036'), d),
      /games\.json: library\[0\]\.dataAdded is "31\/02\/2036": expected a day the calendar has$/,
    ],
    [
      'the 29th of February out of a leap year',
      'games.json',
      (d) => ((d.library[0].dataAdded = '29/02/2035'), d),
      /games\.json: library\[0\]\.dataAdded is "29\/02\/2035": expected a day the calendar has$/,
    ],
    [
      'a long list quoted in part, twenty names of 250,000 characters each',
      'games.json',
      (d) => {
        d.popular = Array.from({ length: 25 }, () => ({
          name: 'N'.repeat(250_000),
          type: 'Action',
        }));
        return d;
      },
      /games\.json: popular is \[\{"name":"N{70}…: expected at most 24 entries: the layouts are checked up to 24$/,
    ],
    [
      'a typed key holding a newline and a bidirectional override, shown escaped',
      'games.json',
      (d) => ((d.popular[1]['na\u202eme\n'] = 'x'), d),
      /games\.json: popular\[1\]\.na\\u202eme\\u000a is no such key: expected one of game, name,/,
    ],
    [
      "a value holding a terminal's escape sequence, shown escaped",
      'games.json',
      (d) => ((d.library[0].dataAdded = '\u001b[2J14/03/2036'), d),
      /games\.json: library\[0\]\.dataAdded holds the control character \\u001b: expected text$/,
    ],
    [
      'a NUL in a text',
      'games.json',
      (d) => ((d.popular[2].name = 'Neon\u0000Vanguard'), d),
      /games\.json: popular\[2\]\.name holds the control character \\u0000: expected text$/,
    ],
    [
      'a key written twice in one object (JSON.parse would keep the last)',
      'games.json',
      (d) => JSON.stringify(d, null, 2).replace('"type":', '"type": "Puzzle",\n      "type":'),
      /games\.json: popular\[0\]\.type is written twice in one object \(the second at line 6, column 7\): expected each key once$/,
    ],
    [
      'a file saved as Latin-1, naming the byte',
      'games.json',
      (d) => {
        d.popular[1].name = 'Caf~ Racer';
        // Every other character as an ASCII escape, so the é is the file's one Latin-1 byte.
        const ascii = JSON.stringify(d, null, 2)
          .replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
          .replace('Caf~', 'Caf\u00e9');
        // Where the byte is, counted here rather than pinned: the sample may change above it.
        const before = ascii.slice(0, ascii.indexOf('\u00e9')).split('\n');
        latin1At = `line ${before.length}, column ${(before.at(-1) ?? '').length + 1}`;
        return Buffer.from(ascii, 'latin1');
      },
      () =>
        new RegExp(
          `games\\.json: byte 0xE9 at ${latin1At} is not UTF-8: expected the file saved as UTF-8$`,
        ),
    ],
    [
      'a picture name with a folder in it',
      'games.json',
      (d) => ((d.popular[0].imgUrl = 'pictures/covers/a.jpg'), d),
      /games\.json: popular\[0\]\.imgUrl is "pictures\/covers\/a\.jpg": expected a file right inside data\/pictures\/, no folder in its name$/,
    ],
    [
      'a picture that is no JPEG, PNG, WebP or AVIF by its name',
      'games.json',
      (d) => ((d.popular[0].imgUrl = 'pictures/cover.gif'), d),
      /games\.json: popular\[0\]\.imgUrl is "pictures\/cover\.gif": expected a JPEG, PNG, WebP or AVIF file: a name ending/,
    ],
  ];
  for (const [what, file, change, message] of cases) {
    it(`stops on ${what}, in one line`, () => {
      const line = stopsInOneLine(
        rootWith(file, change),
        typeof message === 'function' ? message() : message,
      );
      assert.match(line, /^build: data\/content\//);
      assert.doesNotMatch(
        line,
        /[\u001b\u202e]/,
        'no control or bidi character reaches the terminal',
      );
    });
  }

  it('stops npm run build at its first step and leaves no out/, not even an earlier one', () => {
    const root = rootWith('games.json', (d) => ((d.popular[0].nmae = 'typo'), d));
    for (const dir of ['scripts', 'lib', 'package.json', '.nvmrc'])
      cpSync(path.join(here, dir), path.join(root, dir), { recursive: true });
    symlinkSync(path.join(here, 'node_modules'), path.join(root, 'node_modules'));
    mkdirSync(path.join(root, 'out'));
    writeFileSync(path.join(root, 'out', 'index.html'), 'an earlier build');
    const run = spawnSync(process.execPath, ['scripts/build.mjs'], {
      cwd: root,
      encoding: 'utf8',
      // A site of its own, so a store link pointing at it can be told from the stores'.
      env: { ...process.env, BASE_PATH: '', HYDRATION: '', SITE_URL: 'https://portal.example' },
    });
    assert.equal(run.status, 1);
    const [first, ...rest] = run.stderr.trim().split('\n');
    assert.match(
      first ?? '',
      /^build: data\/content\/games\.json: popular\[0\]\.nmae is no such key/,
    );
    assert.deepEqual(rest, ['build: stopped (exit 1); out/ removed']);
    assert.equal(existsSync(path.join(root, 'out')), false);
  });

  it('reads a file saved with a byte-order mark, as Windows editors write it', () => {
    const root = rootWith('games.json', (d) => {
      d.popular[0].name = 'Neon Vanguard \ufffd';
      return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify(d))]);
    });
    // A U+FFFD the file holds (EF BF BD) is text, not a byte that failed to decode.
    assert.equal(readContent(root).content.games.popular[0]?.name, 'Neon Vanguard \ufffd');
    assert.equal(firstStep(root).status, 0);
  });

  it('draws a cover for a game with only a name and a type, lettered with its name', () => {
    const root = rootWith('games.json', (d) => {
      d.popular.push({ name: 'Saltmarsh Relay', type: 'Racing' });
      return d;
    });
    const { content, pictures } = readContent(root);
    const slug = /\/art\/(.+)\.webp$/.exec(content.games.popular.at(-1)?.imgUrl ?? '')?.[1];
    const picture = pictures.get(slug ?? '');
    assert.ok(picture?.source === 'drawn', 'a drawn picture');
    assert.equal(picture.entry.title, 'Saltmarsh Relay');
    assert.equal(picture.aspect, 'cover');
  });
});

describe('pictures a studio drops in', () => {
  it('takes pictures named as people name files, published under a safe name', async () => {
    for (const [file, slug] of [
      ['Key Art Final (2).jpg', /^\/art\/photo-cover-key-art-final-2-[0-9a-f]{8}\.webp$/],
      ['Cover ü.png', /^\/art\/photo-cover-cover-u-[0-9a-f]{8}\.webp$/],
    ]) {
      const root = rootWithPicture(String(file), await photo(900, 1200));
      await checkContent(root);
      assert.match(
        readContent(root).content.games.popular[0]?.imgUrl ?? '',
        /** @type {RegExp} */ (slug),
      );
    }
  });

  it('refuses a missing file', async () => {
    await assert.rejects(
      checkContent(rootWithPicture('gone.jpg')),
      /^DataFileError: data\/content\/games\.json: popular\[0\]\.imgUrl "pictures\/gone\.jpg": no such file in data\/pictures\/$/,
    );
  });

  it('refuses a truncated picture', async () => {
    const whole = await photo(800, 600, { background: '#123456' });
    await assert.rejects(
      checkContent(rootWithPicture('cut.jpg', whole.subarray(0, whole.length / 2))),
      /popular\[0\]\.imgUrl "pictures\/cut\.jpg": cannot be (read|decoded)/,
    );
  });

  it('refuses bytes that are no picture, whatever the name', async () => {
    await assert.rejects(
      checkContent(rootWithPicture('notes.png', Buffer.from('just text'))),
      /"pictures\/notes\.png": not a picture: expected a JPEG, PNG, WebP or AVIF file$/,
    );
  });

  it('refuses an SVG and a GIF, even named .png', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    await assert.rejects(
      checkContent(rootWithPicture('art.png', svg)),
      /"pictures\/art\.png": SVG is refused \(an SVG can carry script\)/,
    );
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    await assert.rejects(checkContent(rootWithPicture('anim.png', gif)), /GIF is refused/);
  });

  it('refuses a 30000×30000 PNG from its header', async () => {
    // A valid PNG header and one tiny compressed row: decoding it would need 3.6 GB.
    const chunk = (/** @type {string} */ type, /** @type {Buffer} */ data) => {
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const body = Buffer.concat([Buffer.from(type), data]);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(body));
      return Buffer.concat([length, body, crc]);
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(30000, 0);
    ihdr.writeUInt32BE(30000, 4);
    ihdr.set([8, 2, 0, 0, 0], 8);
    const png = Buffer.concat([
      Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(Buffer.alloc(1000))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    await assert.rejects(
      checkContent(rootWithPicture('huge.png', png)),
      /"pictures\/huge\.png": 30000×30000 px: expected at most 50 megapixels$/,
    );
  });

  it('refuses a file over the byte limit before reading it', async () => {
    const big = Buffer.alloc(26 * 1024 * 1024);
    big.set([0xff, 0xd8, 0xff]);
    await assert.rejects(
      checkContent(rootWithPicture('big.jpg', big)),
      /"pictures\/big\.jpg": 26\.0 MB: expected at most 25 MB$/,
    );
  });

  it('refuses a link, even to a picture', async () => {
    const root = rootWithPicture('link.jpg');
    const target = path.join(root, 'elsewhere.jpg');
    writeFileSync(target, await photo(900, 1200));
    symlinkSync(target, path.join(root, 'data', 'pictures', 'link.jpg'));
    await assert.rejects(checkContent(root), /"pictures\/link\.jpg": a link/);
  });

  it('warns, naming the width it needs, when a picture is smaller than its slot', async () => {
    const { warnings } = await checkContent(rootWithPicture('small.jpg', await photo(400, 300)));
    // The spelt-out lists' types, untranslated, are translations.test.mjs's warnings.
    assert.deepEqual(
      warnings.filter((line) => !line.startsWith('data/content/games.json: no ')),
      [
        'data/content/games.json: popular[0].imgUrl "pictures/small.jpg": 225 px wide once cropped to its slot: it needs 828 px for sharp screens, so it is scaled up',
      ],
    );
  });

  it('turns a sideways phone photo upright, crops it to 3:4 and keeps no metadata', async () => {
    // Stored 2400×1800 with EXIF orientation 6: shown upright it is 1800×2400.
    const sideways = await sharp({
      create: { width: 2400, height: 1800, channels: 3, background: '#202020' },
    })
      .composite([
        {
          input: { create: { width: 200, height: 1800, channels: 3, background: '#ff0000' } },
          left: 0,
          top: 0,
        },
      ])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'PhoneCo', Copyright: 'Owner' } })
      .toBuffer();
    const raster = await photoRaster(sideways, 'cover', { x: 0.5, y: 0.5 }, 600);
    assert.equal(raster.info.width, 600);
    assert.equal(raster.info.height, 800);
    // The red band, on the stored image's left edge, is along the top once upright.
    const at = (/** @type {number} */ x, /** @type {number} */ y) =>
      raster.data[(y * 600 + x) * raster.info.channels] ?? NaN;
    assert.ok(at(300, 5) > 200, 'red across the top');
    assert.ok(at(300, 790) < 80, 'dark at the bottom');
    const webp = await sharp(raster.data, { raw: raster.info }).webp().toBuffer();
    const meta = await sharp(webp).metadata();
    assert.equal(meta.exif, undefined);
    assert.equal(meta.icc, undefined);
  });

  it('keeps a Display P3 photo looking the same in sRGB', async () => {
    const p3 = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#c86432' },
    })
      .withIccProfile('p3')
      .jpeg({ quality: 100 })
      .toBuffer();
    const raw = await sharp(p3).raw().toBuffer();
    assert.notDeepEqual([...raw.subarray(0, 3)], [200, 100, 50], 'stored as P3 values');
    const raster = await photoRaster(p3, 'square', { x: 0.5, y: 0.5 }, 32);
    const [r = NaN, g = NaN, b = NaN] = raster.data;
    for (const [got, want] of /** @type {const} */ ([
      [r, 200],
      [g, 100],
      [b, 50],
    ])) {
      assert.ok(Math.abs(got - want) <= 4, `${[r, g, b]} ≈ 200,100,50`);
    }
  });

  it('crops around the focal point, inside the picture', () => {
    const upright = { width: 4000, height: 3000 };
    assert.deepEqual(cropBox(upright, 'cover', { x: 0.5, y: 0.5 }), {
      left: 875,
      top: 0,
      width: 2250,
      height: 3000,
    });
    assert.equal(cropBox(upright, 'cover', { x: 0, y: 0.5 }).left, 0);
    assert.equal(cropBox(upright, 'cover', { x: 1, y: 0.5 }).left, 1750);
  });
});

/**
 * CRC-32 as PNG chunks use it.
 * @param {Buffer} buffer
 */
function crc32(buffer) {
  let crc = ~0;
  for (const byte of buffer) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/**
 * A project root with today's data and its catalogue, `change` run on the root (its
 * catalogue at data/content/games/).
 * @param {(games: string) => void} change
 */
function rootWithGames(change) {
  const root = rootWith('');
  change(path.join(root, 'data', 'content', 'games'));
  return root;
}

/** @param {string} file @param {(data: any) => any} change */
const editJson = (file, change) =>
  writeFileSync(file, JSON.stringify(change(JSON.parse(readFileSync(file, 'utf8')))));

/**
 * One language's block of a game's index.json, changed.
 * @param {string} games @param {string} slug @param {string} code @param {(block: any) => any} change
 */
const editGame = (games, slug, code, change) =>
  editJson(path.join(games, slug, 'index.json'), (d) => ({ ...d, [code]: change(d[code]) }));

describe('the game catalogue (data/content/games/<slug>/)', () => {
  it('reads each game with its translations, and lists that name games take them', () => {
    const { content, byLanguage } = readContent(here);
    const slugs = content.catalogue.map((game) => game.slug);
    assert.equal(slugs.length, 12);
    assert.deepEqual(slugs, [...slugs].sort());
    const vanguard = content.catalogue.find((g) => g.slug === 'neon-vanguard');
    assert.ok(vanguard);
    assert.equal(vanguard.name, 'Neon Vanguard');
    assert.equal(vanguard.page, 'own');
    assert.equal(vanguard.cover, '/art/cover-neon-vanguard.webp');
    const german = byLanguage.de.catalogue.find((g) => g.slug === 'neon-vanguard');
    assert.ok(german);
    assert.ok(german.description.startsWith('Ein Dach-Brawler'));
    assert.equal(german.name, 'Neon Vanguard');
    assert.equal(content.catalogue.find((g) => g.slug === 'terraloom')?.page, 'details');
    // The card takes the game's name, type and cover.
    const { game, name, type, imgUrl } = content.games.popular[0] ?? {};
    assert.deepEqual(
      { game, name, type, imgUrl },
      {
        game: 'neon-vanguard',
        name: 'Neon Vanguard',
        type: 'Action',
        imgUrl: '/art/cover-neon-vanguard.webp',
      },
    );
    for (const slug of slugs) {
      const data = JSON.parse(readFileSync(`data/content/games/${slug}/index.json`, 'utf8'));
      assert.equal(data.$schema, '../../schema/game.schema.json');
    }
  });

  /** @type {[string, (games: string) => void, RegExp][]} */
  const cases = [
    [
      'a folder name that is no slug',
      (games) =>
        cpSync(path.join(games, 'neon-vanguard'), path.join(games, 'Neon Vanguard'), {
          recursive: true,
        }),
      /^build: data\/content\/games\/Neon Vanguard\/: the folder's name is the game's address: expected lower-case letters, digits and single hyphens, like neon-vanguard$/,
    ],
    [
      'a slug that differs only in case (one folder per slug, the file system keeps them apart)',
      (games) =>
        cpSync(path.join(games, 'neon-vanguard'), path.join(games, 'Neon-Vanguard'), {
          recursive: true,
        }),
      /^build: data\/content\/games\/Neon-Vanguard\/: the folder's name is the game's address/,
    ],
    [
      'a list entry naming a slug with no catalogue game',
      (games) =>
        editJson(
          path.join(games, '..', 'games.json'),
          (d) => ((d.en.featured[1].game = 'lantern-depths'), d),
        ),
      /^build: data\/content\/games\.json: en\.featured\[1\]\.game is "lantern-depths": no game data\/content\/games\/lantern-depths\/: expected one of circuit-saints-remastered, ember-tundra, glasswing-run, hollow-comet, lantern-deep, neon-vanguard, orbital-bloom, pulse-arena and 4 more$/,
    ],
    [
      'a related game with no catalogue entry',
      (games) => editGame(games, 'velvet-static', 'en', (d) => ((d.related = ['nope']), d)),
      /^build: data\/content\/games\/velvet-static\/index\.json: en\.related\[0\] is "nope": no game data\/content\/games\/nope\//,
    ],
    [
      'a game that relates to itself',
      (games) =>
        editGame(games, 'velvet-static', 'en', (d) => ((d.related = ['velvet-static']), d)),
      /^build: data\/content\/games\/velvet-static\/index\.json: en\.related\[0\] is "velvet-static": a game does not relate to itself$/,
    ],
    [
      'a picture the catalogue names that is missing',
      (games) =>
        editGame(games, 'lantern-deep', 'en', (d) => ((d.cover = 'pictures/lantern.jpg'), d)),
      /^build: data\/content\/games\/lantern-deep\/index\.json: en\.cover "pictures\/lantern\.jpg": no such file in data\/pictures\/$/,
    ],
    [
      'a translated name (names are never translated)',
      (games) => editGame(games, 'velvet-static', 'de', (d) => ((d.name = 'Samtrauschen'), d)),
      // The keys a translation takes are the fields the schema marks translated.
      new RegExp(
        `^build: data/content/games/velvet-static/index\\.json: de\\.name is no such key: expected one of ${translatedKeys.join(', ')}$`,
      ),
    ],
    [
      'a description with what the page does not show',
      (games) =>
        editGame(
          games,
          'velvet-static',
          'en',
          (d) => ((d.description = 'Tune in.\n\n<script>alert(1)</script>'), d),
        ),
      /^build: data\/content\/games\/velvet-static\/index\.json: en\.description: HTML on line 3 is not shown: expected paragraphs/,
    ],
    [
      'more translated screenshots than screenshots',
      (games) =>
        editGame(games, 'skyforge-relay', 'ja', (d) => {
          d.screenshots.push({ alt: '余分' });
          return d;
        }),
      /^build: data\/content\/games\/skyforge-relay\/index\.json: ja\.screenshots has 2 entries: expected one per screenshot in en, 1$/,
    ],
    [
      'a file the catalogue has no place for (a language is a block in index.json)',
      (games) => writeFileSync(path.join(games, 'terraloom', 'index.fr.json'), '{}'),
      /^build: data\/content\/games\/terraloom\/index\.fr\.json: no such catalogue file: expected index\.json alone, every language in it$/,
    ],
    [
      'a block for a language the site has not',
      (games) => editGame(games, 'terraloom', 'fr', () => ({ type: 'Bac à sable' })),
      /^build: data\/content\/games\/terraloom\/index\.json: fr is no language: a file by language holds en, de, ja, ar/,
    ],
    [
      'translations without the English entry',
      (games) => editGame(games, 'terraloom', 'en', () => undefined),
      /^build: data\/content\/games\/terraloom\/index\.json: en is missing: expected the English content beside its translations$/,
    ],
    [
      'a platform the fixed list has not',
      (games) =>
        editGame(
          games,
          'circuit-saints-remastered',
          'en',
          (d) => ((d.platforms[1].platform = 'ps9'), d),
        ),
      /^build: data\/content\/games\/circuit-saints-remastered\/index\.json: en\.platforms\[1\]\.platform is "ps9": expected one of windows, macos, linux, ps5, ps4, xbox-series, xbox-one, switch, ios, android, web$/,
    ],
    [
      'a store the fixed list has not',
      (games) =>
        editGame(
          games,
          'circuit-saints-remastered',
          'en',
          (d) => ((d.stores[0].store = 'gamestop'), d),
        ),
      /^build: data\/content\/games\/circuit-saints-remastered\/index\.json: en\.stores\[0\]\.store is "gamestop": expected one of steam, playstation, xbox, nintendo, app-store, google-play, itch, epic, studio$/,
    ],
    [
      "a rating outside its board's values",
      (games) =>
        editGame(games, 'circuit-saints-remastered', 'en', (d) => ((d.ratings.PEGI = '17'), d)),
      /^build: data\/content\/games\/circuit-saints-remastered\/index\.json: en\.ratings\.PEGI is "17": expected one of 3, 7, 12, 16, 18$/,
    ],
    [
      'a rating board the list has not',
      (games) =>
        editGame(games, 'circuit-saints-remastered', 'en', (d) => ((d.ratings.BBFC = '15'), d)),
      /^build: data\/content\/games\/circuit-saints-remastered\/index\.json: en\.ratings\.BBFC is no such key: expected one of ESRB, PEGI, USK, CERO, ACB, ClassInd, GRAC, IARC$/,
    ],
    [
      'a store link on http:',
      (games) =>
        editGame(
          games,
          'circuit-saints-remastered',
          'en',
          (d) => ((d.stores[0].url = 'http://steam.example/app/circuit-saints'), d),
        ),
      /^build: data\/content\/games\/circuit-saints-remastered\/index\.json: en\.stores\[0\]\.url is "http:\/\/steam\.example\/app\/circuit-saints": expected an https: link to the game in the store$/,
    ],
    [
      'a store link that points at this site',
      (games) =>
        editGame(
          games,
          'circuit-saints-remastered',
          'en',
          (d) => ((d.stores[3].url = 'https://portal.example/games/circuit-saints/'), d),
        ),
      /^build: data\/content\/games\/circuit-saints-remastered\/index\.json: en\.stores\[3\]\.url is "https:\/\/portal\.example\/games\/circuit-saints\/": expected a link to the store, not to this site$/,
    ],
    [
      'the same store twice',
      (games) =>
        editGame(
          games,
          'circuit-saints-remastered',
          'en',
          (d) => ((d.stores[2].store = 'steam'), d),
        ),
      /^build: data\/content\/games\/circuit-saints-remastered\/index\.json: en\.stores\[2\]\.store is "steam": expected a store not listed before for its region: each store once per region$/,
    ],
    [
      'a store link for a region outside the fixed list',
      (games) =>
        editGame(
          games,
          'circuit-saints-remastered',
          'en',
          (d) => ((d.stores[0].region = 'antarctica'), d),
        ),
      /^build: data\/content\/games\/circuit-saints-remastered\/index\.json: en\.stores\[0\]\.region is "antarctica": expected one of north-america, europe, united-kingdom, japan, asia, oceania, latin-america, middle-east$/,
    ],
    [
      'a price on a link delisted in its region',
      (games) =>
        editGame(
          games,
          'circuit-saints-remastered',
          'en',
          (d) => (Object.assign(d.stores[0], { region: 'europe', delisted: true }), d),
        ),
      /^build: data\/content\/games\/circuit-saints-remastered\/index\.json: en\.stores\[0\]\.price is \{.*\}: expected no price on a delisted link: a price is never shown where the game is not sold$/,
    ],
    [
      'a release date the calendar has not',
      (games) =>
        editGame(
          games,
          'circuit-saints-remastered',
          'en',
          (d) => ((d.platforms[0].release = '31/02/2036'), d),
        ),
      /^build: data\/content\/games\/circuit-saints-remastered\/index\.json: en\.platforms\[0\]\.release is "31\/02\/2036": expected a day the calendar has$/,
    ],
    [
      'a release that is neither a day nor a window',
      (games) =>
        editGame(
          games,
          'circuit-saints-remastered',
          'en',
          (d) => ((d.platforms[0].release = 'Q5 2036'), d),
        ),
      /^build: data\/content\/games\/circuit-saints-remastered\/index\.json: en\.platforms\[0\]\.release is "Q5 2036": expected a day as dd\/mm\/yyyy, or a window: "2027", "Q3 2027", "Spring 2027", "March 2027" or "TBA"$/,
    ],
    [
      'a language tag no language has',
      (games) =>
        editGame(games, 'skyforge-relay', 'en', (d) => ((d.languages[1].language = 'xx'), d)),
      /^build: data\/content\/games\/skyforge-relay\/index\.json: en\.languages\[1\]\.language is "xx": expected a BCP 47 language tag, like en, de, ja, ar, pt-BR or zh-Hans$/,
    ],
    [
      'a language tag not written as BCP 47 writes it',
      (games) =>
        editGame(games, 'skyforge-relay', 'en', (d) => ((d.languages[4].language = 'pt-br'), d)),
      /^build: data\/content\/games\/skyforge-relay\/index\.json: en\.languages\[4\]\.language is "pt-br": expected a BCP 47 language tag/,
    ],
    [
      'a language listed for nothing',
      (games) =>
        editGame(games, 'skyforge-relay', 'en', (d) => ((d.languages[0] = { language: 'en' }), d)),
      /^build: data\/content\/games\/skyforge-relay\/index\.json: en\.languages\[0\] is \{.*\}: expected at least one of interface, audio and subtitles set to true$/,
    ],
    [
      'the same language twice',
      (games) =>
        editGame(games, 'skyforge-relay', 'en', (d) => ((d.languages[2].language = 'de'), d)),
      /^build: data\/content\/games\/skyforge-relay\/index\.json: en\.languages\[2\]\.language is "de": expected a language not listed before: each language once$/,
    ],
    [
      'an accessibility tag the initiative has not',
      (games) =>
        editGame(games, 'ember-tundra', 'en', (d) => ((d.accessibility.tags[0] = 'large-txt'), d)),
      /^build: data\/content\/games\/ember-tundra\/index\.json: en\.accessibility\.tags\[0\] is "large-txt": expected an Accessible Games Initiative tag: the nearest is "large-text"$/,
    ],
    [
      "a platform's own accessibility tags for a platform the game is not on",
      (games) =>
        editGame(
          games,
          'hollow-comet',
          'en',
          (d) => ((d.accessibility.platforms[0].platform = 'ps5'), d),
        ),
      /^build: data\/content\/games\/hollow-comet\/index\.json: en\.accessibility\.platforms\[0\]\.platform is "ps5": expected one of the game's platforms: windows, switch, ios, android$/,
    ],
    [
      'a game at the address of the games by accessibility feature',
      (games) => renameSync(path.join(games, 'terraloom'), path.join(games, 'accessibility')),
      /^build: data\/content\/games\/accessibility\/: \/games\/accessibility\/ lists the games by accessibility feature: expected another slug for the game$/,
    ],
    [
      'system requirements on a platform that is not a computer',
      (games) =>
        editGame(
          games,
          'skyforge-relay',
          'en',
          (d) => ((d.platforms[1].requirements = d.platforms[0].requirements), d),
        ),
      /^build: data\/content\/games\/skyforge-relay\/index\.json: en\.platforms\[1\]\.platform is "xbox-series": expected windows, macos, linux for system requirements: a console's are the console$/,
    ],
    [
      "a descriptor not on the board's own list",
      (games) =>
        editGame(
          games,
          'neon-vanguard',
          'en',
          (d) => ((d.ratingReasons.PEGI.interactive = ['users-interact']), d),
        ),
      /^build: data\/content\/games\/neon-vanguard\/index\.json: en\.ratingReasons\.PEGI\.interactive\[0\] is "users-interact": expected one of in-game-purchases, paid-random-items$/,
    ],
    [
      'reasons for a board that does not rate the game',
      (games) =>
        editGame(
          games,
          'hollow-comet',
          'en',
          (d) => ((d.ratingReasons.USK = { descriptors: ['fear'] }), delete d.ratings.USK, d),
        ),
      /^build: data\/content\/games\/hollow-comet\/index\.json: en\.ratingReasons\.USK is given: expected a USK rating in ratings beside it$/,
    ],
    [
      'a trailer with a described version and a describing soundtrack both',
      (games) =>
        editGame(
          games,
          'neon-vanguard',
          'en',
          (d) => ((d.videos[0].soundtrackDescribes = true), d),
        ),
      /^build: data\/content\/games\/neon-vanguard\/index\.json: en\.videos\[0\]\.soundtrackDescribes is true: expected a described version or soundtrackDescribes, not both$/,
    ],
    [
      'a game without its English entry',
      (games) => rmSync(path.join(games, 'terraloom', 'index.json')),
      /^build: data\/content\/games\/terraloom\/: no index\.json: expected the game's entry$/,
    ],
  ];
  for (const [what, change, message] of cases) {
    it(`stops on ${what}, in one line`, () => {
      stopsInOneLine(rootWithGames(change), message);
    });
  }

  it('warns of a computer platform out with no system requirements, naming the file', async () => {
    const root = rootWithGames((games) =>
      editGame(games, 'skyforge-relay', 'en', (d) => {
        delete d.platforms[0].requirements;
        return d;
      }),
    );
    const { warnings } = await checkContent(root);
    assert.deepEqual(
      warnings.filter((line) => line.includes('requirements')),
      [
        'data/content/games/skyforge-relay/index.json: en.platforms[0] (windows) is out with no requirements: its page shows no system requirements',
      ],
    );
  });

  it('warns of paid random items beside a PEGI rating under 16', async () => {
    const root = rootWithGames((games) =>
      editGame(games, 'neon-vanguard', 'en', (d) => {
        d.ratingReasons.PEGI.interactive = ['paid-random-items'];
        return d;
      }),
    );
    const { warnings } = await checkContent(root);
    assert.deepEqual(
      warnings.filter((line) => line.includes('PEGI')),
      [
        'data/content/games/neon-vanguard/index.json: en.ratings.PEGI is "12" beside paid random items: PEGI rates those 16 by default since June 2026 (the board decides)',
      ],
    );
  });

  it('shows English for a language without its block, and names it in one warning', async () => {
    const root = rootWithGames((games) => editGame(games, 'hollow-comet', 'ar', () => undefined));
    const { warnings } = await checkContent(root);
    assert.deepEqual(
      warnings.filter((line) => line.includes('games/')),
      ['data/content/games/hollow-comet/index.json: no ar: the ar pages show the game in English'],
    );
  });
});

describe('the files the editor edits (editedFiles)', () => {
  it('are every list and every game’s file, each one on disk', () => {
    const files = editedFiles('.');
    const games = readdirSync(GAMES_DIR).filter((slug) =>
      existsSync(path.join(GAMES_DIR, slug, GAME_FILE)),
    );
    assert.equal(files.length, Object.keys(contentFiles).length + games.length);
    for (const name of Object.keys(contentFiles)) assert.ok(files.includes(`data/content/${name}`));
    for (const slug of games) assert.ok(files.includes(`${GAMES_DIR}/${slug}/${GAME_FILE}`));
    for (const file of files) assert.ok(existsSync(file), `${file} is missing`);
  });
});
