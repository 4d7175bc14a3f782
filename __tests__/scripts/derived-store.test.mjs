// The store's claims (scripts/derived-store.mjs): builds beside each other sharing one store
// draw a picture once; the others wait for it, and draw it themselves only when the build
// drawing it lets it go unkept or has ended.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { scratchDir } from '../scratch.mjs';

const store = scratchDir('store-');
process.env.DERIVED_STORE = store;
const { claimPicture, keepPicture, waitForPicture } =
  await import('../../scripts/derived-store.mjs');

/** A picture's file, written where generate-art writes it, and its record (name to hash). */
function drawn(/** @type {string} */ slug) {
  const from = scratchDir('drawn-');
  writeFileSync(path.join(from, `${slug}-64.webp`), 'pixels');
  const sum = createHash('sha256').update('pixels').digest('hex');
  return { from, files: { [`${slug}-64.webp`]: sum } };
}

describe('a picture two builds want at once', () => {
  it('is claimed by one; the other waits and gets it once kept', async () => {
    const release = await claimPicture('ember', 'h1');
    assert.ok(release, 'the first build claims it');
    assert.equal(await claimPicture('ember', 'h1'), null, 'the second is told to wait');
    const waiting = waitForPicture('ember', 'h1', 10_000);
    const { from, files } = drawn('ember');
    await keepPicture('ember', 'h1', from, files);
    await release();
    const got = await waiting;
    assert.equal(String(got?.['ember-64.webp']), 'pixels');
  });

  it('is drawn by the waiter when the claimant lets it go without keeping it', async () => {
    const release = await claimPicture('tundra', 'h2');
    assert.ok(release);
    const waiting = waitForPicture('tundra', 'h2', 10_000);
    await release();
    assert.equal(await waiting, null);
    assert.ok(await claimPicture('tundra', 'h2'), 'free to claim again');
  });

  it('is taken over from a build that has ended', async () => {
    const claim = path.join(store, 'pictures', 'glass', 'h3.drawing');
    mkdirSync(claim, { recursive: true });
    // A pid that ran and ended: a child of this test, waited for.
    const { pid } = spawnSync(process.execPath, ['-e', '0']);
    writeFileSync(path.join(claim, 'pid'), String(pid));
    assert.equal(await waitForPicture('glass', 'h3', 10_000), null, 'no wait on the ended build');
    assert.ok(await claimPicture('glass', 'h3'), 'its claim taken over');
  });
});
