import { allPages, expect, loadAllImages, test } from './fixtures';

// The headless shell once painted no frame for a minute after a resize, and the sweep's wait
// for one ran its test out (fixtures.ts, FRAME_WAIT): such a page is read on, and noted.
// Once, in the desktop-full project: it checks the harness, not a page.
test(
  'a page that paints no frame is read all the same, and the test says so',
  { tag: ['@full', '@desktop-only'] },
  async ({ page }) => {
    await page.addInitScript(() => {
      window.requestAnimationFrame = () => 0;
    });
    await page.goto(allPages[0]!.path);
    await loadAllImages(page);
    expect(test.info().annotations.map(({ description }) => description)).toContainEqual(
      expect.stringContaining('painted no frame'),
    );
  },
);
