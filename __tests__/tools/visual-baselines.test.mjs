// tools/visual-baselines.mjs recompresses the baselines Playwright wrote, once: a second run
// leaves every PNG byte for byte as the first left it, and a baseline written again since is
// recompressed again, its pixels kept.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { it } from 'node:test';
import sharp from 'sharp';
import { recompress } from '../../tools/visual-baselines.mjs';
import { scratchDir } from '../scratch.mjs';

/** A picture with some detail, as a fast encoder writes it (as Playwright's does). */
const screenshot = (/** @type {number} */ seed) =>
  sharp(Buffer.from(Array.from({ length: 64 * 48 * 3 }, (_, i) => ((i * seed) >> 3) % 256)), {
    raw: { width: 64, height: 48, channels: 3 },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();

const files = (/** @type {string} */ dir) =>
  Object.fromEntries(readdirSync(dir).map((name) => [name, readFileSync(path.join(dir, name))]));

it('recompresses each baseline once, and a rewritten one again', async () => {
  const dir = scratchDir('baselines-');
  writeFileSync(path.join(dir, 'a.png'), await screenshot(7));
  writeFileSync(path.join(dir, 'b.png'), await screenshot(11));
  const pixels = await sharp(path.join(dir, 'a.png')).raw().toBuffer();
  const first = await recompress(dir);
  assert.equal(first.rewritten, 2);
  assert.ok(first.after < first.before);
  assert.deepEqual(await sharp(path.join(dir, 'a.png')).raw().toBuffer(), pixels);
  const once = files(dir);
  const second = await recompress(dir);
  assert.equal(second.rewritten, 0);
  assert.deepEqual(files(dir), once);
  // Playwright writes one baseline again: that one, and only it, is recompressed.
  writeFileSync(path.join(dir, 'b.png'), await screenshot(13));
  const third = await recompress(dir);
  assert.equal(third.rewritten, 1);
  assert.deepEqual(files(dir)['a.png'], once['a.png']);
});
