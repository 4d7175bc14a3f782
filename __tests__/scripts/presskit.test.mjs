// The press kits' build-side parts: the archives (byte-identical, split or stopped at the
// host's limit), and presskit() data.xml both ways: a fixture written for this project imports
// into files the build's first step takes, with one line per field it could not place, and
// the kit exported from those files imports back to the same files.
import assert from 'node:assert/strict';
import { cpSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { unzipSync } from 'fflate';
import {
  ArchiveLimitError,
  ENTRY_TIME,
  archive,
  archiveParts,
} from '../../scripts/presskit/zip.mjs';
import {
  gameXml,
  importXml,
  platformsNamed,
  readDate,
  studioXml,
} from '../../scripts/presskit/data-xml.mjs';
import sharp from 'sharp';
import { importPresskit } from '../../scripts/presskit-import.mjs';
import { scratchDir } from '../scratch.mjs';
import { firstStep } from './first-step.mjs';
import { fixtureWithImages } from '../../tools/presskit-fixture.mjs';

const here = process.cwd();
/** Files of given sizes, their bytes varied so nothing compresses them away. */
const files = (/** @type {number[]} */ sizes) =>
  sizes.map((size, i) => ({
    name: `picture-${String(i + 1).padStart(2, '0')}.jpg`,
    bytes: Uint8Array.from({ length: size }, (_, b) => (b * 7919 + i * 31) % 251),
  }));

describe('press-kit archives', () => {
  it('are the same bytes for the same files, whatever order they come in', () => {
    const some = files([3000, 1200, 5000]);
    const first = archive(some);
    assert.deepEqual(archive([...some].reverse()), first);
    assert.deepEqual(Object.keys(unzipSync(first)), some.map((f) => f.name).sort());
    // Every entry's DOS time and date are the fixed instant (local file headers).
    const view = Buffer.from(first);
    for (
      let at = view.indexOf('PK\u0003\u0004');
      at >= 0;
      at = view.indexOf('PK\u0003\u0004', at + 4)
    ) {
      const date = view.readUInt16LE(at + 12);
      assert.equal((date >> 9) + 1980, ENTRY_TIME.getUTCFullYear());
    }
  });

  it('split at the host limit into parts that hold every file once', () => {
    const some = files([400_000, 400_000, 400_000, 300_000]);
    const parts = archiveParts(some, {
      where: 'x/images.zip',
      maxBytes: 1_000_000,
      overLimit: 'split',
    });
    assert.ok(parts.length > 1);
    for (const part of parts) assert.ok(part.length <= 1_000_000, String(part.length));
    const names = parts.flatMap((part) => Object.keys(unzipSync(part)));
    assert.deepEqual(names.sort(), some.map((f) => f.name).sort());
  });

  it('stop the build in one line naming the archive when the brand says stop', () => {
    assert.throws(
      () =>
        archiveParts(files([700_000, 700_000]), {
          where: 'presskit: /presskit/images.zip',
          maxBytes: 1_000_000,
          overLimit: 'stop',
        }),
      (error) =>
        error instanceof ArchiveLimitError &&
        !error.message.includes('\n') &&
        /^presskit: \/presskit\/images\.zip: 1\.3 MiB: .*maxFileMiB.*"overLimit": "split"/.test(
          error.message,
        ),
    );
    assert.throws(
      () =>
        archiveParts(files([2_000_000]), { where: 'w', maxBytes: 1_000_000, overLimit: 'split' }),
      /picture-01\.jpg alone is 1\.9 MiB/,
    );
  });
});

describe('presskit() data.xml', () => {
  it('reads the dates presskit() files write', () => {
    assert.equal(readDate('12 Sep, 2036'), '12/09/2036');
    assert.equal(readDate('March 3, 2031'), '03/03/2031');
    assert.equal(readDate('2036-02-27'), '27/02/2036');
    assert.equal(readDate('31/02/2036'), undefined);
    assert.equal(readDate('soon'), undefined);
  });

  it('names platforms and stores as kits write them', () => {
    assert.deepEqual(platformsNamed('PC / Mac'), { platforms: ['windows', 'macos'] });
    assert.deepEqual(platformsNamed('Windows & Linux'), { platforms: ['windows', 'linux'] });
    assert.deepEqual(platformsNamed('Xbox Series X|S'), { platforms: ['xbox-series'] });
    assert.deepEqual(platformsNamed('Apple App Store'), { platforms: [], store: 'app-store' });
    assert.deepEqual(platformsNamed('Google Play'), { platforms: [], store: 'google-play' });
    assert.deepEqual(platformsNamed('itch.io'), { platforms: [], store: 'itch' });
    assert.deepEqual(platformsNamed('Steam'), { platforms: [], store: 'steam' });
    assert.deepEqual(platformsNamed('Holo Deck 3000'), { platforms: [] });
  });

  it('imports a game into a catalogue entry the first step takes, one line per field it could not place', async () => {
    const root = scratchDir('presskit-import-');
    cpSync(path.join(here, 'data'), path.join(root, 'data'), { recursive: true });
    const xml = await fixtureWithImages('game', scratchDir('presskit-fixture-'));
    const { written, report, slug } = await importPresskit(xml, root);
    assert.equal(slug, 'marrow-lighthouse');
    assert.deepEqual(written.sort(), [
      'data/content/games/marrow-lighthouse/index.json',
      'data/pictures/marrow-lighthouse-header.png',
      'data/pictures/marrow-lighthouse-storm.png',
      'data/pictures/marrow-lighthouse-tide-pools.jpg',
      'data/pictures/marrow-lighthouse-wallpapers-dawn.jpg',
      'data/pictures/marrow-lighthouse-wallpapers-still.webp',
    ]);
    const lines = report.join('\n');
    for (const expected of [
      /<widgets>: store widgets are other sites' frames/,
      /platform\[5\]> "Holo Deck 3000": no such platform or store: its link kept among the additional links/,
      /<release-date> "Autumn 2037": a window beside the kit's day, 12\/09\/2036: the day kept/,
      /trailer\[1\]> "Announcement trailer": presskit\(\) gives no duration and date/,
      /<website> http:\/\/marrow-lighthouse\.example\/: written as https:/,
      /images\/logo\.png: the kit's logo and icon are drawn from data\/brand\.json/,
      /images\/waves\.gif: an animated GIF: the site shows its pictures still, so its animation would be lost: not placed/,
      /images\/wallpapers\/still\.gif: a still GIF, written as WebP/,
      /images\/storm\.png: alt text written as/,
      /<title>: presskit\(\) has no genre/,
    ]) {
      assert.match(lines, expected);
    }
    // Nothing it read is called unplaced: abouts and the dated platform are kept.
    assert.doesNotMatch(lines, /<abouts>|no platform to date|Switch: 2 Feb/);
    for (const line of report) assert.ok(!line.includes('\n'), line);
    const { status, stderr } = firstStep(root);
    assert.equal(status, 0, stderr);
    const entry = JSON.parse(
      readFileSync(path.join(root, written.find((f) => f.endsWith('.json')) ?? ''), 'utf8'),
    ).en;
    assert.equal(entry.name, 'Marrow Lighthouse');
    // "PC / Mac" is Windows and macOS on the kit's day; "Switch: 2 Feb 2037" dates the Switch;
    // a window stays a window, "TBA" too.
    assert.deepEqual(entry.platforms, [
      { platform: 'windows', release: '12/09/2036' },
      { platform: 'macos', release: '12/09/2036' },
      { platform: 'switch', release: '02/02/2037' },
      { platform: 'ios', release: 'Q3 2037' },
      { platform: 'android', release: 'TBA' },
    ]);
    assert.deepEqual(entry.stores, [
      {
        store: 'steam',
        url: 'https://steam.example/app/marrow-lighthouse',
        price: { amount: 18.5, currency: 'EUR' },
      },
      {
        store: 'app-store',
        url: 'https://apps.example/marrow-lighthouse',
        price: { amount: 19.99, currency: 'USD' },
      },
    ]);
    assert.ok(
      entry.press.links.some(
        (/** @type {{ title: string, link: string }} */ l) =>
          l.title === 'Holo Deck 3000' && l.link === 'https://holo.example/marrow',
      ),
    );
    assert.equal(entry.keyArt, 'pictures/marrow-lighthouse-header.png');
    // The folder's pictures in path order, the wallpapers/ subfolder's after the top's.
    assert.deepEqual(
      entry.screenshots.map((/** @type {{ src: string }} */ shot) => shot.src),
      [
        'pictures/marrow-lighthouse-tide-pools.jpg',
        'pictures/marrow-lighthouse-storm.png',
        'pictures/marrow-lighthouse-wallpapers-dawn.jpg',
        'pictures/marrow-lighthouse-wallpapers-still.webp',
      ],
    );
    const still = await sharp(
      path.join(root, 'data/pictures/marrow-lighthouse-wallpapers-still.webp'),
    ).metadata();
    assert.equal(still.format, 'webp');
    assert.equal(still.width, 1280);
    assert.equal(entry.press.features.length, 3);
    assert.equal(entry.press.quotes[1].outlet, 'Harbour Bytes');
    assert.deepEqual(entry.press.credits[1], {
      person: 'Emeka Obi',
      role: 'Art and sound',
      website: 'https://emeka-obi.example/',
    });
    assert.deepEqual(entry.press.partners[0].basedIn, 'Bergen, Norway');
    assert.deepEqual(entry.press.relations, [
      { kind: 'Soundtrack', name: 'Marrow Lighthouse: Tides OST' },
    ]);
    assert.equal(entry.press.copies, true);
    assert.match(entry.press.history, /two people & a cat/);
    // presskit.html's abouts, in order, after the history.
    assert.match(
      entry.press.history,
      /two people & a cat[\s\S]*\*\*Made on the water\*\*\n\nEvery sound[\s\S]*\*\*A lamp for every language\*\*/,
    );
  });

  it("imports presskit()'s company file, rooted at <game>, as the studio's kit", async () => {
    const root = scratchDir('presskit-company-game-');
    cpSync(path.join(here, 'data'), path.join(root, 'data'), { recursive: true });
    const games = readdirSync(path.join(root, 'data/content/games')).sort();
    const xml = await fixtureWithImages('company-game', scratchDir('presskit-fixture-'));
    const { kind, written, report } = await importPresskit(xml, root);
    assert.equal(kind, 'studio');
    assert.ok(written.includes('data/content/studio.json'));
    assert.deepEqual(readdirSync(path.join(root, 'data/content/games')).sort(), games);
    assert.match(
      report[0] ?? '',
      /company-game\/data\.xml: <game> holds the company's <founding-date>, <based-in>, <press-contact>, <address>, <socials>: imported as the studio's kit$/,
    );
    assert.doesNotMatch(report.join('\n'), /<(phone|address|socials)>: no such field/);
    const { status, stderr } = firstStep(root);
    assert.equal(status, 0, stderr);
    const studio = JSON.parse(readFileSync(path.join(root, 'data/content/studio.json'), 'utf8')).en
      .studio;
    assert.equal(studio.phone, '+351 22 555 0188');
    assert.deepEqual(studio.address, ['Rua das Flores 21', '4050-265 Porto', 'Portugal']);
    // Written as the original writes them, a host name without its scheme: https:, and a line.
    assert.deepEqual(studio.socials, [
      { name: 'Video channel', link: 'https://video.example/@tidewright' },
      { name: 'Forum', link: 'https://forum.example/tidewright' },
    ]);
    assert.equal(studio.website, 'https://www.tidewright.example');
    for (const written of ['www.tidewright.example', 'video.example/@tidewright']) {
      assert.ok(
        report.some((line) =>
          line.endsWith(` ${written}: written as https:, check that it answers there`),
        ),
        written,
      );
    }
    // The template's title names no studio: its pictures take the kit's name.
    assert.deepEqual(
      studio.images.map((/** @type {{ alt: string }} */ image) => image.alt),
      ['Lumenrift Interactive: picture 1'],
    );
    assert.equal(studio.basedIn, 'Porto, Portugal');
    assert.equal(studio.founded, '01/06/2030');
  });

  it('imports a studio into the studio file the first step takes', async () => {
    const root = scratchDir('presskit-studio-');
    cpSync(path.join(here, 'data'), path.join(root, 'data'), { recursive: true });
    const xml = await fixtureWithImages('company', scratchDir('presskit-fixture-'));
    const { written, report } = await importPresskit(xml, root);
    assert.ok(written.includes('data/content/studio.json'));
    assert.match(report.join('\n'), /<analytics>: the site sends nothing to another origin/);
    const { status, stderr } = firstStep(root);
    assert.equal(status, 0, stderr);
    const studio = JSON.parse(readFileSync(path.join(root, 'data/content/studio.json'), 'utf8')).en
      .studio;
    assert.equal(studio.founded, '03/03/2031');
    assert.deepEqual(studio.address, ['Bryggen 4', '5003 Bergen']);
    assert.equal(studio.images.length, 1);
    assert.deepEqual(studio.contacts, [
      { name: 'Business', link: 'https://two-and-a-cat.example/contact' },
    ]);
    // presskit()'s monetization-permission, kept: the kit shows it as creators' terms.
    assert.deepEqual(studio.creatorTerms, { monetization: 'monetize' });
  });

  it("keeps a kit's monetization-permission, and names one it cannot read", () => {
    const xml = (/** @type {string} */ value) =>
      `<game><title>Tidewire</title><description>A test.</description><monetization-permission>${value}</monetization-permission></game>`;
    const options = { file: 'data.xml', companyName: 'Lumenrift Interactive' };
    for (const value of ['false', 'ask', 'non-commercial', 'monetize']) {
      const { entry } = importXml(xml(value), options);
      assert.deepEqual(
        /** @type {any} */ (entry).press?.creatorTerms,
        { monetization: value },
        value,
      );
    }
    const { entry, report } = importXml(xml('sometimes'), options);
    assert.equal(/** @type {any} */ (entry).press?.creatorTerms, undefined);
    assert.match(
      report.join('\n'),
      /<monetization-permission> "sometimes": not one of false, ask, non-commercial, monetize: not placed/,
    );
  });

  it('exports a kit that imports back to the same files, game and studio', async () => {
    const dir = scratchDir('presskit-round-');
    for (const kind of /** @type {const} */ (['game', 'company'])) {
      const xml = await fixtureWithImages(kind, dir);
      const images = readdirSync(path.join(path.dirname(xml), 'images'));
      const options = { file: 'data.xml', companyName: 'Lumenrift Interactive', images };
      const first = importXml(readFileSync(xml, 'utf8'), options);
      const exported =
        first.kind === 'game'
          ? gameXml(first.entry, `https://portal.example/games/${first.slug}/`)
          : studioXml(first.entry, 'Lumenrift Interactive');
      const second = importXml(exported, options);
      assert.deepEqual(second.entry, first.entry, kind);
      assert.deepEqual(second.copies, first.copies, kind);
    }
  });

  it('refuses a file that is no presskit() data.xml, in one line', () => {
    assert.throws(
      () => importXml('<rss><channel/></rss>', { file: 'feed.xml' }),
      /^Error: feed\.xml: no <game>, <product> or <company>/,
    );
  });
});
