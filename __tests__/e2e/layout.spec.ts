import { allPages, expect, holdsItsLayout, loadAllImages, test, translatedPages } from './fixtures';

// Runs once, in the desktop project; it sets each width itself.
// @full: npm run test:full only (the quick loop's pages are checked at 375 and 1440 px).
test.describe('layout', { tag: '@full' }, () => {
  for (const route of [...allPages, ...translatedPages]) {
    test(`${route.name} neither scrolls sideways nor spills text out of its cards, 320 to 1920 px`, async ({
      page,
    }) => {
      await page.goto(route.path);
      await holdsItsLayout(page);
    });
  }

  // The headless shell once painted no frame for a minute after a resize, and the sweep's
  // wait for one ran the test out (fixtures.ts, FRAME_WAIT): such a page is read on, noted.
  test('a page that paints no frame is swept all the same, and the test says so', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      window.requestAnimationFrame = () => 0;
    });
    await page.goto(allPages[0]!.path);
    await loadAllImages(page);
    expect(test.info().annotations.map(({ description }) => description)).toContainEqual(
      expect.stringContaining('painted no frame'),
    );
  });
});
