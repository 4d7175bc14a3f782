import { readFileSync, readdirSync } from 'node:fs';
import {
  allPages,
  expect,
  hydrated,
  loadAllImages,
  sidewaysScroll,
  holdsItsLayout,
  test,
} from './fixtures';
import { localisedPath } from '../../lib/core/locales.mjs';
import { gamePath, postPath } from '../../lib/core/routes.mjs';
import { CONTENT_DIR } from './hosts';

// The second content set's build (npm test -- build:content): every text field hostile, lists
// at 1, 2, 5, 6 and 24 entries, a sideways phone photo as the first popular game's cover.
// Whatever a studio typed stays text: no dialog opens, no script runs that the default build
// does not run, no console or CSP error (the watch fixture), JSON-LD parses. Sideways scroll
// and spilling text at 320-1920 px: layout.spec.ts, run by this project too.
const content = JSON.parse(readFileSync(`${CONTENT_DIR}/hostile/.content.json`, 'utf8')) as {
  'games.json': { popular: { name: string }[] };
};
const [photoGame, drawnGame] = content['games.json'].popular;

test('home: the photo upright at 3:4 and the hostile names as text', async ({ page }) => {
  await page.goto('/');
  const cover = page.getByRole('img', { name: `${photoGame!.name} cover art` });
  await cover.scrollIntoViewIfNeeded();
  await expect(cover).toBeVisible();
  const size = await cover.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    return { width: img.naturalWidth, height: img.naturalHeight, src: img.currentSrc };
  });
  expect(size.src).toContain('/art/photo-cover-phone-photo-');
  expect(Math.abs((size.width * 4) / 3 - size.height)).toBeLessThanOrEqual(1);
  await expect(page.getByText(photoGame!.name, { exact: true }).first()).toBeAttached();
  await expect(page.getByRole('img', { name: `${drawnGame!.name} cover art` })).toHaveAttribute(
    'src',
    /\/art\/auto-cover-/,
  );
});

test("style guide: the catalogue lists the studio's photo and the drawn cover with their sources", async ({
  page,
}) => {
  await page.goto('/styleguide/');
  const art = page.getByRole('region', { name: 'Artwork Catalogue' });
  const photo = art.getByRole('figure').filter({ hasText: 'file: pictures/phone-photo.jpg' });
  await expect(photo).toHaveCount(1);
  await expect(photo).toContainText('3:4, 600×800');
  await expect(photo).toContainText('focal 0.5, 0.4');
  await expect(photo).toContainText(/WebP 64\u2011828 px \(\d+\), AVIF \d+/);
  // The cover drawn for the game with only a name and a type (the set's catalogue games
  // have theirs drawn too).
  const drawn = art.getByRole('figure').filter({ hasText: 'drawn for an entry' });
  await expect(drawn.filter({ hasText: /auto-cover-script-script-alert/ })).toHaveCount(1);
});

// The set's own catalogue (tools/build-content.mjs, hostileCatalogue): a 40-character name,
// a game with no screenshots and one with twelve, hostile text in each description; and the
// game imported from the presskit() fixture (npm run presskit:import).
// (games/accessibility/ is the list of features, not a game: the set lists none.)
const gamePages = readdirSync(`${CONTENT_DIR}/hostile/games`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'accessibility')
  .flatMap(({ name }) => [gamePath(name), localisedPath(gamePath(name), 'ar')]);

test('the set has its own catalogue: three games and an imported one, each in every language', () => {
  expect(gamePages).toHaveLength(8);
  expect(gamePages).toContain(gamePath('marrow-lighthouse'));
});

// Its news (tools/build-content.mjs, hostileNews): the list and two posts of hostile text,
// the 300-character word among them, in English and in Arabic (shown in English, marked).
const newsPages = ['/news/', postPath('hostile-post-3'), postPath('hostile-post-6')].flatMap(
  (path) => [path, localisedPath(path, 'ar')],
);

// Its pages of the studio's (tools/build-content.mjs, hostilePages): hostile titles, headings
// and a position, the 300-character word among them, in English and in Arabic.
const studioPages = ['/hostile-page/', '/hostile-careers/'].flatMap((path) => [
  path,
  localisedPath(path, 'ar'),
]);

// Every page of the set, the screens' layout held by layout.spec.ts, the others' here.
const screens = [...allPages.map((page) => page.path), '/no-such-world/'];
for (const path of [...screens, ...gamePages, ...newsPages, ...studioPages]) {
  test(`${path}: text stays text and runs nothing, nothing scrolls sideways or spills`, async ({
    page,
    watch,
  }) => {
    if (path === '/no-such-world/') watch.allow(/404/);
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await page.setViewportSize({ width: 320, height: 800 });
    const response = await page.goto(path);
    expect(response?.status()).toBe(path === '/no-such-world/' ? 404 : 200);
    await hydrated(page);
    await loadAllImages(page);
    for (const json of await page.locator('script[type="application/ld+json"]').allTextContents()) {
      expect(() => JSON.parse(json)).not.toThrow();
    }
    expect(await page.locator('img[src="x"], svg[onload], b').count()).toBe(0);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    if (!screens.includes(path)) await holdsItsLayout(page);
    expect(dialogs).toEqual([]);
  });
}
