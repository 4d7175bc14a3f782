import type { Page } from '@playwright/test';
import { brokenImages, expect, hydrated, mainNav, routes, test } from './fixtures';

const navTargets = [...routes];

async function expectCurrent(page: Page, name: string) {
  // Located by CSS: below lg the nav sits in the closed (hidden) menu panel.
  const current = page.locator('nav[aria-label="Main"] a[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText(name);
}

test.describe('navigation', () => {
  // One navbar on every page: from Home and from Profile, whose own link is the avatar's.
  // Where the logo and each link lead, and the avatar's alt: jest's navbar.test.tsx.
  for (const from of routes.filter((route) => route.path === '/' || route.path === '/profile/')) {
    test(
      `from ${from.name}, each nav link navigates client-side and moves aria-current`,
      // Under a base path, once from Home is enough to prove the prefixed links.
      { tag: from.path === '/' ? ['@base-path', '@scripts'] : [] },
      async ({ page, watch }) => {
        // A client navigation's payload carries its page's picture preloads, which the
        // runtime adds to the head before it renders that page. Chromium looks for unused
        // preloads once, three seconds after the document's load: when that instant falls
        // between a payload's arrival and its render (a slow host, a slow Pages runtime), it
        // warns of a preload used a moment later (fresh-clone CI at 761c230, pages-eager).
        // Each page's pictures are checked as loaded below instead.
        watch.allow(/preloaded using link preload but not used within a few seconds/);
        await page.goto(from.path);
        await hydrated(page);
        // A marker on window survives client navigation and is lost on a full load.
        await page.evaluate(() => ((window as unknown as { spa: boolean }).spa = true));
        for (const target of navTargets) {
          const nav = await mainNav(page);
          await nav.getByRole('link', { name: target.name, exact: true }).click();
          // The URL changes once the next page's payload has arrived: Cloudflare's local
          // runtime, sharing two cores with the browsers, has taken over 5 s to send one.
          await expect(page).toHaveURL(new RegExp(`${target.path.replace(/\//g, '\\/')}$`), {
            timeout: 15_000,
          });
          await expectCurrent(page, target.name);
          expect(await page.evaluate(() => (window as unknown as { spa?: boolean }).spa)).toBe(
            true,
          );
          // The pictures in view, the preloaded one among them, arrive and decode.
          await expect
            .poll(() => brokenImages(page, { inView: true }), { timeout: 15_000 })
            .toEqual([]);
        }
      },
    );
  }

  for (const target of routes) {
    test(
      `${target.name} loads in full with and without the trailing slash`,
      { tag: '@desktop-only' },
      async ({ page }) => {
        for (const url of [
          target.path,
          target.path === '/' ? '/index.html' : target.path.slice(0, -1),
        ]) {
          const response = await page.goto(url);
          expect(response?.status()).toBe(200);
          await expect(page).toHaveURL(new RegExp(`${target.path.replace(/\//g, '\\/')}$`));
          await expectCurrent(page, target.name);
        }
      },
    );
  }

  test(
    'back and forward move between pages and keep the active link right',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await page.goto('/');
      await hydrated(page);
      await (await mainNav(page)).getByRole('link', { name: 'Browse' }).click();
      await expectCurrent(page, 'Browse');
      await (await mainNav(page)).getByRole('link', { name: 'Details' }).click();
      await expectCurrent(page, 'Details');
      await page.goBack();
      await expect(page).toHaveURL(/\/browse\/$/);
      await expectCurrent(page, 'Browse');
      await expect(page.getByRole('region', { name: 'Top Downloaded' })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
      await expectCurrent(page, 'Home');
      await page.goForward();
      await expect(page).toHaveURL(/\/browse\/$/);
      await expectCurrent(page, 'Browse');
    },
  );

  for (const [typed, route, name] of [
    ['/Streams', '/streams/', 'Streams'],
    ['/BROWSE/', '/browse/', 'Browse'],
  ] as const) {
    test(
      `${typed} reaches ${route}`,
      { tag: ['@desktop-only', '@hosts'] },
      async ({ page, watch }) => {
        watch.allow(/404/);
        await page.goto(typed);
        await expect(page).toHaveURL(new RegExp(`${route.replace(/\//g, '\\/')}$`));
        await expectCurrent(page, name);
      },
    );
  }
});
