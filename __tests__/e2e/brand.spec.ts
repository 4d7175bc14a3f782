import { readFileSync } from 'node:fs';
import { brandTheme, checkBrand } from '../../lib/brand.mjs';
import { parseColour } from '../../lib/contrast.mjs';
import {
  axeViolations,
  brokenImages,
  expect,
  hydrated,
  loadAllImages,
  routes,
  test,
} from './fixtures';
import { BRAND_DIR } from './hosts';

// The second brand's build (npm run build:brand, only data/brand.json changed): every
// route and the 404 page at both widths carry its name and colours, with zero axe
// violations. The default brand's name is checked over the whole export in
// __tests__/brand/export.brand.mjs.
const second = JSON.parse(readFileSync(`${BRAND_DIR}/.brand.json`, 'utf8')) as {
  name: string;
  company: string;
  accent: string;
};
const { colours } = brandTheme(
  checkBrand({ name: second.name, companyName: second.company, accent: second.accent }),
);
const rgb = (hex: string) => `rgb(${parseColour(hex).join(', ')})`;
const defaultName = (JSON.parse(readFileSync('data/brand.json', 'utf8')) as { name: string }).name;

const pages = [...routes, { name: '404', path: '/no-such-world/' }];

for (const width of [375, 1440]) {
  test.describe(`${second.name} at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 900 } });

    for (const route of pages) {
      test(`${route.name}: the brand's name and colours, zero axe violations`, async ({
        page,
        watch,
      }) => {
        if (route.name === '404') watch.allow(/404/);
        await page.goto(route.path);
        await hydrated(page);
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

        const toggle = page.getByRole('button', { name: 'Menu' });
        if (await toggle.isVisible()) {
          await toggle.click();
          expect(await axeViolations(page), 'with the menu open').toEqual([]);
        }
      });
    }
  });
}
