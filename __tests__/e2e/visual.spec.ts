import { existsSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import brand from '../../data/brand.json';
import {
  allPages,
  expect,
  menuToggle,
  nextFrames,
  settle,
  test,
  translatedPages,
} from './fixtures';

// Visual baselines: every page, the 404 page and the style guide at three widths, a game's
// page at two, plus the open menu at 375 px, compared with the PNGs in __screenshots__/. Each page is captured
// whole, with the window made as tall as the page (sections off screen are not painted,
// content-visibility: auto, not even in a full-page capture); pictures are drawn as flat
// boxes by visual.css: the art has its own byte-level checks, and with it the baselines
// would be megabytes each. The tolerance (playwright.config.ts) absorbs anti-aliasing,
// not design: an 8 px padding change or another accent fails. Baselines belong to the
// Chromium that made them (chromium.json, with the brand they show, written by npm test -- visual:update).
const baseline = JSON.parse(
  readFileSync('__tests__/e2e/__screenshots__/chromium.json', 'utf8'),
) as { version: string; brand?: { name: string; accent: string } };
const major = (version: string) => version.split('.')[0];
const UPDATE = 'npm test -- visual:update';

const pages = [...allPages, { path: '/no-such-page/', name: '404' }];
const sizes = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
];

/** The window as tall as the page, until the height stops changing. */
async function growToPage(page: Page, width: number) {
  let height = 0;
  for (let tries = 0; tries < 5; tries += 1) {
    // Rounded up to 16 px: a long page's height wavers by a pixel between runs (sub-pixel
    // layout); the rows added below are the page colour (the body fills the window).
    const next = await page.evaluate(
      () => Math.ceil(document.documentElement.scrollHeight / 16) * 16,
    );
    if (next === height) return;
    height = next;
    await page.setViewportSize({ width, height });
    await nextFrames(page);
  }
}

/**
 * The whole page in the window, and every picture (now all in view, so all loading)
 * decoded: a late one would repaint mid-capture. The window grows twice: the first time
 * every section renders once, and off screen again each keeps the height it rendered at
 * (contain-intrinsic-size: auto) instead of its placeholder, which can be taller (the
 * style guide's are); the window, back at its size, then measures the page as it is.
 */
async function wholePage(page: Page, width: number, file: string) {
  const start = page.viewportSize()!;
  await growToPage(page, width);
  await page.setViewportSize(start);
  await nextFrames(page);
  await growToPage(page, width);
  // The page's height wavers by a pixel or two from run to run (sub-pixel layout); rounded
  // up to 16 px it lands in one window height, unless it sits at a multiple of 16 (the style
  // guide at 375 px in light came out 36,640 and 36,656 px by turns). A page within 2 px of
  // the baseline's band takes the baseline's height; one further off is captured as it is and
  // fails on its size. Not while the baselines are rewritten: they take the page's own.
  const rewriting = ['all', 'changed'].includes(test.info().config.updateSnapshots);
  const baselineHeight = rewriting ? null : heightOf(file);
  if (baselineHeight && baselineHeight !== page.viewportSize()!.height) {
    // Where the page ends: the body fills the window, so its height says only the window's.
    const raw = await page.evaluate(() =>
      Math.max(
        ...Array.from(document.body.children, (el) => el.getBoundingClientRect().bottom + scrollY),
      ),
    );
    if (raw > baselineHeight - 18 && raw <= baselineHeight + 2) {
      await page.setViewportSize({ width, height: baselineHeight });
      await nextFrames(page);
    }
  }
  // Pictures in the closed menu are not rendered and never load: skip them.
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((img) => img.getClientRects().length > 0)
      .every((img) => img.complete),
  );
}

/** A baseline PNG's height, from its header (IHDR), or null where there is none yet. */
function heightOf(file: string) {
  const at = test.info().snapshotPath(file, { kind: 'screenshot' });
  return existsSync(at) ? readFileSync(at).readUInt32BE(20) : null;
}

async function compare(page: Page, name: string, browserVersion: string) {
  try {
    await expect(page).toHaveScreenshot(name, {
      animations: 'disabled',
      caret: 'hide',
      // The style guide is a page some 10,000 px tall: on a busy 2-core host its capture and
      // comparison ran past expect's 5 s default.
      timeout: 20_000,
    });
  } catch (error) {
    const made = baseline.brand;
    const rebranded = made && (made.name !== brand.name || made.accent !== brand.accent);
    const hint = rebranded
      ? `The baselines were made for ${made.name} (${made.accent}); data/brand.json is now ${brand.name} (${brand.accent}), and a new brand is a new look: rewrite them with ${UPDATE} and review them like code.`
      : major(baseline.version) === major(browserVersion)
        ? `If the change is intended, rewrite the baselines with ${UPDATE} and review them like code (the diff images are in the Playwright report).`
        : `The baselines were made with Chromium ${baseline.version}; this is Chromium ${browserVersion}. If only the browser changed, rewrite them with ${UPDATE} and review the diff like code.`;
    (error as Error).message = `${(error as Error).message}\n\n${hint}`;
    throw error;
  }
}

