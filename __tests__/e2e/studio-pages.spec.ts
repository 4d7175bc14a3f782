import { localisedPath, locales } from '../../lib/core/locales.mjs';
import de from '../../data/locales/de/messages.json';
import ar from '../../data/locales/ar/messages.json';
import { expect, hydrated, test } from './fixtures';

// The studio's pages (components/studio-pages/, data/content/pages/): the contents' anchors;
// the footer and the language switch across different addresses. A legal page and careers
// read in each direction and theme: accessibility.spec.ts; careers without JavaScript:
// no-javascript.spec.ts.

test.describe("the studio's pages", () => {
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
});
