import { postPath, presskitPath } from '../../lib/core/routes.mjs';
import de from '../../data/locales/de/messages.json';
import en from '../../data/locales/en/messages.json';
import {
  blockedScript,
  brokenImages,
  expect,
  gameSamples,
  routes,
  styleguide,
  test,
} from './fixtures';

/** Each template past the screens: its heading, what it is there to show, a link on. */
const templates: { path: string; h1: string; shows: string[]; follow?: [string, RegExp] }[] = [
  {
    path: `/ar${postPath('neon-vanguard-patch-1-4')}`,
    h1: '1.4',
    shows: ['h2:text-is("الإصلاحات")'],
    follow: ['Neon Vanguard', /\/ar\/games\/neon-vanguard\/$/],
  },
  {
    path: '/de/careers/',
    h1: 'Karriere',
    shows: [
      `h2:text-is("${de.studioPages.openPositions}")`,
      'a[href="mailto:jobs@studio.example"]',
    ],
    follow: ['Impressum', /\/de\/impressum\/$/],
  },
  ...[
    [presskitPath(), en.presskit.title],
    [presskitPath('neon-vanguard'), 'Neon Vanguard'],
  ].map(([path = '', h1 = '']) => ({
    path,
    h1,
    shows: [en.presskit.factSheet, en.presskit.images, en.presskit.contact].map(
      (heading) => `h2:text-is("${heading}")`,
    ),
  })),
  ...gameSamples.map(({ path, name }) => ({
    path,
    h1: name.slice(name.indexOf(': ') + 2),
    shows: ['section[aria-labelledby="about-game-heading"] p'],
  })),
];

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

  for (const { path, h1, shows, follow } of templates) {
    test(`${path} reads in full`, { tag: '@desktop-only' }, async ({ page }) => {
      expect((await page.goto(path))?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(h1);
      for (const selector of shows) await expect(page.locator(selector).first()).toBeVisible();
      if (follow) {
        await page.getByRole('link', { name: follow[0], exact: true }).last().click();
        await expect(page).toHaveURL(follow[1]);
      }
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
