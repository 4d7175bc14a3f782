import { axeViolations, expect, test } from './fixtures';
import { localisedPath } from '../../lib/core/locales.mjs';

// A preview build (BUILD_AT: the eager project's export is one, a minute before the lean
// set's embargo): the bar saying which moment it shows is the first thing on every page,
// readable in both themes and each language's direction, a landmark of its own before the
// header; the skip link still comes first by keyboard. Every page of both previews carries it,
// and no page of the default build does (__tests__/build/embargo.build.mjs,
// __tests__/out/seo-and-security.test.mjs).
for (const { path, code, scheme } of [
  { path: '/', code: 'en', scheme: 'dark' },
  { path: '/', code: 'ar', scheme: 'light' },
  { path: '/no-such-world/', code: 'en', scheme: 'light' },
] as const) {
  test(`a preview says so above the header (${code}, ${scheme}, ${path}), with no axe violation`, async ({
    page,
    watch,
  }) => {
    if (path !== '/') watch.allow(/404/);
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(localisedPath(path, code));
    const bar = page.getByRole('complementary').first();
    await expect(bar).toContainText(/2026/);
    const [barBox, headerBox] = await Promise.all([
      bar.boundingBox(),
      page.locator('header').first().boundingBox(),
    ]);
    expect(barBox!.y).toBeLessThan(headerBox!.y);
    expect(barBox!.width).toBeGreaterThan(300);
    expect(await axeViolations(page, 'aside')).toEqual([]);
    await page.keyboard.press('Tab');
    await expect(page.locator('a[href="#main"]')).toBeFocused();
  });
}
