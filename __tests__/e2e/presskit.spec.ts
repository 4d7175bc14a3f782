import type { Page } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { localisedPath, locales } from '../../lib/core/locales.mjs';
import { presskitPath } from '../../lib/core/routes.mjs';
import ar from '../../data/locales/ar/messages.json';
import en from '../../data/locales/en/messages.json';
import { expect, hydrated, readsCleanly, test } from './fixtures';

// The press kits (components/presskit/): the studio's and a game's, in English and Arabic, at
// both widths (the project's): read to the end, their contents, downloads, print (each
// read in each direction and theme: accessibility.spec.ts; every kit in `sweep`). The watch
// fixture fails any test on a request to another origin or a CSP violation; the trailer's
// player is stubbed.

const KITS = [
  { name: 'studio', path: presskitPath() },
  { name: 'Neon Vanguard', path: presskitPath('neon-vanguard') },
] as const;
const PLAYER = /^https:\/\/www\.youtube-nocookie\.com\/embed\//;
const words = { en: en.presskit, ar: ar.presskit };

/** Scrolls to the end and back, as a reader does, and tabs through every control. */
async function read(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    window.scrollTo(0, 0);
  });
  for (let step = 0; step < 80; step += 1) await page.keyboard.press('Tab');
}

/** Every catalogue game has a kit (data/content/games/<slug>/). */
const games = readdirSync('data/content/games').sort();

test.describe('press kits', () => {
  // The sweep (`npm test -- sweep`): every kit in every language at 1440 px, the themes taking
  // turns by language (the samples below take both themes at both widths; the kits share one
  // layout).
  for (const [index, { code }] of locales.entries()) {
    const scheme = index % 2 ? 'light' : 'dark';
    test(
      `every kit in ${code} (${scheme}): no axe violation, pictures load, no sideways scroll`,
      { tag: ['@sweep', '@desktop-only'] },
      async ({ page }) => {
        test.setTimeout(120_000);
        await page.emulateMedia({ colorScheme: scheme });
        for (const path of [presskitPath(), ...games.map((slug) => presskitPath(slug))]) {
          await readsCleanly(page, localisedPath(path, code), { firstView: false });
        }
      },
    );
  }

  for (const kit of KITS) {
    for (const code of ['en', 'ar'] as const) {
      const path = localisedPath(kit.path, code);
      test(`${kit.name} (${code}): asks nothing of another origin while read, and its contents lead to each section`, async ({
        page,
        watch,
        baseURL,
      }) => {
        const origin = new URL(baseURL!).origin;
        await page.route(PLAYER, (route) =>
          route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
        );
        await page.goto(path);
        await hydrated(page);
        await read(page);
        const foreign = watch.requests.filter((r) => !r.url().startsWith(origin));
        expect(foreign, 'before play (the watch allows the player after)').toEqual([]);
        await expect(page.locator('iframe')).toHaveCount(0);
        const contents = page.getByRole('navigation', { name: words[code].contents });
        const links = contents.getByRole('link');
        const count = await links.count();
        expect(count).toBeGreaterThanOrEqual(8);
        const last = links.nth(count - 1);
        await last.click();
        const target = (await last.getAttribute('href'))!;
        await expect(page).toHaveURL(new RegExp(`${target}$`));
        await expect(page.locator(target)).toBeInViewport();
        await expect(page.locator(`${target} h2`)).toHaveText(words[code].contact);
        // The trailer plays only when asked, in its one frame.
        const play = page.locator('[data-trailer-play]');
        if (await play.count()) {
          watch.allow(/^other origin: https:\/\/www\.youtube-nocookie\.com\/embed\//);
          await play.first().click();
          await expect(page.locator('iframe')).toHaveCount(1);
        }
      });
    }

    test(
      `${kit.name}: each download is a plain link to its file, of the size it says`,
      { tag: '@desktop-only' },
      async ({ page, request }) => {
        await page.goto(kit.path);
        const zip = page.locator('a[download="images.zip"]');
        const download = await request.get(
          new URL((await zip.getAttribute('href'))!, page.url()).href,
        );
        expect(download.status()).toBe(200);
        expect((await download.body()).length).toBe(Number(await zip.getAttribute('data-bytes')));
      },
    );

    test(
      `${kit.name}: prints as a document, light, without the site's chrome`,
      { tag: '@desktop-only' },
      async ({ page }) => {
        await page.emulateMedia({ colorScheme: 'dark' });
        await page.goto(kit.path);
        await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
        await expect(page.locator('header').first()).toBeHidden();
        await expect(page.locator('footer')).toBeHidden();
        await expect(page.getByRole('navigation', { name: words.en.contents })).toBeHidden();
        const colours = await page.evaluate(() => ({
          page: getComputedStyle(document.body).backgroundColor,
          ink: getComputedStyle(document.querySelector('h1')!).color,
          link: getComputedStyle(document.querySelector('.presskit a[href^="http"]')!, '::after')
            .content,
        }));
        expect(colours.page).not.toBe('rgb(31, 33, 34)');
        expect(colours.ink).not.toBe('rgb(255, 255, 255)');
        expect(colours.link).toMatch(/^" \(" attr\(href\) "\)"$|^" \(https?:/);
      },
    );
  }
});
