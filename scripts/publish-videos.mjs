// The studio's own video files (data/videos/, checked in the build's first step by
// scripts/content.mjs) copied to public/video/, so the export serves them at /video/<name>:
// only the files a game names, and a file left from an earlier build is removed.
import { mkdir, readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { writeIfChanged } from './derived-store.mjs';
import { VIDEOS_DIR } from '../lib/content/shared/fields.mjs';
import { videoFiles } from '../lib/content/games/videos.mjs';

/**
 * @param {string} root
 * @param {readonly { videos: readonly import('../lib/content/games/videos.mjs').VideoFields[] }[]} catalogue
 */
export async function publishVideos(root, catalogue) {
  const outDir = path.join(root, 'public', 'video');
  const names = new Set(
    catalogue.flatMap(({ videos }) =>
      videos.flatMap(videoFiles).map((file) => file.replace(/^videos\//, '')),
    ),
  );
  await mkdir(outDir, { recursive: true });
  for (const name of await readdir(outDir)) {
    if (!names.has(name)) await rm(path.join(outDir, name), { force: true });
  }
  // Copied only when changed: a build that changed nothing rewrites nothing.
  for (const name of names)
    await writeIfChanged(
      path.join(outDir, name),
      await readFile(path.join(root, VIDEOS_DIR, name)),
    );
  return names.size;
}
