import type { Page } from '@playwright/test';
import { contrastRatio } from '../../lib/brand/contrast.mjs';
import { localisedPath, locales } from '../../lib/core/locales.mjs';
import { gamePath } from '../../lib/core/routes.mjs';
import ar from '../../data/locales/ar/messages.json';
import de from '../../data/locales/de/messages.json';
import en from '../../data/locales/en/messages.json';
import ja from '../../data/locales/ja/messages.json';
import { axeViolations, expect, hydrated, loadAllImages, test } from './fixtures';

// Trailers and the screenshot viewer (components/media/, lib/media.ts). The video hosts are
// stubbed: the network here reaches none, and a test must not depend on one. The watch
// fixture fails any test on a request to another origin or a CSP violation, so every step
// below runs under the page's own policy.

const HOSTED = 'neon-vanguard';
const OWN = 'ember-tundra';
const PLAYER = /^https:\/\/www\.youtube-nocookie\.com\/embed\//;

const messages: Record<string, { media: Record<string, string> }> = { en, de, ja, ar };
const media = (code: string) => messages[code]!.media;
const format = (text: string | undefined = '', values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));
const pageOf = (slug: string, code: string) => localisedPath(gamePath(slug), code);

/** The stub player: a page of our own in place of the host's. */
async function stubPlayer(page: Page) {
  await page.route(PLAYER, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
}

/** Scrolls the whole page and back, hovers each trailer, and tabs through every control. */
async function browse(page: Page) {
  await page.evaluate(async () => {
    const frames = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await frames();
    }
    window.scrollTo(0, 0);
  });
  for (const target of await page.locator('[data-trailer-play], video').all()) {
    await target.hover();
  }
  for (let step = 0; step < 60; step += 1) await page.keyboard.press('Tab');
}

const foreign = (urls: string[], origin: string) => urls.filter((url) => !url.startsWith(origin));

