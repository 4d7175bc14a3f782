import { localisedPath, locales } from '../../lib/core/locales.mjs';
import de from '../../data/locales/de/messages.json';
import ar from '../../data/locales/ar/messages.json';
import { axeViolations, expect, hydrated, schemeFor, sidewaysScroll, test } from './fixtures';

// The studio's pages (components/studio-pages/, data/content/pages/): a legal page with its
// contents and careers with its positions, in English and Arabic, at both widths (the
// project's), each in one theme (schemeFor); the contents' anchors; the footer and the language switch
// across different addresses; JavaScript off.

const PAGES = [
  { name: 'a legal page', path: '/privacy/' },
  { name: 'careers', path: '/careers/' },
] as const;

test.describe("the studio's pages", () => {
  for (const { name, path } of PAGES) {
    for (const code of ['en', 'ar'] as const) {
      const scheme = schemeFor(code);
      test(`${name} (${code}, ${scheme}): no axe violation, no sideways scroll`, async ({
        page,
      }) => {
        await page.emulateMedia({ colorScheme: scheme });
        const response = await page.goto(localisedPath(path, code));
        expect(response?.status()).toBe(200);
        await hydrated(page);
        expect(await axeViolations(page)).toEqual([]);
        expect(await sidewaysScroll(page), 'sideways scroll').toBeLessThanOrEqual(0);
      });
    }
  }

  test('a long page lists its headings, and each link lands on its heading', async ({ page }) => {
    await page.goto('/ar/privacy/');
    await hydrated(page);
    const contents = page.getByRole('navigation', { name: ar.studioPages.contents });
    const links = contents.getByRole('link');
    expect(await links.count()).toBeGreaterThanOrEqual(3);
    const last = links.last();
    const label = (await last.textContent()) ?? '';
    await last.click();
    const heading = page.getByRole('heading', { level: 2, name: label });
    await expect(heading).toBeInViewport();
    expect(page.url()).toMatch(/#section-\d+$/);
  });

  test('the footer leads to the imprint, and the language switch to its German address', async ({
    page,
  }) => {
    await page.goto('/streams/');
    await hydrated(page);
    await page
      .getByRole('navigation', { name: 'Legal' })
      .getByRole('link', { name: 'Imprint' })
      .click();
    await expect(page).toHaveURL(/\/imprint\/$/);
    await page
      .getByRole('navigation', { name: 'Languages' })
      .getByRole('link', { name: 'Deutsch' })
      .click();
    await expect(page).toHaveURL(/\/de\/impressum\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impressum');
    await expect(
      page.getByRole('navigation', { name: de.footerGroups.legal }).getByRole('link').first(),
    ).toHaveText('Impressum');
  });

  test(
    "every page's address in every language answers 200 on this host, and only there",
    { tag: ['@desktop-only', '@hosts', '@base-path'] },
    async ({ request, baseURL }) => {
      const addresses: Record<string, readonly string[]> = {
        imprint: ['/imprint/', '/de/impressum/', '/ja/imprint/', '/ar/imprint/'],
        privacy: ['/privacy/', '/de/privacy/', '/ja/privacy/', '/ar/privacy/'],
        terms: ['/terms/', '/de/terms/', '/ja/terms/', '/ar/terms/'],
        accessibility: locales.map(({ code }) => localisedPath('/accessibility/', code)),
        about: locales.map(({ code }) => localisedPath('/about/', code)),
        careers: locales.map(({ code }) => localisedPath('/careers/', code)),
      };
      for (const paths of Object.values(addresses)) {
        for (const path of paths) {
          const response = await request.get(`${baseURL}${path}`);
          expect(response.status(), path).toBe(200);
          expect(await response.text(), path).toContain('</h1>');
        }
      }
      // German readers have the imprint at its German address only.
      expect((await request.get(`${baseURL}/de/imprint/`)).status()).toBe(404);
    },
  );

  test(
    'careers reads in full with JavaScript off, each position with its way to apply',
    { tag: '@desktop-only' },
    async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const response = await page.goto('/de/careers/');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Karriere');
      await expect(
        page.getByRole('heading', { level: 2, name: de.studioPages.openPositions }),
      ).toBeVisible();
      const apply = page.getByRole('link', { name: /Senior Gameplay Engineer/ });
      await expect(apply).toHaveAttribute('href', 'mailto:jobs@studio.example');
      await page.getByRole('link', { name: 'Impressum' }).click();
      await expect(page).toHaveURL(/\/de\/impressum\/$/);
      await context.close();
    },
  );
});
