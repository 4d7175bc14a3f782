import de from '../../data/locales/de/messages.json';
import ja from '../../data/locales/ja/messages.json';
import ar from '../../data/locales/ar/messages.json';
import en from '../../data/locales/en/messages.json';
import type { LocaleCode } from '../../lib/render/i18n';
import { locales } from '../../lib/core/locales.mjs';
import { expect, hydrated, menuToggle, test } from './fixtures';

// The other languages (lib/core/locales.mjs) as their readers and crawlers meet them: the
// switcher, Arabic mirrored, its face, each language's 404 on every host. Each page's words,
// lang and dir are read over out/ (__tests__/out/every-page.test.mjs; a hydration that changed
// them would log the mismatch every test fails on); axe, layout, CSP and the WCAG probes take
// these pages in their own specs.
const messages: Record<LocaleCode, typeof en> = { en, de, ja, ar };

test.describe('languages', () => {
  // Each page's switch links, each in its own lang: over out/; Tab reaching it: the keyboard
  // pass (accessibility.spec.ts).
  test(
    'the switcher leads to the same page in German, by keyboard, marked current there',
    { tag: ['@base-path', '@scripts'] },
    async ({ page }) => {
      await page.goto('/browse/');
      await hydrated(page);
      await page
        .getByRole('navigation', { name: en.nav.languages })
        .getByRole('link', { name: 'Deutsch' })
        .focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/de\/browse\/$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(
        page
          .getByRole('navigation', { name: de.nav.languages })
          .getByRole('link', { name: 'Deutsch' }),
      ).toHaveAttribute('aria-current', 'true');
    },
  );

  test('Arabic is mirrored: logo at the right, the menu toggle at the left, the panel from the start side', async ({
    page,
  }) => {
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/ar/');
      await hydrated(page);
      const logo = await page.locator('header a').first().boundingBox();
      expect(logo!.x + logo!.width, `logo at the right at ${width} px`).toBeGreaterThan(
        width * 0.6,
      );
      if (width === 375) {
        const toggle = await menuToggle(page).boundingBox();
        expect(toggle!.x, 'toggle at the left').toBeLessThan(width * 0.3);
        await menuToggle(page).click();
        const firstLink = await page.locator('#site-menu nav a').first().boundingBox();
        const panel = await page.locator('#site-menu').boundingBox();
        // Right-aligned text: the link's label starts at the panel's right edge.
        expect(firstLink!.x + firstLink!.width).toBeGreaterThan(panel!.x + panel!.width - 40);
      } else {
        const search = await page.getByRole('searchbox').boundingBox();
        expect(search!.x + search!.width, 'search beside the logo').toBeGreaterThan(width / 2);
      }
    }
  });

  test('the Arabic face loads on Arabic pages only, and Japanese pages ship no CJK font', async ({
    page,
    watch,
  }) => {
    const fonts = () =>
      watch.requests.map((request) => request.url()).filter((url) => url.endsWith('.woff2'));
    for (const path of ['/de/', '/ja/']) {
      watch.requests.length = 0;
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      expect(fonts().length, `${path}: Poppins only`).toBeLessThanOrEqual(2);
    }
    watch.requests.length = 0;
    await page.goto('/ar/');
    await page.evaluate(() => document.fonts.ready);
    const arabic = await page.evaluate(() =>
      [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
    );
    expect(arabic.join(' ')).toMatch(/Cairo|arabic/i);
  });

  for (const { code } of locales.filter((l) => l.code !== 'en')) {
    test(
      `an unknown URL under /${code}/ answers its own 404 page with status 404`,
      { tag: ['@hosts', '@base-path'] },
      async ({ page, watch }) => {
        watch.allow(/404/);
        const response = await page.goto(`/${code}/no-such-world/`);
        expect(response?.status()).toBe(404);
        await expect(page.locator('html')).toHaveAttribute('lang', code);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          messages[code].errors.notFoundHeading,
        );
      },
    );
  }

  test(
    '/DE/Browse reaches /de/browse/',
    { tag: ['@desktop-only', '@hosts'] },
    async ({ page, watch }) => {
      watch.allow(/404/);
      await page.goto('/DE/Browse');
      await expect(page).toHaveURL(/\/de\/browse\/$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    },
  );
});
