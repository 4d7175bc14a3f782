// Makes the sample trailer's audio-described version, data/videos/ember-tundra-teaser-described.mp4,
// from the committed teaser (tools/sample-video.mjs): the same picture, its wind lowered under
// a voice that says what is shown, each line in the gap before the picture changes. Run by
// hand after the teaser changes (`node tools/sample-described.mjs`; needs ffmpeg and
// espeak-ng, from Debian: `apt-get install ffmpeg espeak-ng`); the file is committed, so no
// build and no test needs either. English only: a described version per language would be
// one more file each, named in the game's entry like this one.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const DIR = path.resolve('data/videos');
const SOURCE = path.join(DIR, 'ember-tundra-teaser.mp4');
const OUT = path.join(DIR, 'ember-tundra-teaser-described.mp4');

/** What is shown, from when: the teaser's three scenes (tools/sample-video.mjs). */
const LINES = [
  { at: 0.2, text: 'Dawn over low frozen hills.' },
  { at: 3.1, text: 'Embers glow red across the ice.' },
  { at: 6.1, text: 'The title: Ember Tundra.' },
];

const run = (/** @type {string} */ command, /** @type {string[]} */ args) => {
  const { status, stderr } = spawnSync(command, args, { encoding: 'utf8' });
  if (status !== 0) throw new Error(`${command} ${args.join(' ')}: ${stderr}`);
};

const work = mkdtempSync(path.join(tmpdir(), 'sample-described-'));
try {
  const voices = LINES.map(({ text }, index) => {
    const file = path.join(work, `line-${index}.wav`);
    run('espeak-ng', ['-v', 'en-gb', '-s', '160', '-w', file, text]);
    return file;
  });
  // The wind at a third, each line delayed to its moment, mixed without lowering the voice.
  const delays = LINES.map(
    ({ at }, index) => `[${index + 1}:a]adelay=${Math.round(at * 1000)}:all=1[v${index}]`,
  );
  const mix = `[0:a]volume=0.35[wind];${delays.join(';')};[wind]${LINES.map((_, i) => `[v${i}]`).join('')}amix=inputs=${LINES.length + 1}:duration=first:normalize=0[a]`;
  run('ffmpeg', [
    ...['-v', 'error', '-y', '-i', SOURCE],
    ...voices.flatMap((file) => ['-i', file]),
    ...['-filter_complex', mix, '-map', '0:v', '-map', '[a]'],
    ...['-c:v', 'copy', '-c:a', 'aac', '-b:a', '48k', '-movflags', '+faststart'],
    ...['-map_metadata', '-1', '-fflags', '+bitexact', OUT],
  ]);
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(`sample video: ${path.relative(process.cwd(), OUT)}, described in English`);
