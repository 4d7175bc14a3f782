// The lab's flash check for the studio's own videos (WCAG 2.3.1, three flashes or below):
// every frame's relative luminance, read with Debian's ffmpeg, in each quarter of the
// picture and over the whole, and the flashes counted in every one-second window. A flash
// is a pair of opposing changes of 10 % or more of the maximum relative luminance, the
// darker side below 0.80 (WCAG's general flash); more than three in any one second fails,
// and the check names that second. A quarter of the frame stands in for WCAG's area (a
// quarter of any 10° field of view): a flash smaller than that is not counted, one filling
// it is. Red flashes (saturated red) are not told apart here. `node tools/flashes.mjs
// <file>…` prints each file's verdict; __tests__/out/flashes.test.mjs runs it over every
// video the export ships.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Frames read per second: every flash of a 30 or 60 fps video is seen at this rate. */
const RATE = 60;
/** WCAG's general flash: a change of this much of the maximum relative luminance… */
const CHANGE = 0.1;
/** …where the darker of the two is below this. */
const DARKER_BELOW = 0.8;
/** More flashes than this in any one second fail. */
const MOST_PER_SECOND = 3;

/** An 8-bit, full-range grey level as relative luminance (the sRGB curve). @param {number} level */
const luminance = (level) => {
  const value = level / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};

/**
 * Each frame's luminance in the picture's four quarters and over the whole, at RATE frames a
 * second: ffmpeg scales each frame down to 2×2 grey pixels, each the average of its quarter.
 * @param {string} file
 * @returns {number[][]} per frame: [top start, top end, bottom start, bottom end, whole]
 */
export function frameLuminance(file) {
  const run = spawnSync(
    'ffmpeg',
    [
      '-v',
      'error',
      '-i',
      file,
      '-an',
      '-vf',
      `fps=${RATE},scale=2:2:flags=area,format=gray`,
      '-f',
      'rawvideo',
      '-',
    ],
    { maxBuffer: 1 << 30 },
  );
  if (run.error || run.status !== 0) {
    throw new Error(`flashes: ffmpeg could not read ${file}: ${run.stderr?.toString().trim()}`);
  }
  const bytes = run.stdout;
  const frames = [];
  for (let at = 0; at + 4 <= bytes.length; at += 4) {
    const quarters = [...bytes.subarray(at, at + 4)].map(luminance);
    frames.push([...quarters, quarters.reduce((sum, value) => sum + value, 0) / 4]);
  }
  return frames;
}

/**
 * The moments (frame numbers) a luminance series changes direction by a flash's change.
 * @param {readonly number[]} series
 */
export function transitions(series) {
  /** @type {number[]} */
  const found = [];
  let direction = 0;
  let low = series[0] ?? 0;
  let high = low;
  series.forEach((value, frame) => {
    const rises = value - low >= CHANGE && low < DARKER_BELOW;
    const falls = high - value >= CHANGE && value < DARKER_BELOW;
    if (direction <= 0 && rises) {
      found.push(frame);
      direction = 1;
      low = high = value;
    } else if (direction >= 0 && falls) {
      found.push(frame);
      direction = -1;
      low = high = value;
    } else {
      // Follow the extreme of the current swing: a change is measured from it.
      low = Math.min(low, value);
      high = Math.max(high, value);
    }
  });
  return found;
}

/**
 * The most flashes in any one-second window of a file, and where that window starts.
 * @param {string} file
 * @returns {{ most: number, second: number, passes: boolean }}
 */
export function flashCheck(file) {
  const frames = frameLuminance(file);
  let most = 0;
  let second = 0;
  for (let part = 0; part < 5; part += 1) {
    const moments = transitions(frames.map((frame) => frame[part] ?? 0));
    moments.forEach((start, index) => {
      const within = moments.slice(index).filter((frame) => frame < start + RATE).length;
      const flashes = Math.floor(within / 2);
      if (flashes > most) {
        most = flashes;
        second = Math.floor(start / RATE);
      }
    });
  }
  return { most, second, passes: most <= MOST_PER_SECOND };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let failed = false;
  for (const file of process.argv.slice(2)) {
    const { most, second, passes } = flashCheck(file);
    failed ||= !passes;
    console.log(
      passes
        ? `flashes: ${file}: at most ${most} a second, within WCAG 2.3.1`
        : `flashes: ${file}: ${most} flashes in the second from ${second} s: more than ${MOST_PER_SECOND} (WCAG 2.3.1)`,
    );
  }
  process.exitCode = failed ? 1 : 0;
}