test.use({ reducedMotion: 'reduce' });

// Arabic (right to left, its own face) and Japanese (the system's face, phrase breaks) at the
// phone and desktop widths; German is Latin text in the English layout.
const scripts = translatedPages.filter((page) => page.locale === 'ar' || page.locale === 'ja');
// Each template past the screens, in English and mirrored in Arabic: a catalogue game's page
// (data/content/games/), each kind of press kit (components/presskit/), the news's list and a
// post (components/news/), a legal page with its contents and careers (components/studio-pages/).
const gamePages = (
  [
    ['/games/neon-vanguard/', 'Game Neon Vanguard'],
    ['/presskit/', 'Presskit studio'],
    ['/games/neon-vanguard/presskit/', 'Presskit Neon Vanguard'],
    ['/news/', 'News'],
    ['/news/neon-vanguard-patch-1-4/', 'News post'],
    ['/privacy/', 'Privacy'],
    ['/careers/', 'Careers'],
  ] as const
).flatMap(([path, name]) => [
  { path, name },
  { path: `/ar${path}`, name: `${name} (ar)` },
]);

for (const size of sizes) {
  test.describe(`${size.width} px`, () => {
    test.use({ viewport: size });
    for (const route of size.width === 768 ? pages : [...pages, ...scripts, ...gamePages]) {
      test(`${route.name} looks as its baseline`, async ({ page, watch, browser }) => {
        if (route.name === '404') watch.allow(/404/);
        await page.goto(route.path);
        await settle(page);
        const slug = route.name.toLowerCase().replace(/[()]/g, '').replace(/\s+/g, '-');
        await wholePage(page, size.width, `${slug}-${size.width}.png`);
        await compare(page, `${slug}-${size.width}.png`, browser.version());
      });
    }
  });
}

// The light theme (a light system, nothing stored): every page and the open menu at the
// phone and desktop widths. The rest of this file runs under the dark system the config sets.
for (const size of sizes.filter(({ width }) => width !== 768)) {
  test.describe(`${size.width} px, light`, () => {
    test.use({ viewport: size, colorScheme: 'light' });
    for (const route of pages) {
      test(`${route.name} in light looks as its baseline`, async ({ page, watch, browser }) => {
        if (route.name === '404') watch.allow(/404/);
        await page.goto(route.path);
        await settle(page);
        const slug = route.name.toLowerCase().replace(/\s+/g, '-');
        await wholePage(page, size.width, `${slug}-light-${size.width}.png`);
        await compare(page, `${slug}-light-${size.width}.png`, browser.version());
      });
    }
  });
}

test.describe('375 px, menu open', () => {
  test.use({ viewport: sizes[0] });
  for (const [what, path, colorScheme, file] of [
    ['', '/', 'dark', 'menu-open-375.png'],
    [' in light', '/', 'light', 'menu-open-light-375.png'],
    [', mirrored in Arabic,', '/ar/', 'dark', 'menu-open-ar-375.png'],
  ] as const) {
    test(`the open menu${what} looks as its baseline`, async ({ page, browser }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto(path);
      await settle(page);
      await menuToggle(page).click();
      await expect(page.locator('#site-menu nav')).toBeVisible();
      await compare(page, file, browser.version());
    });
  }
});

// The screenshot viewer open over a game's page (components/media/picture-viewer.tsx), in
// English and mirrored in Arabic; the page behind it, the trailer's facade first, is the
// game page's own baseline above.
for (const size of sizes.filter(({ width }) => width !== 768)) {
  test.describe(`${size.width} px, viewer open`, () => {
    test.use({ viewport: size });
    for (const code of ['en', 'ar']) {
      test(`the viewer in ${code} looks as its baseline`, async ({ page, browser }) => {
        await page.goto(code === 'en' ? '/games/neon-vanguard/' : `/${code}/games/neon-vanguard/`);
        await settle(page);
        // The page behind the viewer is in the picture, so it must stand at one place: where a
        // click's own scroll-into-view leaves it depends on timing (under load Playwright retries
        // with other alignments). Centre the item first; the click then finds it in view.
        const item = page.locator('a[data-gallery-item]').nth(1);
        await item.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'center' }));
        const at = await page.evaluate(() => window.scrollY);
        await item.click();
        const viewer = page.locator('dialog[data-viewer]');
        await expect(viewer).toBeVisible();
        await expect(viewer.locator('img')).toHaveJSProperty('complete', true);
        expect(await page.evaluate(() => window.scrollY)).toBe(at);
        await compare(page, `viewer-open-${code}-${size.width}.png`, browser.version());
      });
    }
  });
}
