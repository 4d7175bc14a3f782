import {
  allPages,
  expect,
  layoutShifts,
  mirrored404,
  mirroredPages,
  test,
  withinSwap,
} from './fixtures';

// Poppins is held back until the page has painted in its fallback, then let through:
// the swap must not move the text a visitor has started reading (fixtures' `withinSwap`:
// centred and right-aligned rows may slide a few pixels sideways, nothing up or down).
// @full: npm run test:full only.
test.describe('web font swap', { tag: '@full' }, () => {
  // And mirrored: Arabic pages swap Cairo in as well (its stand-in: app/globals.css). German
  // and Japanese pages swap Poppins as English ones do, over their own words, which the
  // layout sweep holds at every width.
  for (const route of [
    ...allPages,
    { path: '/no-such-page/', name: '404' },
    ...mirroredPages,
    ...mirrored404,
  ]) {
    test(`${route.name}: nothing jumps when Poppins replaces its fallback`, async ({
      page,
      watch,
    }) => {
      if (route.name.startsWith('404')) watch.allow(/404/);
      let release!: () => void;
      const fontsHeld = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/*.woff2', async (request) => {
        await fontsHeld;
        await request.continue();
      });

      await page.goto(route.path, { waitUntil: 'commit' });
      await page.waitForFunction(
        () => performance.getEntriesByName('first-contentful-paint').length > 0,
      );
      const beforeSwap = await page.evaluate(() => document.fonts.check('16px poppins'));
      // Only shifts from here on are the swap's: whatever moved while the page loaded
      // on a slow machine is another test's business.
      const releasedAt = await page.evaluate(() => performance.now());
      release();
      await page.waitForFunction(async () => {
        await document.fonts.ready;
        return (
          document.fonts.check('16px poppins') &&
          document.fonts.check('bold 16px poppins') &&
          [...document.fonts].every((face) => face.status !== 'loading')
        );
      });

      const shifts = await layoutShifts(page, releasedAt);

      expect(beforeSwap, 'the page painted before Poppins arrived').toBe(false);
      expect(
        shifts.flatMap((shift) => shift.moves).filter((move) => !withinSwap(move)),
        'text moved up or down, or slid sideways by more than 8 px, on the swap',
      ).toEqual([]);
    });
  }
});
