import { readFileSync } from 'node:fs';
import { brandTheme, checkBrand } from '../../lib/brand/brand.mjs';
import { parseColour } from '../../lib/brand/contrast.mjs';
import {
  axeViolations,
  axeWithMenuOpen,
  blockedScript,
  brokenImages,
  expect,
  hydrated,
  loadAllImages,
  routes,
  sidewaysScroll,
  test,
} from './fixtures';
import { BRAND_DIR } from './hosts';

// The second brand's build (npm test -- build:brand, only data/brand.json changed): every
// route and the 404 page at both widths carry its name and colours, with zero axe
// violations. The default brand's name is checked over the whole export in
// __tests__/brand/export.brand.mjs.
const second = JSON.parse(readFileSync(`${BRAND_DIR}/.brand.json`, 'utf8')) as {
  name: string;
  company: string;
  accent: string;
  /** The brand file the build read (npm test -- build:brand). */
  file: unknown;
};
const brand = checkBrand(second.file);
const { schemes } = brandTheme(brand);
const rgb = (hex: string) => `rgb(${parseColour(hex).join(', ')})`;
const defaultName = (JSON.parse(readFileSync('data/brand.json', 'utf8')) as { name: string }).name;

const pages = [...routes, { name: '404', path: '/no-such-world/' }];

// A light-first brand: light on a first visit whatever the system says, dark once chosen.
test('the second brand is light-first', () => {
  expect(brand.scheme).toBe('light');
  expect(schemes.light.colours.page).toBe('#ffffff');
});

for (const [width, scheme] of [
  [375, 'light'],
  [1440, 'light'],
  [375, 'dark'],
  [1440, 'dark'],
] as const) {
  const { colours } = schemes[scheme];
  test.describe(`${second.name} at ${width} px, ${scheme}`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 900 } });
    test.beforeEach(async ({ page }) => {
      if (scheme === 'dark') await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    });

    for (const route of pages) {
      test(`${route.name}: the brand's name and colours, zero axe violations`, async ({
        page,
        watch,
      }) => {
        if (route.name === '404') watch.allow(/404/);
        await page.goto(route.path);
        await hydrated(page);
        await expect(page.locator('body')).toHaveCSS('background-color', rgb(colours.page));
        expect(await sidewaysScroll(page), 'sideways scroll').toBeLessThanOrEqual(0);
        // The skip link, first on every page: the accent fill, its label and the ring's mark.
        await page.keyboard.press('Tab');
        const skip = page.getByRole('link', { name: 'Skip to main content' });
        await expect(skip).toBeFocused();
        await expect(skip).toHaveCSS('background-color', rgb(colours.accent.DEFAULT));
        await expect(skip).toHaveCSS('color', rgb(colours.accent.label));
        await expect(skip).toHaveCSS('outline-color', rgb(colours.accent.mark));

        expect(await axeViolations(page), 'as loaded').toEqual([]);
        await loadAllImages(page);
        expect(await brokenImages(page)).toEqual([]);
        expect(await axeViolations(page), 'every section rendered').toEqual([]);

        await expect(page.getByRole('link', { name: second.name, exact: true })).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(second.name));
        expect(await page.locator('body').innerText()).not.toContain(defaultName);
        await expect(page.getByRole('contentinfo')).toContainText(second.company);

        expect(await axeWithMenuOpen(page), 'with the menu open').toEqual([]);
      });
    }
  });
}

// JavaScript off: the brand's first scheme comes from the stylesheet alone, whatever the
// system says; the switch, which needs script, is not shown; nothing reaches past the window.
test.describe(`${second.name} with JavaScript off`, () => {
  test.use({ javaScriptEnabled: false });
  test.beforeEach(({ watch }) => watch.allow(blockedScript));
  const { colours } = schemes[brand.scheme === 'dark' ? 'dark' : 'light'];

  for (const [width, system] of [
    [375, 'dark'],
    [1440, 'light'],
  ] as const) {
    for (const route of pages) {
      test(`${route.name} at ${width} px under a ${system} system: the brand's first scheme, every picture, no switch`, async ({
        page,
        watch,
      }) => {
        if (route.name === '404') watch.allow(/404/);
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        await page.emulateMedia({ colorScheme: system });
        await page.goto(route.path);
        await expect(page.locator('body')).toHaveCSS('background-color', rgb(colours.page));
        await expect(page.getByRole('link', { name: second.name, exact: true })).toBeVisible();
        await expect(page.getByRole('contentinfo')).toContainText(second.company);
        await expect(page.getByRole('group', { name: /theme/i })).toHaveCount(0);
        expect(await sidewaysScroll(page), 'sideways scroll').toBeLessThanOrEqual(0);
        expect(await brokenImages(page)).toEqual([]);
      });
    }
  }
});
