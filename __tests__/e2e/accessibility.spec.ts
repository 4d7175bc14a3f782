import {
  allPages,
  axeViolations,
  axeWithMenuOpen,
  expect,
  hydrated,
  loadAllImages,
  routes,
  styleguide,
  tabThrough,
  test,
  mirrored404,
  mirroredPages,
  readsCleanly,
  schemeFor,
} from './fixtures';
import { localisedPath } from '../../lib/core/locales.mjs';
import { news, postPath, presskitPath } from '../../lib/core/routes.mjs';

// Each template in English and mirrored in Arabic: axe reads what a template renders, the
// same in German and Japanese as in English (their `lang` is checked over out/).
const pages = [
  ...allPages,
  { name: '404', path: '/no-such-world/' },
  ...mirroredPages,
  ...mirrored404,
];

// The templates past the screens, each in English dark and Arabic light (schemeFor) at both
// widths (the projects'), read as a reader reads them; the game pages' samples, one per
// language: games.spec.ts. What each template does beyond that is its own spec's.
const templates = [
  { name: 'the news', path: news.path },
  { name: 'a post', path: postPath('neon-vanguard-patch-1-4') },
  { name: "the studio's kit", path: presskitPath() },
  { name: "a game's kit", path: presskitPath('neon-vanguard') },
  { name: 'a legal page', path: '/privacy/' },
  { name: 'careers', path: '/careers/' },
];

test.describe('accessibility', () => {
  for (const { name, path } of templates) {
    for (const code of ['en', 'ar'] as const) {
      test(`${name} (${code}, ${schemeFor(code)}): no axe violation, pictures load, no sideways scroll`, async ({
        page,
      }) => {
        await page.emulateMedia({ colorScheme: schemeFor(code) });
        await readsCleanly(page, localisedPath(path, code));
      });
    }
  }

  for (const route of pages) {
    // The Arabic runs are test:full's (@full); English's run in every loop.
    const details = 'locale' in route ? { tag: '@full' } : {};
    test(
      `${route.name} has no WCAG 2.2 A/AA violations (axe)`,
      details,
      async ({ page, watch }) => {
        if (route.name.startsWith('404')) watch.allow(/404/);
        // The style guide is the longest page, axed three times: 12-17 s on an idle 2-core
        // host and over 30 on a busy one, so it gets three times the suite's limit.
        if (route.path === styleguide.path) test.slow();
        await page.goto(route.path);
        await hydrated(page);
        // As loaded, the way Lighthouse sees it: sections below the fold are still skipped
        // (content-visibility: auto) and laid out at their placeholder size.
        expect(await axeViolations(page), 'before any scrolling').toEqual([]);
        await loadAllImages(page);
        expect(await axeViolations(page)).toEqual([]);

        expect(await axeWithMenuOpen(page), 'with the menu open').toEqual([]);
      },
    );
  }

  for (const route of routes) {
    test(`${route.name}: the skip link comes first and Tab reaches every control in visual order with a visible ring`, async ({
      page,
    }) => {
      await page.goto(route.path);
      await hydrated(page);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();

      const visited: { top: number; left: number; ring: boolean }[] = [];
      await tabThrough(page, async () => {
        visited.push(
          await page.evaluate(() => {
            const el = document.activeElement as HTMLElement;
            const rect = el.getBoundingClientRect();
            const style = getComputedStyle(el);
            return {
              top: rect.top + window.scrollY,
              left: rect.left + window.scrollX,
              ring:
                el.matches(':focus-visible') &&
                style.outlineStyle !== 'none' &&
                parseFloat(style.outlineWidth) >= 2,
            };
          }),
        );
      });

      const reachable = await page.evaluate(
        () =>
          Array.from(
            document.querySelectorAll<HTMLElement>(
              'a[href], button, input, [tabindex]:not([tabindex="-1"])',
            ),
          ).filter(
            (el) =>
              el.getClientRects().length > 0 &&
              getComputedStyle(el).visibility !== 'hidden' &&
              el.dataset.tabKey,
          ).length,
      );
      const shown = await page.evaluate(
        () =>
          // A scrolling box made focusable (a table that outgrows a phone) is a stop too.
          Array.from(
            document.querySelectorAll<HTMLElement>('a[href], button, input, [tabindex="0"]'),
          ).filter((el) => el.getClientRects().length > 0 && !el.classList.contains('sr-only'))
            .length,
      );
      expect(
        reachable,
        'every visible link, button, input and scrolling box is reached by Tab',
      ).toBe(shown);
      expect(
        visited.filter((v) => !v.ring),
        'each focus has a visible ring',
      ).toEqual([]);
      for (let i = 1; i < visited.length; i += 1) {
        const [a, b] = [visited[i - 1]!, visited[i]!];
        const sameRow = Math.abs(a.top - b.top) < 24;
        expect(
          sameRow ? b.left > a.left - 1 : b.top > a.top,
          `focus ${i} follows the visual order`,
        ).toBe(true);
      }
    });
  }
});
