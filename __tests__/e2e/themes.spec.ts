import type { Page } from '@playwright/test';
import brand from '../../data/brand.json';
import { brandTheme, checkBrand } from '../../lib/brand/brand.mjs';
import { parseColour } from '../../lib/brand/contrast.mjs';
import {
  axeViolations,
  blockedScript,
  expect,
  hydrated,
  mainNav,
  routes,
  test,
  mirrored404,
  mirroredPages,
} from './fixtures';

// Light and dark from the brand file (lib/brand/brand.mjs, lib/theme-scheme.ts): the system's
// setting with JavaScript or without, the switch and its memory.
// Every project runs under a dark system (playwright.config.ts); these tests set their own.

const { schemes } = brandTheme(checkBrand(brand));
const pageColour = { dark: schemes.dark.colours.page, light: schemes.light.colours.page };
type Scheme = keyof typeof pageColour;

/** The page's painted background: the colour of the top corner, in the margin beside the header. */
const backgroundOf = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

const rgbOf = (colour: string) => `rgb(${parseColour(colour).join(', ')})`;

test.describe('themes', () => {
  // Every painted frame of a first load, in each theme and with each choice stored, is
  // slow-load.spec.ts's; the switch's keys, states, storage and other tabs are jest's
  // (theme-scheme.test.tsx), its target size the WCAG probes'; here, the choice carried to
  // another page and language by a full load.
  test('Dark chosen on Browse holds on /ja/streams/ after a full load, pressed there', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/browse/');
    await hydrated(page);
    expect(await backgroundOf(page)).toBe(rgbOf(pageColour.light));
    await mainNav(page);
    await page.getByRole('group', { name: 'Theme' }).getByRole('button', { name: 'Dark' }).click();
    expect(await backgroundOf(page)).toBe(rgbOf(pageColour.dark));

    await page.goto('/ja/streams/');
    expect(await backgroundOf(page)).toBe(rgbOf(pageColour.dark));
    // Named in Japanese (hidden in the closed phone menu: found by its choice).
    const dark = page.locator('[data-theme-choice="dark"]');
    await expect(dark).toHaveAttribute('aria-pressed', 'true');
    await expect(dark).toHaveText('ダーク');
  });

  test('with nothing stored the page follows the system, live, as it switches', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/streams/');
    expect(await backgroundOf(page)).toBe(rgbOf(pageColour.light));
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
      'light',
    );
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await backgroundOf(page)).toBe(rgbOf(pageColour.dark));
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
      'dark',
    );
  });
});

test.describe('themes with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });
  test.beforeEach(({ watch }) => watch.allow(blockedScript));

  for (const scheme of ['light', 'dark'] as const satisfies readonly Scheme[]) {
    test(`the page follows a ${scheme} system, and no switch is shown`, async ({ page, watch }) => {
      watch.allow(/404/);
      await page.emulateMedia({ colorScheme: scheme });
      for (const path of ['/browse/', '/', '/ar/', '/de/nope/']) {
        await page.goto(path);
        expect(await backgroundOf(page), path).toBe(rgbOf(pageColour[scheme]));
        await expect(page.locator('[data-theme-switch]')).toBeHidden();
      }
    });
  }
});

// axe in the light theme: every screen, the Arabic home, the 404 pages (@full: the quick loop
// keeps the dark runs in accessibility.spec.ts).
test.describe('light theme accessibility', { tag: '@full' }, () => {
  test.beforeEach(async ({ page }) => page.emulateMedia({ colorScheme: 'light' }));
  for (const route of [
    ...routes,
    { path: '/no-such-world/', name: '404' },
    ...mirroredPages.filter((p) => p.path === '/ar/'),
    ...mirrored404,
  ]) {
    test(`${route.name} in light has no WCAG 2.2 A/AA violations (axe)`, async ({
      page,
      watch,
    }) => {
      if (route.name.startsWith('404')) watch.allow(/404/);
      await page.goto(route.path);
      await hydrated(page);
      expect(await backgroundOf(page)).toBe(rgbOf(pageColour.light));
      expect(await axeViolations(page)).toEqual([]);

      // The themes swap colours and the cards' shadow, nothing that takes room: every box lies
      // where it lay in light. That is why the layout probes (1.4.12 text spacing, the 320-1920
      // px sweep) run in the dark theme alone.
      const boxes = () =>
        page.evaluate(() =>
          Array.from(document.querySelectorAll('body *'), (el) => {
            const r = el.getBoundingClientRect();
            return `${el.tagName} ${r.x.toFixed(1)},${r.y.toFixed(1)} ${r.width.toFixed(1)}x${r.height.toFixed(1)}`;
          }),
        );
      const inLight = await boxes();
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect.poll(() => backgroundOf(page)).toBe(rgbOf(pageColour.dark));
      expect(await boxes(), 'every box as in light').toEqual(inLight);
    });
  }
});
