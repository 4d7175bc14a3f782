import { expectPageContent } from './content';
import { blockedScript, brokenImages, expect, routes, styleguide, test } from './fixtures';

test.use({ javaScriptEnabled: false });

test.beforeEach(({ watch }) => watch.allow(blockedScript));

test.describe('with JavaScript off', () => {
  for (const route of routes) {
    test(`${route.name} shows all its content and pictures`, async ({ page }) => {
      await page.goto(route.path);
      await expectPageContent(route.path, page);
      // Without JavaScript Chromium loads lazy pictures eagerly: the load event covers them all.
      expect(await brokenImages(page)).toEqual([]);
    });
  }

  test('the style guide shows every section and picture', async ({ page }) => {
    await page.goto(styleguide.path);
    await expectPageContent(styleguide.path, page);
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
