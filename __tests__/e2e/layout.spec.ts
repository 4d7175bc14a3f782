import { allPages, expect, loadAllImages, sidewaysScroll, test, translatedPages } from './fixtures';

const widths = [320, 375, 768, 1024, 1280, 1920];

// Runs once, in the desktop project; it sets each width itself.
// @full: npm run test:full only (the quick loop's pages are checked at 375 and 1440 px).
test.describe('layout', { tag: '@full' }, () => {
  for (const route of [...allPages, ...translatedPages]) {
    test(`${route.name} neither scrolls sideways nor spills text out of its cards, 320 to 1920 px`, async ({
      page,
    }) => {
      await page.goto(route.path);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await loadAllImages(page);
        expect(await sidewaysScroll(page), `sideways scroll at ${width}px`).toBeLessThanOrEqual(0);
        const spills = await page.evaluate(() => {
          const cards = document.querySelectorAll<HTMLElement>(
            'article, main li, main dl > div, main section',
          );
          const out: string[] = [];
          cards.forEach((card) => {
            const box = card.getBoundingClientRect();
            card
              .querySelectorAll<HTMLElement>('h1, h2, h3, p, dt, dd, span, a, button')
              .forEach((el) => {
                if (el.classList.contains('sr-only') || el.getClientRects().length === 0) return;
                const r = el.getBoundingClientRect();
                // Its box outside the card, or its text wider than its box (unless cut off on purpose).
                const clipped = getComputedStyle(el).overflowX !== 'visible';
                const overflows =
                  !clipped && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1;
                if (r.left < box.left - 1 || r.right > box.right + 1 || overflows) {
                  out.push(`${el.tagName} "${el.textContent?.slice(0, 30)}"`);
                }
              });
          });
          return out;
        });
        expect(spills, `text spilling out of its card at ${width}px`).toEqual([]);
      }
    });
  }
});
