// The flash check (tools/flashes.mjs) over every video the export ships, and over clips this
// test makes with ffmpeg: a studio that adds a trailer learns here which second flashes.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { flashCheck } from '../../tools/flashes.mjs';
import { out } from './read-out.mjs';

/** Left out on a machine without ffmpeg (npm test names how to get it; test:full needs it). */
const leftOut =
  spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0
    ? false
    : 'left out: no ffmpeg on this machine (npm test names how to get it; test:full needs it)';

const scratch = mkdtempSync(path.join(tmpdir(), 'flashes-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * A clip of `seconds` whose luminance `expression` (ffmpeg's geq, X, Y and T) draws.
 * @param {string} name @param {string} expression @param {number} seconds
 */
function clip(name, expression, seconds = 3) {
  const file = path.join(scratch, `${name}.mp4`);
  const made = spawnSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi'],
    ...['-i', `color=black:s=160x90:r=30:d=${seconds},format=yuv420p`],
    ...['-vf', `geq=lum='${expression}':cb=128:cr=128`, '-c:v', 'libx264', file],
  ]);
  assert.equal(made.status, 0, made.stderr.toString());
  return file;
}

/** Black and white in turn, `hz` times a second. @param {number} hz */
const square = (hz) => `if(lt(mod(T*${hz},1),0.5),235,16)`;

describe('the flash check', { skip: leftOut }, () => {
  it('passes three flashes a second, as WCAG 2.3.1 allows', () => {
    assert.deepEqual(flashCheck(clip('three', square(3))), { most: 3, second: 0, passes: true });
  });

  it('fails four a second over the whole picture, naming the second', () => {
    const verdict = flashCheck(clip('four', square(4)));
    assert.equal(verdict.passes, false);
    assert.equal(verdict.most, 4);
  });

  it('fails a quarter of the picture flashing from its second second, and names it', () => {
    // Still for a second, then the top start quarter flashes five times a second, between
    // black and a grey: a flash there, too small a change over the whole picture to count.
    const quarter = `if(lt(T,1),16,if(lt(X,80)*lt(Y,45),if(lt(mod(T*5,1),0.5),110,16),16))`;
    const verdict = flashCheck(clip('quarter', quarter));
    assert.equal(verdict.passes, false);
    assert.equal(verdict.second, 1);
  });

  it('passes a slow fade, which changes without flashing', () => {
    assert.equal(flashCheck(clip('fade', 'clip(16+T*70,16,235)')).passes, true);
  });

  it('passes every video the export ships', () => {
    const dir = path.join(out, 'video');
    const videos = existsSync(dir)
      ? readdirSync(dir).filter((name) => /\.(mp4|webm)$/.test(name))
      : [];
    assert.ok(videos.length > 0, 'the sample ships its own video');
    for (const name of videos) {
      const { most, second, passes } = flashCheck(path.join(dir, name));
      assert.ok(passes, `${name}: ${most} flashes in the second from ${second} s`);
    }
  });
});
