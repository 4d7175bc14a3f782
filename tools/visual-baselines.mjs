// After `playwright test --project=visual --update-snapshots` (npm test -- visual:update):
// records which Chromium and which brand made the baselines (visual.spec.ts names them when
// a comparison fails on another version or brand) and recompresses the PNGs losslessly, so the pixels compared
// are the same and the repository stays small.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { testChromiumArgs, testChromiumPath } from './browser.cjs';

const dir = path.join('__tests__', 'e2e', '__screenshots__');
const browser = await chromium.launch({
  executablePath: testChromiumPath(),
  args: testChromiumArgs,
});
const version = browser.version();
await browser.close();
const { name, accent } = JSON.parse(readFileSync(path.join('data', 'brand.json'), 'utf8'));
writeFileSync(
  path.join(dir, 'chromium.json'),
  `${JSON.stringify({ version, brand: { name, accent } }, null, 2)}\n`,
);

let before = 0;
let after = 0;
const files = readdirSync(dir).filter((name) => name.endsWith('.png'));
for (const name of files) {
  const file = path.join(dir, name);
  before += statSync(file).size;
  const png = await sharp(file)
    .png({ compressionLevel: 9, adaptiveFiltering: true, effort: 10 })
    .toBuffer();
  if (png.length < statSync(file).size) writeFileSync(file, png);
  after += statSync(file).size;
}
const kb = (/** @type {number} */ bytes) => `${Math.round(bytes / 1024)} KB`;
console.log(
  `visual baselines: ${files.length} PNGs, ${kb(before)} → ${kb(after)}, Chromium ${version}`,
);
