// After `playwright test --project=visual --update-snapshots` (npm test -- visual:update):
// records which Chromium and which brand made the baselines (visual.spec.ts names them when
// a comparison fails on another version or brand) and recompresses the PNGs losslessly, so the pixels compared
// are the same and the repository stays small; one still past 1 MB is cut to 256 colours. A PNG this step wrote and nobody changed since
// (its hash is in compressed.json) is left as it is: a second run rewrites nothing.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { testChromiumArgs, testChromiumPath } from './browser.cjs';

const DIR = path.join('__tests__', 'e2e', '__screenshots__');
const MANIFEST = 'compressed.json';
/** The repository's limit per tracked file. */
const MAX_BYTES = 1024 * 1024;

const sha256 = (/** @type {Buffer} */ bytes) => createHash('sha256').update(bytes).digest('hex');

/**
 * Recompresses each PNG of `dir` that is not as this step left it; returns the bytes before
 * and after, and how many it rewrote.
 * @param {string} dir
 */
export async function recompress(dir) {
  const file = path.join(dir, MANIFEST);
  /** @type {Record<string, string>} */
  const known = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  /** @type {Record<string, string>} */
  const written = {};
  let before = 0;
  let after = 0;
  let rewritten = 0;
  const names = readdirSync(dir)
    .filter((name) => name.endsWith('.png'))
    .sort();
  for (const name of names) {
    const png = path.join(dir, name);
    let bytes = readFileSync(png);
    before += bytes.length;
    if (known[name] !== sha256(bytes) || bytes.length > MAX_BYTES) {
      // No `effort`: in sharp it turns on palette quantising, which is lossy and shaved a
      // little more off every baseline at every run.
      const smaller = await sharp(bytes)
        .png({ compressionLevel: 9, adaptiveFiltering: true })
        .toBuffer();
      if (smaller.length < bytes.length) {
        writeFileSync(png, smaller);
        bytes = smaller;
        rewritten += 1;
      }
      // A baseline still past the repository's limit per file (the style guide's whole page):
      // 256 colours, undithered, as the earlier baselines are. Lossy once, not at every run
      // (its hash is recorded below); the comparison's threshold (playwright.config.ts) takes
      // it, which the visual run checks before the baselines are committed.
      if (bytes.length > MAX_BYTES) {
        const fewer = await sharp(bytes)
          .png({ palette: true, colours: 256, dither: 0, compressionLevel: 9, effort: 10 })
          .toBuffer();
        if (fewer.length < bytes.length) {
          writeFileSync(png, fewer);
          bytes = fewer;
          rewritten += 1;
        }
      }
    }
    written[name] = sha256(bytes);
    after += bytes.length;
  }
  writeFileSync(file, `${JSON.stringify(written, null, 2)}\n`);
  return { files: names.length, before, after, rewritten };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const browser = await chromium.launch({
    executablePath: testChromiumPath(),
    args: testChromiumArgs,
  });
  const version = browser.version();
  await browser.close();
  const { name, accent } = JSON.parse(readFileSync(path.join('data', 'brand.json'), 'utf8'));
  writeFileSync(
    path.join(DIR, 'chromium.json'),
    `${JSON.stringify({ version, brand: { name, accent } }, null, 2)}\n`,
  );
  const { files, before, after, rewritten } = await recompress(DIR);
  const kb = (/** @type {number} */ bytes) => `${Math.round(bytes / 1024)} KB`;
  console.log(
    `visual baselines: ${files} PNGs (${rewritten} recompressed), ${kb(before)} → ${kb(after)}, Chromium ${version}`,
  );
}
