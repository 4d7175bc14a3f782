// The second brand's export (npm test -- build:brand: a copy of the project with only
// data/brand.json changed, by `npm run brand`) against the default build in out/: the
// old name nowhere, the new accent in the CSS and the icons, every picture redrawn
// around the new hue. The browser half (axe, colours on screen) is e2e/brand.spec.ts.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { BRAND_DIR } from '../../tools/build-brand.mjs';
import { widthsFor } from '../../lib/core/image-widths.mjs';
import { parseColour } from '../../lib/brand/contrast.mjs';
import { brandTheme, checkBrand, toHsl } from '../../lib/brand/brand.mjs';
import { palettesFor } from '../../scripts/art/palettes.mjs';
import { drawSvg } from '../../scripts/generate-art.mjs';

const brandOut = path.resolve(BRAND_DIR);
const out = path.resolve('out');
for (const dir of [brandOut, out]) {
  assert.ok(
    existsSync(path.join(dir, 'index.html')),
    `${dir} is missing: run npm run test:full's builds (npm test -- build:brand)`,
  );
}
const second = JSON.parse(readFileSync(path.join(brandOut, '.brand.json'), 'utf8'));
const first = JSON.parse(readFileSync('data/brand.json', 'utf8'));
const catalogue = JSON.parse(readFileSync('data/artwork.json', 'utf8'));
delete catalogue.$comment;

/** Every file of an export, relative to it. */
const filesOf = (/** @type {string} */ dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
const TEXT = /\.(html|txt|json|webmanifest|xml|svg|css|js|map)$|(^|\/)_headers$|robots\.txt$/;
const textFiles = filesOf(brandOut).filter((file) => TEXT.test(file) && file !== '.brand.json');
const read = (/** @type {string} */ dir, /** @type {string} */ file) =>
  readFileSync(path.join(dir, file), 'utf8');
const css = (/** @type {string} */ dir) =>
  filesOf(dir)
    .filter((file) => file.endsWith('.css'))
    .map((file) => read(dir, file))
    .join('\n');
const rgbText = (/** @type {string} */ hex) => parseColour(hex).join(' ');

describe(`the ${second.name} build`, () => {
  it(`has "${first.name}" nowhere: pages, payloads, manifest, sitemap, SVG, scripts`, () => {
    assert.ok(textFiles.length > 50, `${textFiles.length} text files`);
    const pattern = new RegExp(first.name, 'i');
    const found = textFiles.filter((file) => pattern.test(read(brandOut, file)));
    assert.deepEqual(found, []);
    // The same check finds the name in the default build, so it can fail.
    assert.ok(filesOf(out).some((file) => TEXT.test(file) && pattern.test(read(out, file))));
  });

  it('names the new brand in titles, the manifest, JSON-LD and the share image text', () => {
    const home = read(brandOut, 'index.html');
    const has = (/** @type {RegExp} */ pattern, /** @type {string} */ what) =>
      assert.ok(pattern.test(home), `index.html: ${what}`);
    has(new RegExp(`<title>[^<]*${second.name}</title>`), 'the title');
    has(new RegExp(`"@type":"Organization"[^}]*"name":"${second.company}"`), 'JSON-LD');
    has(new RegExp(`og:image:alt" content="${second.name}`), 'the share image text');
    const manifest = JSON.parse(read(brandOut, 'manifest.webmanifest'));
    assert.equal(manifest.short_name, second.name);
  });

  it('carries the new accent in the CSS and the icon, and the old one in neither', () => {
    const oldAccent = rgbText(first.accent);
    assert.ok(css(out).includes(oldAccent), 'the default CSS has the default accent');
    assert.ok(css(brandOut).includes(rgbText(second.accent)));
    assert.ok(!css(brandOut).includes(oldAccent));
    const icon = read(brandOut, 'icon.svg');
    assert.ok(icon.includes(second.accent) && !icon.includes(first.accent), icon);
  });

  it('redraws every picture the new hue changes, the icons and the share image', () => {
    const differs = (/** @type {string} */ file) =>
      !readFileSync(path.join(brandOut, file)).equals(readFileSync(path.join(out, file)));
    // A picture the new hue leaves as it was (drawn only in colours it keeps, as an avatar in
    // cyan) is the same drawing, which the build reuses; every other one is drawn anew.
    const [before, after] = [first, second.file].map((brand) =>
      palettesFor(brandTheme(checkBrand(brand)).art),
    );
    const wrong = Object.entries(catalogue)
      .map(([slug, entry]) => ({
        file: `art/${slug}-${widthsFor(entry.aspect)[0]}.webp`,
        redraw: drawSvg(slug, entry, before) !== drawSvg(slug, entry, after),
      }))
      .filter(({ file, redraw }) => differs(file) !== redraw);
    assert.deepEqual(wrong, []);
    assert.ok(
      Object.entries(catalogue).some(
        ([slug, entry]) => drawSvg(slug, entry, before) !== drawSvg(slug, entry, after),
      ),
    );
    for (const file of ['og.jpg', 'favicon.ico', 'icons/icon-512.png'])
      assert.ok(differs(file), file);
  });

  it("leads the key art with the brand's hue", async () => {
    // The mean colour of the banner and the covers: violet-led for the default pink
    // (about 280°), near the accent's own hue for the second brand.
    const meanHue = async (/** @type {string} */ dir, /** @type {string} */ file) => {
      const { channels } = await sharp(path.join(dir, file)).stats();
      const hex = `#${channels
        .slice(0, 3)
        .map((c) => Math.round(c.mean).toString(16).padStart(2, '0'))
        .join('')}`;
      return toHsl(hex)[0];
    };
    const distance = (/** @type {number} */ a, /** @type {number} */ b) =>
      Math.min(Math.abs(a - b), 360 - Math.abs(a - b));
    const target = toHsl(second.accent)[0];
    const keyArt = Object.entries(catalogue)
      .filter(([slug]) => slug === 'hero-home' || slug.startsWith('cover-'))
      .map(([slug, { aspect }]) => `art/${slug}-${widthsFor(aspect)[0]}.webp`);
    const distances = async (/** @type {string} */ dir) =>
      (await Promise.all(keyArt.map((file) => meanHue(dir, file)))).map((hue) =>
        distance(hue, target),
      );
    const [before, after] = [await distances(out), await distances(brandOut)];
    const near = keyArt.filter((_, i) => (after[i] ?? Infinity) < 40);
    const mean = (/** @type {number[]} */ values) =>
      values.reduce((sum, v) => sum + v, 0) / values.length;
    // Each game keeps its own world (the ember cover stays warm); most lean to the brand.
    assert.ok(keyArt.length >= 9);
    assert.ok(
      near.some((file) => file.startsWith('art/hero-home-')),
      `banner: ${near}`,
    );
    assert.ok(near.length >= (keyArt.length * 2) / 3, `${near.length} of ${keyArt.length}`);
    // Nearer the new hue than the current brand's art is, on average, by a clear margin.
    assert.ok(mean(after) + 10 < mean(before), `${mean(after)}° against ${mean(before)}°`);
  });
});
