import brand from '../../data/brand.json';
import { expect, hydrated, loadAllImages, mainNav, routes, test } from './fixtures';

// The spec's inert box, unless data/brand.json turns search on (docs/search.md): then Enter
// submits to the language's results page, whose own checks are search.spec.ts's.
const searchOn = (brand as { search?: boolean }).search === true;

test.describe('search box', () => {
  test(
    searchOn
      ? 'submits what was typed to the results page on Enter'
      : 'keeps the page, the URL and the text through typing and Enter, and makes no request',
    async ({ page, watch }) => {
      await page.goto('/details/');
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      await mainNav(page);
      await loadAllImages(page);
      const search = page.getByRole('searchbox', { name: 'Search games' });
      const before = watch.requests.length;
      const url = page.url();
      await search.fill('glasswing');
      await search.press('Enter');
      if (searchOn) {
        await expect(page).toHaveURL(/\/search\/\?q=glasswing$/);
        return;
      }
      await page.waitForTimeout(300);
      await expect(search).toHaveValue('glasswing');
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terraloom');
      expect(watch.requests.slice(before).map((r) => r.url())).toEqual([]);
    },
  );
});

test.describe('action buttons', () => {
  for (const route of routes) {
    test(
      `on ${route.name} every action button is inert`,
      { tag: '@desktop-only' },
      async ({ page, watch }) => {
        await page.goto(route.path);
        await hydrated(page);
        await page.waitForLoadState('networkidle');
        // The screenshot viewer's controls (in its closed dialog) are no action of the spec's.
        const buttons = page.locator('main button:not(dialog button)');
        const count = await buttons.count();
        // Each of the spec's screens has action buttons.
        expect(count).toBeGreaterThan(0);
        const url = page.url();
        const before = watch.requests.length;
        for (let i = 0; i < count; i += 1) {
          const button = buttons.nth(i);
          // Playwright refuses to click aria-disabled buttons; a visitor can, so force it.
          await button.click({ force: (await button.getAttribute('aria-disabled')) === 'true' });
        }
        await page.waitForTimeout(300);
        await expect(page).toHaveURL(url);
        // Scrolling to each button loads lazy pictures; anything else would be the button's doing.
        const made = watch.requests.slice(before).filter((r) => r.resourceType() !== 'image');
        expect(made.map((r) => r.url())).toEqual([]);
      },
    );
  }
});