test.describe('a hosted trailer', () => {
  test.beforeEach(({ page }) => stubPlayer(page));

  // Each way to start it, and the mirrored page: the facade is one template in every language.
  for (const [code, key] of [
    ['en', 'Enter'],
    ['de', ' '],
    ['ar', 'click'],
  ] as const) {
    test(`${code}: asks nothing of another origin until play, then opens one player by ${key === ' ' ? 'Space' : key}`, async ({
      page,
      watch,
      baseURL,
    }) => {
      const origin = new URL(baseURL!).origin;
      await page.goto(pageOf(HOSTED, code));
      await browse(page);
      await hydrated(page);
      const before = watch.requests.map((request) => request.url());
      expect(foreign(before, origin), 'requests before play').toEqual([]);
      await expect(page.locator('iframe')).toHaveCount(0);
      await expect(page.locator('link[rel="preconnect"], link[rel="dns-prefetch"]')).toHaveCount(0);

      watch.allow(/^other origin: https:\/\/www\.youtube-nocookie\.com\/embed\//);
      const play = page.getByRole('button', {
        name: format(media(code).play, {
          title: (await page.locator('figcaption span').first().textContent())!,
        }),
      });
      // Playback runs left to right in every script: the play mark points right on the
      // mirrored page too, as a player's controls do.
      const mark = play.locator('svg');
      expect(
        await mark.evaluate((svg) => new DOMMatrix(getComputedStyle(svg).transform).a),
        'the play mark is not mirrored',
      ).toBeGreaterThan(0);
      if (key === 'click') await play.click();
      else {
        await play.focus();
        await page.keyboard.press(key);
      }
      const frame = page.locator('iframe');
      await expect(frame).toHaveCount(1);
      await expect(frame).toBeFocused();
      await expect(play).toBeHidden();
      expect(await frame.getAttribute('src')).toMatch(PLAYER);
      await expect.poll(() => page.frames().length).toBe(2);
      // The request event can land after the frame attaches: waited for, not read once.
      const after = () =>
        foreign(
          watch.requests.map((request) => request.url()),
          origin,
        );
      await expect.poll(after).toHaveLength(1);
      expect(after()[0]).toMatch(PLAYER);
    });
  }

  test('reached by a client navigation, play loads the page under its own policy first', async ({
    page,
    watch,
  }) => {
    await page.goto('/games/');
    await hydrated(page);
    await page
      .locator(`a[href="${gamePath(HOSTED)}"]`)
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${gamePath(HOSTED)}$`));
    watch.allow(/^other origin: https:\/\/www\.youtube-nocookie\.com\/embed\//);
    const play = page.locator('[data-trailer-play]');
    // The document from /games/ frames nothing: the press reloads the page, play focused.
    const reload = page.waitForEvent('load');
    await play.click();
    await reload;
    await expect(play).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('iframe')).toHaveCount(1);
  });
});

test.describe('a video of our own', () => {
  // Each direction; every language's page naming its own captions is read over out/.
  for (const { code } of locales.filter((l) => l.code === 'en' || l.code === 'ar')) {
    test(`${code}: loads nothing of it before play, then plays with ${code} captions`, async ({
      page,
      watch,
    }) => {
      await page.goto(pageOf(OWN, code));
      await browse(page);
      const fetched = () =>
        watch.requests
          .map((request) => new URL(request.url()).pathname)
          .filter((p) => p.startsWith('/video/'));
      expect(fetched(), 'video files before play').toEqual([]);
      const video = page.locator('video');
      await expect(video).toHaveAttribute('preload', 'none');
      // Muted: a test browser may refuse to start sound without a gesture.
      const state = await video.evaluate(async (element: HTMLVideoElement) => {
        element.muted = true;
        await element.play();
        await new Promise((resolve) =>
          element.addEventListener('timeupdate', resolve, { once: true }),
        );
        const showing = Array.from(element.textTracks).filter((track) => track.mode === 'showing');
        const track = showing[0];
        if (track && !track.cues?.length) await new Promise((resolve) => setTimeout(resolve, 500));
        return {
          playing: !element.paused,
          showing: showing.map((t) => t.language),
          cues: track?.cues?.length ?? 0,
          tracks: element.textTracks.length,
        };
      });
      expect(state).toEqual({ playing: true, showing: [code], cues: 3, tracks: locales.length });
      expect(fetched().some((path) => /\.(webm|mp4)$/.test(path))).toBe(true);
    });
  }
});

test.describe('the screenshot viewer', () => {
  /** The dialog, its count and the thumbnails of the game page in a language. */
  async function openGallery(page: Page, code: string) {
    await page.goto(pageOf(HOSTED, code));
    const thumbnails = page.locator('a[data-gallery-item]');
    const viewer = page.locator('dialog[data-viewer]');
    const count = viewer.locator('[data-viewer-position]');
    return { thumbnails, viewer, count, total: await thumbnails.count() };
  }

  for (const { code, dir } of locales.filter((l) => l.code === 'en' || l.code === 'ar')) {
    test(`${code}: opens, moves and closes by keyboard, ${dir === 'rtl' ? 'mirrored, ' : ''}and returns focus`, async ({
      page,
      watch,
    }) => {
      const { thumbnails, viewer, count, total } = await openGallery(page, code);
      expect(total).toBeGreaterThan(1);
      const words = media(code);
      const at = (current: number) => format(words.position, { current, total });
      // Nothing of the viewer loads until it opens.
      await expect(viewer.locator('img')).toHaveCount(0);
      await thumbnails.first().focus();
      await page.keyboard.press('Enter');
      await expect(viewer).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveAccessibleName(/.+/);
      await expect(count).toHaveText(at(1));
      await expect(count).toHaveAttribute('aria-live', 'polite');
      const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
      const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
      await page.keyboard.press(forward);
      await expect(count).toHaveText(at(2));
      await page.keyboard.press(back);
      await expect(count).toHaveText(at(1));
      // Back from the first goes round to the last.
      await page.keyboard.press(back);
      await expect(count).toHaveText(at(total));
      // The picture is the one its thumbnail shows, at a width chosen for the viewer.
      const picture = viewer.locator('img');
      await expect(picture).toHaveJSProperty('complete', true);
      const shown = await picture.evaluate((img: HTMLImageElement) => ({
        alt: img.alt,
        // The file's own width, from its name (/art/<slug>-<width>.avif).
        file: Number(/-(\d+)\.(?:avif|webp)$/.exec(img.currentSrc)?.[1] ?? 0),
        needed: img.getBoundingClientRect().width * devicePixelRatio,
      }));
      expect(shown.alt).toBe(
        await thumbnails
          .nth(total - 1)
          .locator('img')
          .getAttribute('alt'),
      );
      expect(shown.file).toBeGreaterThanOrEqual(Math.min(shown.needed, 1440));
      await page.keyboard.press('Escape');
      await expect(viewer).toBeHidden();
      await expect(thumbnails.first()).toBeFocused();
      // The buttons work too: open, next, close.
      await thumbnails.nth(1).click();
      await expect(count).toHaveText(at(2));
      await page.getByRole('button', { name: words.next }).click();
      await expect(count).toHaveText(at(1));
      await page.getByRole('button', { name: words.close }).click();
      await expect(viewer).toBeHidden();
      await expect(thumbnails.nth(1)).toBeFocused();
      expect(watch.problems).toEqual([]);
    });
  }

  for (const code of ['en', 'ar']) {
    test(`${code}: moves by swipe, ${code === 'ar' ? 'mirrored' : 'left for the next picture'}`, async ({
      page,
    }) => {
      // Every project is Chromium: touch is driven through its DevTools protocol.
      const { thumbnails, count, total } = await openGallery(page, code);
      await thumbnails.first().click();
      const at = (current: number) => format(media(code).position, { current, total });
      await expect(count).toHaveText(at(1));
      const cdp = await page.context().newCDPSession(page);
      const swipe = async (from: number, to: number) => {
        const y = 300;
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchStart',
          touchPoints: [{ x: from, y }],
        });
        for (const x of [from + (to - from) / 2, to]) {
          await cdp.send('Input.dispatchTouchEvent', {
            type: 'touchMove',
            touchPoints: [{ x, y }],
          });
        }
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      };
      const width = page.viewportSize()!.width;
      // A finger moving left: the next picture in English, the previous in Arabic.
      await swipe(width * 0.8, width * 0.2);
      await expect(count).toHaveText(at(code === 'ar' ? total : 2));
      await swipe(width * 0.2, width * 0.8);
      await expect(count).toHaveText(at(1));
    });
  }

  test('keeps its box as the picture arrives, and drops its fade for reduced motion', async ({
    page,
  }) => {
    const { thumbnails, viewer } = await openGallery(page, 'en');
    // Held back so the box is measured before the picture arrives.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/art\/.*-(1080|1280|1440)\.(avif|webp)$/, async (route) => {
      await held;
      await route.continue();
    });
    await thumbnails.first().click();
    const slot = viewer.locator('[data-viewer-picture]');
    const before = await slot.boundingBox();
    release();
    await expect(viewer.locator('img')).toHaveJSProperty('complete', true);
    expect(await slot.boundingBox()).toEqual(before);
    expect(await viewer.evaluate((el) => getComputedStyle(el).animationName)).toBe('viewer-in');
    await page.keyboard.press('Escape');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await thumbnails.first().click();
    expect(await viewer.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  });

  for (const scheme of ['dark', 'light'] as const) {
    test(`has no axe violations open or closed, in the ${scheme} theme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      const { thumbnails, viewer } = await openGallery(page, 'en');
      await hydrated(page);
      await loadAllImages(page);
      expect(await axeViolations(page), 'closed').toEqual([]);
      await thumbnails.first().click();
      await expect(viewer.locator('img')).toHaveJSProperty('complete', true);
      // axe reads colours as painted: mid-fade, the count's ink is still part transparent.
      await viewer.evaluate((el) =>
        Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)),
      );
      expect(await axeViolations(page), 'open').toEqual([]);
      // axe does not see the ::backdrop the count and controls sit on: measured here, the
      // backdrop being 85 % black over the page.
      const { inks, page: behind } = await viewer.evaluate((dialog) => ({
        inks: [
          getComputedStyle(dialog.querySelector('[data-viewer-position]')!).color,
          ...Array.from(dialog.querySelectorAll('button'), (b) => getComputedStyle(b).color),
        ],
        page: getComputedStyle(document.body).backgroundColor,
      }));
      const [r, g, b] = (behind.match(/\d+/g) ?? []).map((c) => Math.round(Number(c) * 0.15));
      for (const ink of inks) {
        expect(contrastRatio(ink, `rgb(${r}, ${g}, ${b})`), ink).toBeGreaterThanOrEqual(4.5);
      }
    });
  }

  test('its controls show a focus ring, stay visible in forced colours and take text spacing', async ({
    page,
  }) => {
    const { thumbnails, viewer, count } = await openGallery(page, 'en');
    await thumbnails.first().focus();
    await page.keyboard.press('Enter');
    await expect(viewer).toBeVisible();
    for (const forcedColors of ['none', 'active'] as const) {
      await page.emulateMedia({ forcedColors });
      // Opening focuses its first button; Tab moves on to the other two.
      await page.keyboard.press('Escape');
      await thumbnails.first().focus();
      await page.keyboard.press('Enter');
      for (let stop = 0; stop < 3; stop += 1) {
        if (stop > 0) await page.keyboard.press('Tab');
        const look = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement;
          const style = getComputedStyle(el);
          return {
            inViewer: Boolean(el.closest('dialog[data-viewer]')),
            outline: style.outlineStyle,
            width: parseFloat(style.outlineWidth),
            icon: el.querySelector('svg')?.getBoundingClientRect().width ?? 0,
          };
        });
        expect(look.inViewer).toBe(true);
        expect(look.outline).not.toBe('none');
        expect(look.width).toBeGreaterThanOrEqual(2);
        expect(look.icon).toBeGreaterThan(0);
      }
    }
    // WCAG 1.4.12's spacing, served same-origin so the page's style-src takes it.
    await page.route('**/__wcag/text-spacing.css', (route) =>
      route.fulfill({
        contentType: 'text/css',
        body: '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }',
      }),
    );
    await page.addStyleTag({ url: '/__wcag/text-spacing.css' });
    const text = await count.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(text.scroll).toBeLessThanOrEqual(text.client + 1);
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a trailer is a link to its host, and each thumbnail links to its full-size picture', async ({
    page,
    watch,
  }) => {
    watch.allow(/request failed: .*\.js csp$/);
    await page.goto(pageOf(HOSTED, 'en'));
    await expect(page.locator('[data-trailer-play]')).toBeHidden();
    const link = page.getByRole('link', { name: /^Watch .+ on YouTube$/ });
    await expect(link).toBeVisible();
    expect(await link.getAttribute('href')).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=/);
    for (const thumbnail of await page.locator('a[data-gallery-item]').all()) {
      expect(await thumbnail.getAttribute('href')).toMatch(/^\/art\/.+-1440\.webp$/);
    }
    await page.goto(pageOf(OWN, 'en'));
    await expect(page.locator('video[controls]')).toBeVisible();
  });
});
