// A game's videos at the build's first step: a bad one stops it with one line naming the
// file and what is wrong (a video file without English captions, over the host's limit,
// with its index at the end, not what its name says), and the host's limit is the brand's.
import assert from 'node:assert/strict';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { mp4Boxes } from '../../scripts/content.mjs';
import { scratchDir } from '../scratch.mjs';
import { firstStep, stopsInOneLine } from './first-step.mjs';

const here = process.cwd();
const GAME = 'data/content/games/ember-tundra/index.json';
const SAMPLE = 'data/videos/ember-tundra-teaser.mp4';

/**
 * A project root with today's data, `change` applied to the ember-tundra game's first video
 * (parsed) and `files` written under data/.
 * @param {(video: any) => void} change @param {Record<string, Buffer | string>} [files]
 * @param {(brand: any) => void} [brand]
 */
function rootWith(change, files = {}, brand = () => {}) {
  const root = scratchDir('videos-');
  cpSync(path.join(here, 'data'), path.join(root, 'data'), { recursive: true });
  const game = JSON.parse(readFileSync(GAME, 'utf8'));
  change(game.en.videos[0]);
  writeFileSync(path.join(root, GAME), JSON.stringify(game));
  const brandFile = JSON.parse(readFileSync('data/brand.json', 'utf8'));
  brand(brandFile);
  writeFileSync(path.join(root, 'data/brand.json'), JSON.stringify(brandFile));
  for (const [file, bytes] of Object.entries(files)) writeFileSync(path.join(root, file), bytes);
  return root;
}

/** The first step's exit status and the lines it printed, run in `root`. @param {string} root */
function firstStepLines(root) {
  const { status, stderr } = firstStep(root);
  return { status, lines: stderr.split('\n') };
}

/** The sample MP4 with its index moved after the video, as an encoder without +faststart writes it. */
function indexLast() {
  const bytes = readFileSync(SAMPLE);
  const boxes = [];
  for (let at = 0; at < bytes.length;) {
    const size = bytes.readUInt32BE(at);
    boxes.push({
      type: bytes.toString('latin1', at + 4, at + 8),
      bytes: bytes.subarray(at, at + size),
    });
    at += size;
  }
  const moov = boxes.filter((box) => box.type === 'moov');
  return Buffer.concat(
    [...boxes.filter((box) => box.type !== 'moov'), ...moov].map((box) => box.bytes),
  );
}

