import brand from '../../data/brand.json';
import { allPages, brokenImages, expect, loadAllImages, routes, test } from './fixtures';

test.describe('every route', () => {
  for (const route of allPages) {
    test(
      `${route.name} answers 200, shows its one h1 and the footer, and loads every picture`,
      { tag: '@base-path' },
      async ({ page }) => {
        const response = await page.goto(route.path);
        expect(response?.status()).toBe(200);
        // Its texts, figures and counts: over out/ (export.test.mjs), composed by jest
        // (pages.test.tsx), seen at three widths (visual.spec.ts).
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page.getByRole('contentinfo')).toContainText(
          `Copyright © 2036 ${brand.companyName}. All rights reserved.`,
        );
        // Failed or foreign requests fail the test through the watch fixture.
        await loadAllImages(page);
        expect(await brokenImages(page)).toEqual([]);
      },
    );
  }

  // A sub-path deploy: the browser finds the tab icons under the prefix, not at the origin's
  // root (a 404 and a console error on every page).
  test(
    'every page names its tab icons under the site, and they load',
    { tag: '@base-path' },
    async ({ page, baseURL }) => {
      for (const route of routes) {
        await page.goto(route.path);
        const links = page.locator('link[rel~="icon"], link[rel="apple-touch-icon"]');
        const icons = await links.evaluateAll((all) =>
          all.map((link) => `${link.getAttribute('rel')} ${(link as HTMLLinkElement).href}`),
        );
        // The ICO only as the tab icon: an SVG one costs a document of its own on the main thread.
        expect(
          icons.filter((icon) => icon.startsWith('icon ')),
          route.path,
        ).toEqual([expect.stringMatching(/\/favicon\.ico$/)]);
        expect(icons.length, route.path).toBeGreaterThanOrEqual(2);
        for (const icon of icons.map((entry) => entry.split(' ')[1]!)) {
          expect(icon.startsWith(`${baseURL!}/`), icon).toBe(true);
          const response = await page.request.get(icon);
          expect(response.status(), icon).toBe(200);
          expect(response.headers()['content-type'], icon).toMatch(/^image\//);
        }
      }
    },
  );

  test(
    'an unknown URL shows the 404 page inside the layout with status 404',
    { tag: '@base-path' },
    async ({ page, watch }) => {
      watch.allow(/404/);
      const response = await page.goto('/no-such-world/');
      expect(response?.status()).toBe(404);
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.getByRole('link', { name: 'Back To Home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Find Your Next Favourite World',
      );
    },
  );
});
