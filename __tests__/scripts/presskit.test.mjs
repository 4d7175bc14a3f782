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
import { gameXml, importXml, readDate, studioXml } from '../../scripts/presskit/data-xml.mjs';
import { importPresskit } from '../../scripts/presskit-import.mjs';
import { scratchDir } from '../scratch.mjs';
import { firstStep } from './first-step.mjs';
import { fixtureWithImages } from './presskit-fixture.mjs';

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

  it('imports a game into a catalogue entry the first step takes, one line per field it could not place', async () => {
    const root = scratchDir('presskit-import-');
    cpSync(path.join(here, 'data'), path.join(root, 'data'), { recursive: true });
    const xml = await fixtureWithImages('game', scratchDir('presskit-fixture-'));
    const { written, report, slug } = importPresskit(xml, root);
    assert.equal(slug, 'marrow-lighthouse');
    assert.deepEqual(written.sort(), [
      'data/content/games/marrow-lighthouse/index.json',
      'data/pictures/marrow-lighthouse-header.png',
      'data/pictures/marrow-lighthouse-storm.png',
      'data/pictures/marrow-lighthouse-tide-pools.jpg',
    ]);
    const lines = report.join('\n');
    for (const expected of [
      /<widgets>: store widgets are other sites' frames/,
      /platform\[4\]> "Holo Deck 3000": no such platform or store/,
      /trailer\[1\]> "Announcement trailer": presskit\(\) gives no duration and date/,
      /<website> http:\/\/marrow-lighthouse\.example\/: written as https:/,
      /<prices\/price\[2\]> USD 19\.99: a price belongs to a store, and every store has one/,
      /images\/logo\.png: the kit's logo and icon are drawn from data\/brand\.json/,
      /images\/waves\.gif: not a JPEG, PNG or WebP/,
      /images\/storm\.png: alt text written as/,
      /<title>: presskit\(\) has no genre/,
    ]) {
      assert.match(lines, expected);
    }
    for (const line of report) assert.ok(!line.includes('\n'), line);
    const { status, stderr } = firstStep(root);
    assert.equal(status, 0, stderr);
    const entry = JSON.parse(
      readFileSync(path.join(root, written.find((f) => f.endsWith('.json')) ?? ''), 'utf8'),
    ).en;
    assert.equal(entry.name, 'Marrow Lighthouse');
    assert.deepEqual(entry.platforms, [
      { platform: 'windows', release: '12/09/2036' },
      { platform: 'switch', release: '12/09/2036' },
    ]);
    assert.deepEqual(entry.stores, [
      {
        store: 'steam',
        url: 'https://steam.example/app/marrow-lighthouse',
        price: { amount: 18.5, currency: 'EUR' },
      },
    ]);
    assert.equal(entry.keyArt, 'pictures/marrow-lighthouse-header.png');
    assert.equal(entry.screenshots.length, 2);
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
  });

  it('imports a studio into the studio file the first step takes', async () => {
    const root = scratchDir('presskit-studio-');
    cpSync(path.join(here, 'data'), path.join(root, 'data'), { recursive: true });
    const xml = await fixtureWithImages('company', scratchDir('presskit-fixture-'));
    const { written, report } = importPresskit(xml, root);
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
