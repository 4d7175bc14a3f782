// Makes the sample's own trailer, data/videos/ember-tundra-teaser.{webm,mp4} and its
// captions in every language, from the project's own artwork: three of its drawn scenes,
// panned and cross-faded, over a wind drawn from brown noise. Run by hand when the sample
// should change (`node tools/sample-video.mjs`; needs ffmpeg with libx264 and libvpx, from
// Debian: `apt-get install ffmpeg`); the files are committed, so no build and no test needs
// ffmpeg. The MP4 is H.264 with its index at the front (+faststart), so a browser starts
// playing before it has the whole file; the WebM (VP9) is offered first, for the browsers
// whose H.264 decoder is missing (WebKitGTK and Firefox builds without one).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { drawSvg } from '../scripts/generate-art.mjs';

const NAME = 'ember-tundra-teaser';
const OUT = path.resolve('data/videos');
const [W, H, FPS, SECONDS] = [640, 360, 24, 9];

// What is heard, per language: the video has no speech, so its captions name the sounds.
const CUES = [
  {
    from: 0.5,
    to: 3,
    text: {
      en: '[wind howls across the ice]',
      de: '[Wind heult über das Eis]',
      ja: '[氷原を吹き抜ける風の音]',
      ar: '[الريح تعوي فوق الجليد]',
    },
  },
  {
    from: 3.2,
    to: 6,
    text: {
      en: '[embers crackle in the camp]',
      de: '[Glut knistert im Lager]',
      ja: '[キャンプで燃えさしがはぜる音]',
      ar: '[الجمر يطقطق في المخيّم]',
    },
  },
  {
    from: 6.2,
    to: 8.8,
    text: {
      en: '[the wind falls silent]',
      de: '[der Wind verstummt]',
      ja: '[風がやむ]',
      ar: '[الريح تهدأ]',
    },
  },
];

const scenes = [
  { aspect: 'wide', scene: 'lowpoly', seed: 163, palette: 'dawn' },
  { aspect: 'wide', scene: 'lowpoly', seed: 41, palette: 'ember' },
  { aspect: 'wide', scene: 'lowpoly', seed: 977, palette: 'dawn', title: 'Ember Tundra' },
];

const run = (/** @type {string[]} */ args) => {
  const { status, stderr } = spawnSync('ffmpeg', ['-v', 'error', '-y', ...args], {
    encoding: 'utf8',
  });
  if (status !== 0) throw new Error(`ffmpeg ${args.join(' ')}: ${stderr}`);
};

const work = mkdtempSync(path.join(tmpdir(), 'sample-video-'));
try {
  // Each scene drawn once at 1.25x the frame, then a slow pan across it per frame.
  const stills = await Promise.all(
    scenes.map((entry, index) =>
      sharp(Buffer.from(drawSvg(`sample-video-${index}`, /** @type {any} */ (entry))))
        .resize(Math.round(W * 1.25), Math.round(H * 1.25))
        .png()
        .toBuffer(),
    ),
  );
  const per = (SECONDS * FPS) / scenes.length;
  for (let frame = 0; frame < SECONDS * FPS; frame++) {
    const scene = Math.min(scenes.length - 1, Math.floor(frame / per));
    const t = (frame - scene * per) / per;
    // The last scene ends at its left edge, where its title is lettered.
    const left = Math.round((scene === scenes.length - 1 ? 1 - t : t) * W * 0.25);
    const top = Math.round((scene % 2 ? 1 - t : t) * H * 0.25);
    await sharp(stills[scene])
      .extract({ left, top, width: W, height: H })
      .png({ compressionLevel: 1 })
      .toFile(path.join(work, `f${String(frame).padStart(4, '0')}.png`));
  }
  const frames = ['-framerate', String(FPS), '-i', path.join(work, 'f%04d.png')];
  // Wind: brown noise, low-passed, swelling and falling away.
  const wind = [
    '-f',
    'lavfi',
    '-t',
    String(SECONDS),
    '-i',
    `anoisesrc=color=brown:amplitude=0.3:seed=7,lowpass=f=500,afade=t=in:d=1,afade=t=out:st=${SECONDS - 2.5}:d=2.5`,
  ];
  const common = [
    '-map',
    '0:v',
    '-map',
    '1:a',
    '-shortest',
    '-metadata',
    'title=Ember Tundra teaser',
  ];
  run([
    ...frames,
    ...wind,
    ...common,
    '-c:v',
    'libx264',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    '-crf',
    '30',
    '-preset',
    'veryslow',
    '-c:a',
    'aac',
    '-b:a',
    '48k',
    '-movflags',
    '+faststart',
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    path.join(OUT, `${NAME}.mp4`),
  ]);
  run([
    ...frames,
    ...wind,
    ...common,
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '42',
    '-row-mt',
    '1',
    '-c:a',
    'libopus',
    '-b:a',
    '32k',
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    path.join(OUT, `${NAME}.webm`),
  ]);
} finally {
  rmSync(work, { recursive: true, force: true });
}

const stamp = (/** @type {number} */ s) =>
  `00:${String(Math.floor(s)).padStart(2, '0')}.${String(Math.round((s % 1) * 1000)).padStart(3, '0')}`;
for (const code of /** @type {const} */ (['en', 'de', 'ja', 'ar'])) {
  const body = CUES.map(
    ({ from, to, text }, index) => `${index + 1}\n${stamp(from)} --> ${stamp(to)}\n${text[code]}\n`,
  );
  writeFileSync(path.join(OUT, `${NAME}.${code}.vtt`), `WEBVTT\n\n${body.join('\n')}`);
}
console.log(`sample video: data/videos/${NAME}.{mp4,webm} and captions in 4 languages`);
