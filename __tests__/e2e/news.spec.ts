import { localisedPath, locales } from '../../lib/core/locales.mjs';
import { feeds } from '../../lib/core/routes.mjs';
import de from '../../data/locales/de/messages.json';
import { expect, hydrated, test } from './fixtures';

// The news (components/news/): the list's pages and kinds; and
// each language's feeds served on every host the suite runs, as their types. The list and a
// post read in each direction and theme: accessibility.spec.ts.

const words = de.news;

/**
 * The type each feed is served as: its format's own (JSON Feed's specification allows
 * application/json, which is what its extension gives); a charset where the host adds one.
 */
const SERVED = {
  rss: /^application\/rss\+xml(; charset=utf-8)?$/,
  atom: /^application\/atom\+xml(; charset=utf-8)?$/,
  json: /^application\/(feed\+)?json(; charset=utf-8)?$/,
} as const;

test.describe('news', () => {
  test('the list pages on, and a kind keeps to its own posts', async ({ page }) => {
    await page.goto('/de/news/');
    await hydrated(page);
    await page
      .getByRole('navigation', { name: words.pagination })
      .getByRole('link', { name: words.next })
      .click();
    await expect(page).toHaveURL(/\/de\/news\/page\/2\/$/);
    await expect(
      page.getByRole('link', { name: words.page.replace('{page}', '2') }),
    ).toHaveAttribute('aria-current', 'page');
    await page
      .getByRole('navigation', { name: words.kindsLabel })
      .getByRole('link', { name: words.kinds.devlog })
      .click();
    await expect(page).toHaveURL(/\/de\/news\/devlog\/$/);
    const kinds = await page.locator('main article p span.font-bold').allTextContents();
    expect(kinds.length).toBeGreaterThan(0);
    expect(new Set(kinds)).toEqual(new Set([words.kind.devlog]));
    // A card is one link to its post.
    await page
      .locator('main article')
      .first()
      .click({ position: { x: 20, y: 20 } });
    await expect(page).toHaveURL(/\/de\/news\/[a-z0-9-]+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test(
    "each language's feeds answer 200 on this host, as their formats' types",
    { tag: ['@desktop-only', '@hosts', '@base-path'] },
    async ({ request, baseURL }) => {
      for (const { code } of locales) {
        for (const { format, path } of feeds) {
          const response = await request.get(`${baseURL}${localisedPath(path, code)}`);
          expect(response.status(), path).toBe(200);
          expect(response.headers()['content-type'], `${code} ${format}`).toMatch(SERVED[format]);
          const body = await response.text();
          expect(body, `${code} ${format}`).toContain(
            format === 'json' ? `"language": "${code}"` : code,
          );
        }
      }
    },
  );
});
