import { expect, routes, test } from './fixtures';

type Shift = { value: number; moves: { node: string; dx: number; dy: number }[] };

// Poppins is held back until the page has painted in its fallback, then let through:
// the swap must not move the text a visitor has started reading. Nothing may move up or
// down (the fallback carries Poppins' vertical metrics); centred and right-aligned rows
// may slide a few pixels sideways, as the fallback matches Poppins' average glyph width,
// not every word's.
test.describe('web font swap', () => {
  for (const route of [...routes, { path: '/no-such-page/', name: '404' }]) {
    test(`${route.name}: nothing jumps when Poppins replaces its fallback`, async ({
      page,
      watch,
    }) => {
      if (route.name === '404') watch.allow(/404/);
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
      release();
      await page.waitForFunction(async () => {
        await document.fonts.ready;
        return document.fonts.check('16px poppins') && document.fonts.check('bold 16px poppins');
      });
      // Two frames, so the swap has been laid out and reported.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );

      const shifts = await page.evaluate(
        () =>
          new Promise<Shift[]>((resolve) => {
            new PerformanceObserver((list) => {
              resolve(
                list.getEntries().map((entry) => {
                  const shift = entry as PerformanceEntry & {
                    value: number;
                    sources: { node?: Node; previousRect: DOMRect; currentRect: DOMRect }[];
                  };
                  return {
                    value: shift.value,
                    moves: shift.sources.map((source) => ({
                      node: `${source.node?.nodeName} "${source.node?.textContent?.slice(0, 24)}"`,
                      dx: source.currentRect.x - source.previousRect.x,
                      dy: source.currentRect.y - source.previousRect.y,
                    })),
                  };
                }),
              );
            }).observe({ type: 'layout-shift', buffered: true });
            // No entry at all is the good case: the observer then never calls back.
            setTimeout(() => resolve([]), 500);
          }),
      );

      expect(beforeSwap, 'the page painted before Poppins arrived').toBe(false);
      const moves = shifts.flatMap((shift) => shift.moves);
      expect(
        moves.filter((move) => Math.abs(move.dy) > 0.5),
        'text moved up or down on the swap',
      ).toEqual([]);
      expect(
        moves.filter((move) => Math.abs(move.dx) > 8),
        'text slid sideways by more than 8 px',
      ).toEqual([]);
    });
  }
});
