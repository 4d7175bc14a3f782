import brand from '../../data/brand.json';
import { expectPageContent } from './content';
import { allPages, brokenImages, expect, loadAllImages, routes, test } from './fixtures';

test.describe('every route', () => {
  for (const route of allPages) {
    test(
      `${route.name} answers 200, shows its headings, figures and counts, and loads every picture`,
      { tag: '@base-path' },
      async ({ page }) => {
        const response = await page.goto(route.path);
        expect(response?.status()).toBe(200);
        await expectPageContent(route.path, page);
        await expect(page.getByRole('contentinfo')).toContainText(
          `Copyright © 2036 ${brand.companyName}. All rights reserved.`,
        );
        // Failed or foreign requests fail the test through the watch fixture.
        await loadAllImages(page);
        expect(await brokenImages(page)).toEqual([]);
      },
    );
  }

  test(
    'every page names its tab icons under the site, and they load',
    { tag: '@base-path' },
    async ({ page, baseURL }) => {
      for (const route of routes) {
        await page.goto(route.path);
        const icons = await page
          .locator('link[rel="icon"]')
          .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
        // The ICO only: an SVG tab icon costs a document of its own on the main thread.
        expect(icons, route.path).toEqual([expect.stringMatching(/\/favicon\.ico$/)]);
        for (const icon of icons) {
          expect(icon.startsWith(baseURL!), icon).toBe(true);
          expect((await page.request.get(icon)).status(), icon).toBe(200);
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