describe("a game's videos at the build's first step", () => {
  it('takes the sample: a hosted trailer and a file of ours with captions in four languages', () => {
    const { status, lines } = firstStepLines(rootWith(() => {}));
    assert.equal(status, 0, lines.join('\n'));
  });

  /** @type {[what: string, change: (video: any) => void, files: Record<string, Buffer | string>, message: RegExp][]} */
  const cases = [
    [
      'a video file without captions',
      (video) => delete video.captions,
      {},
      /ember-tundra\/index\.json: en\.videos\[0\]\.captions\.en .*captions in English for a video file/,
    ],
    [
      'captions in another language but not English',
      (video) => delete video.captions.en,
      {},
      /en\.videos\[0\]\.captions\.en/,
    ],
    [
      'a hosted id and a file at once',
      (video) => (video.youtube = 'aB3dE5gH7jK'),
      {},
      /en\.videos\[0\]\.(youtube|file).*exactly one of youtube, vimeo or file/,
    ],
    [
      'a video file that is not there',
      (video) => (video.file = 'videos/gone.mp4'),
      {},
      /en\.videos\[0\] "videos\/gone\.mp4": no such file in data\/videos\//,
    ],
    [
      'an MP4 with its index at the end',
      (video) => (video.file = 'videos/slow-start.mp4'),
      { 'data/videos/slow-start.mp4': indexLast() },
      /"videos\/slow-start\.mp4": its index \(moov\) comes after the video: re-encode with ffmpeg -movflags \+faststart$/,
    ],
    [
      'a file named .mp4 that is no video',
      (video) => (video.file = 'videos/notes.mp4'),
      { 'data/videos/notes.mp4': 'just some text, long enough to be read as boxes' },
      /"videos\/notes\.mp4": not an MP4 file$/,
    ],
    [
      'captions that are not WebVTT',
      (video) => (video.captions.de = 'videos/subs.de.vtt'),
      { 'data/videos/subs.de.vtt': '1\n00:00:01,000 --> 00:00:02,000\nan SRT file\n' },
      /"videos\/subs\.de\.vtt": not WebVTT: expected a file starting with WEBVTT$/,
    ],
  ];
  for (const [what, change, files, message] of cases) {
    it(`stops on ${what}, in one line`, () => {
      const line = stopsInOneLine(rootWith(change, files), message);
      assert.match(line, /^build: data\/content\/games\/ember-tundra\/index\.json: /);
    });
  }

  it("holds every video file to the host's limit per file, which the brand file may raise", () => {
    // 26 MiB: over Cloudflare Pages' 25, the default.
    const big = Buffer.alloc(26 * 1048576);
    readFileSync(SAMPLE).copy(big);
    const files = { 'data/videos/long-cut.mp4': big };
    const use = (/** @type {any} */ video) => (video.file = 'videos/long-cut.mp4');
    const refused = firstStepLines(rootWith(use, files));
    assert.equal(refused.status, 1);
    assert.deepEqual(refused.lines, [
      'build: data/content/games/ember-tundra/index.json: en.videos[0] "videos/long-cut.mp4": 26.0 MiB: the host takes at most 25 MiB per file (data/brand.json maxFileMiB)',
    ]);
    const raised = firstStepLines(rootWith(use, files, (brand) => (brand.maxFileMiB = 100)));
    assert.equal(raised.status, 0, raised.lines.join('\n'));
    const wrong = firstStepLines(
      rootWith(
        () => {},
        {},
        (brand) => (brand.maxFileMiB = '25 MB'),
      ),
    );
    assert.equal(wrong.status, 1);
    assert.match(wrong.lines[0] ?? '', /maxFileMiB/);
  });

  it('reads the boxes of an MP4 up to its media data', () => {
    assert.deepEqual(mp4Boxes(readFileSync(SAMPLE)).slice(0, 3), ['ftyp', 'moov', 'free']);
    assert.deepEqual(mp4Boxes(indexLast()).slice(0, 2), ['ftyp', 'free']);
  });
});

describe("the editor's video fields", () => {
  it('edits each video in the game: titles per language, files uploaded to data/videos/', async () => {
    const { cmsConfig } = await import('../../scripts/cms/config.mjs');
    /** @type {any} */
    const games = cmsConfig().collections.find((collection) => collection.name === 'games');
    /** @type {any[]} */
    const fields = games.fields.find(
      (/** @type {{ name: string }} */ f) => f.name === 'videos',
    ).fields;
    const field = (/** @type {string} */ name) => fields.find((f) => f.name === name);
    assert.equal(field('title').i18n, true);
    assert.equal(field('description').i18n, true);
    // A sentence, not Markdown: only the game's own description is.
    assert.equal(field('description').widget, 'string');
    for (const name of ['file', 'webm']) {
      assert.equal(field(name).widget, 'file', name);
      assert.equal(field(name).media_folder, '/videos', name);
    }
    const mp4 = new RegExp(field('file').pattern[0]);
    assert.ok(mp4.test('ember-tundra-teaser.mp4'));
    assert.ok(!mp4.test('Trailer Final.mov'));
    const captions = field('captions').fields.map((/** @type {any} */ f) => [f.name, f.widget]);
    assert.deepEqual(captions, [
      ['en', 'file'],
      ['de', 'file'],
      ['ja', 'file'],
      ['ar', 'file'],
    ]);
  });
});

describe('the captions a video file takes', () => {
  it('has one key per language of the site, English required', async () => {
    const { gameVideo } = await import('../../lib/content/games/games.schema.mjs');
    const { locales } = await import('../../lib/core/locales.mjs');
    const captions = /** @type {any} */ (gameVideo.shape.captions).unwrap().shape;
    assert.deepEqual(
      Object.keys(captions),
      locales.map((locale) => locale.code),
    );
    assert.equal(captions.en.isOptional(), false);
  });
});
