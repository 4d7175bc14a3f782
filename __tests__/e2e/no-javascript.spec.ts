import { blockedScript, brokenImages, expect, routes, styleguide, test } from './fixtures';

test.use({ javaScriptEnabled: false });

test.beforeEach(({ watch }) => watch.allow(blockedScript));

test.describe('with JavaScript off', () => {
  for (const route of routes) {
    test(`${route.name} shows its heading and every picture`, async ({ page }) => {
      await page.goto(route.path);
      // What the HTML holds is read over out/ (export.test.mjs): here, that it shows unhydrated.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Without JavaScript Chromium loads lazy pictures eagerly: the load event covers them all.
      expect(await brokenImages(page)).toEqual([]);
    });
  }

  test('the style guide shows every section and picture', async ({ page }) => {
    await page.goto(styleguide.path);
    await expect(page.getByRole('region', { name: 'Artwork Catalogue' })).toBeVisible();
    expect(await brokenImages(page)).toEqual([]);
  });

  test('every page is reachable through visible links, by full page loads', async ({ page }) => {
    const wanted = new Set<string>(routes.map((r) => r.path));
    const seen = new Set<string>();
    const queue = ['/'];
    while (queue.length) {
      const path = queue.shift()!;
      if (seen.has(path)) continue;
      seen.add(path);
      await page.goto(path);
      const hrefs = await page
        .locator('a[href^="/"]')
        .evaluateAll((links) =>
          links
            .filter((a) => a.getClientRects().length > 0)
            .map((a) => (a as HTMLAnchorElement).pathname),
        );
      for (const href of hrefs) if (wanted.has(href) && !seen.has(href)) queue.push(href);
    }
    expect([...seen].sort()).toEqual([...wanted].sort());
  });
});
