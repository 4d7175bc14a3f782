import type { CDPSession, Page } from '@playwright/test';
import sharp from 'sharp';
import brand from '../../data/brand.json';
import { brandTheme, checkBrand } from '../../lib/brand/brand.mjs';
import { parseColour } from '../../lib/brand/contrast.mjs';
import { THEME_KEY } from '../../lib/theme-scheme';
import {
  axeViolations,
  blockedScript,
  expect,
  hex,
  hydrated,
  mainNav,
  routes,
  test,
  translated404s,
  translatedPages,
} from './fixtures';

// Light and dark from the brand file (lib/brand/brand.mjs, lib/theme-scheme.ts): the system's
// setting with JavaScript or without, the switch, its memory, and the first painted frame.
// Every project runs under a dark system (playwright.config.ts); these tests set their own.

const { schemes } = brandTheme(checkBrand(brand));
const pageColour = { dark: schemes.dark.colours.page, light: schemes.light.colours.page };
type Scheme = keyof typeof pageColour;

/** The page's painted background: the colour of the top corner, in the margin beside the header. */
const backgroundOf = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

const rgbOf = (colour: string) => `rgb(${parseColour(colour).join(', ')})`;

/**
 * Every frame Chromium paints from navigation start to two frames after load, through the
 * DevTools screencast; each frame's top corner pixel (the page's background beside the
 * header). Frames of the blank page before the document's first paint are left out.
 */
async function paintedCorners(page: Page, session: CDPSession, path: string) {
  const corners: string[] = [];
  const frames: Promise<void>[] = [];
  session.on('Page.screencastFrame', (frame) => {
    frames.push(
      (async () => {
        await session
          .send('Page.screencastFrameAck', { sessionId: frame.sessionId })
          .catch(() => {});
        const { data, info } = await sharp(Buffer.from(frame.data, 'base64'))
          .raw()
          .toBuffer({ resolveWithObject: true });
        const at = (x: number, y: number) => {
          const o = (y * info.width + x) * info.channels;
          return hex([data[o]!, data[o + 1]!, data[o + 2]!]);
        };
        // about:blank's white canvas, before the page painted anything.
        const blank = [at(2, 2), at(info.width - 3, info.height - 3)].every((c) => c === '#ffffff');
        if (!blank || corners.length) corners.push(at(2, 2));
      })(),
    );
  });
  await page.goto('about:blank');
  await session.send('Page.startScreencast', { format: 'png', everyNthFrame: 1 });
  await page.goto(path);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  // Frames reach us after they are painted: wait for the page's first (events, not time).
  await expect
    .poll(
      async () => {
        await Promise.all(frames);
        return corners.length;
      },
      { message: 'a painted frame of the page' },
    )
    .toBeGreaterThan(0);
  await session.send('Page.stopScreencast');
  await Promise.all(frames);
  return corners;
}

test.describe('themes', () => {
  for (const [path, name] of [
    ['/', 'Home'],
    ['/ar/', 'Home (ar)'],
    ['/de/nope/', '404 (de)'],
  ] as const) {
    test(`${name}: under a light system with nothing stored, the first painted frame is light`, async ({
      page,
      watch,
    }) => {
      if (path.includes('nope')) watch.allow(/404/);
      await page.emulateMedia({ colorScheme: 'light' });
      const session = await page.context().newCDPSession(page);
      const corners = await paintedCorners(page, session, path);
      expect(corners.length, 'frames recorded').toBeGreaterThan(0);
      expect(corners[0], 'the first frame').toBe(pageColour.light);
      expect(corners.filter((c) => c === pageColour.dark)).toEqual([]);
    });
  }

  test('Dark chosen on Browse holds on /ja/streams/ after a full load, with no frame of light', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/browse/');
    await hydrated(page);
    expect(await backgroundOf(page)).toBe(rgbOf(pageColour.light));
    await mainNav(page);
    await page.getByRole('group', { name: 'Theme' }).getByRole('button', { name: 'Dark' }).click();
    expect(await backgroundOf(page)).toBe(rgbOf(pageColour.dark));

    const session = await page.context().newCDPSession(page);
    const corners = await paintedCorners(page, session, '/ja/streams/');
    expect(corners[0]).toBe(pageColour.dark);
    expect(corners.filter((c) => c === pageColour.light)).toEqual([]);
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

  test('the switch: by keyboard, its state announced, remembered on reload and across tabs', async ({
    page,
    context,
  }) => {
    await page.goto('/profile/');
    await hydrated(page);
    await mainNav(page);
    const group = page.getByRole('group', { name: 'Theme' });
    const light = group.getByRole('button', { name: 'Light' });
    await expect(group.getByRole('button', { name: 'System' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    for (const button of await group.getByRole('button').all()) {
      const box = (await button.boundingBox())!;
      expect(Math.min(box.width, box.height), 'target size').toBeGreaterThanOrEqual(24);
    }
    await light.focus();
    await page.keyboard.press('Enter');
    await expect(light).toHaveAttribute('aria-pressed', 'true');
    expect(await backgroundOf(page)).toBe(rgbOf(pageColour.light));
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('light');

    const other = await context.newPage();
    await other.goto('/de/');
    expect(await backgroundOf(other)).toBe(rgbOf(pageColour.light));
    // Dark in this tab: the other follows without a reload.
    await group.getByRole('button', { name: 'Dark' }).click();
    await expect.poll(() => backgroundOf(other)).toBe(rgbOf(pageColour.dark));
    const dunkel = other.locator('[data-theme-choice="dark"]');
    await expect(dunkel).toHaveAttribute('aria-pressed', 'true');
    await expect(dunkel).toHaveText('Dunkel');
    await other.close();

    await page.reload();
    expect(await backgroundOf(page)).toBe(rgbOf(pageColour.dark));
  });

  test('every page names its theme colour per scheme and both schemes for the browser', async ({
    page,
  }) => {
    await page.goto('/details/');
    const themeColours = await page
      .locator('meta[name="theme-color"]')
      .evaluateAll((metas) =>
        metas.map((m) => `${m.getAttribute('media')} ${m.getAttribute('content')}`),
      );
    expect(themeColours).toEqual([
      `(prefers-color-scheme: dark) ${pageColour.dark}`,
      `(prefers-color-scheme: light) ${pageColour.light}`,
    ]);
    await expect(page.locator('meta[name="color-scheme"]')).toHaveAttribute(
      'content',
      'dark light',
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

// axe in the light theme: every screen, each language's home, the 404 pages (@full: the
// quick loop keeps the dark runs in accessibility.spec.ts).
test.describe('light theme accessibility', { tag: '@full' }, () => {
  test.beforeEach(async ({ page }) => page.emulateMedia({ colorScheme: 'light' }));
  for (const route of [
    ...routes,
    { path: '/no-such-world/', name: '404' },
    ...translatedPages.filter((p) => p.path === `/${p.locale}/`),
    ...translated404s,
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
