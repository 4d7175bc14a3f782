import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContextOptions, CDPSession, Page } from '@playwright/test';
import sharp from 'sharp';
import brand from '../../data/brand.json';
import { brandTheme, checkBrand } from '../../lib/brand/brand.mjs';
import { parseColour } from '../../lib/brand/contrast.mjs';
import { gamesIndex } from '../../lib/core/routes.mjs';
import { THEME_KEY } from '../../lib/theme-scheme';
import {
  allPages,
  expect,
  gameSamples,
  hex,
  layoutShifts,
  nextFrames,
  test,
  translated404s,
  translatedPages,
  withinSwap,
} from './fixtures';

// A slow phone's first visit, as Chromium paints it: the CPU slowed through the DevTools
// protocol, each load in a fresh context (empty cache, nothing but the stored choice).
// What the page's first bytes give the browser: __tests__/out/every-page.test.mjs.
// SLOW_LOADS sets the loads per case (1 here, 2 in `npm test -- sweep`; docs/testing.md
// names the long runs). @full, at one width set per test: npm run test:full's desktop-full
// project takes a case per template (the layout's theme script, the 404 page's document);
// the other pages' cases are @sweep, `npm test -- sweep`'s.

const LOADS = Number(process.env.SLOW_LOADS ?? 1);
/** A case test:full takes, or one for the sweep alone. */
const tagged = (inFull: boolean) => ({ tag: [inFull ? '@full' : '@sweep', '@desktop-only'] });
const { schemes } = brandTheme(checkBrand(brand));
type Scheme = 'light' | 'dark';

/** Lighthouse's slow 4G as DevTools applies it (request latency and throughput). */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

/** A fresh first visit: the system's scheme, and the visitor's stored choice, if any. */
async function firstVisit(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions & { colorScheme: Scheme; stored?: Scheme },
) {
  const { stored, ...contextOptions } = options;
  const context = await browser.newContext({
    ...contextOptions,
    baseURL,
    storageState: {
      cookies: [],
      origins: stored
        ? [{ origin: new URL(baseURL).origin, localStorage: [{ name: THEME_KEY, value: stored }] }]
        : [],
    },
  });
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  return { context, page, session };
}

test.describe('a slow load paints the first frame in the visitor theme', () => {
  // The page a visitor comes from: another site (localhost, where the export is on
  // 127.0.0.1), in a colour neither theme has, so its frames are told apart.
  const PREVIOUS = '#3050ff';
  let previous: http.Server;
  let previousUrl = '';
  test.beforeAll(async () => {
    previous = http.createServer((_, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><html lang="en"><title>Elsewhere</title><body style="margin:0;height:100vh;background:${PREVIOUS}"></body></html>`,
      );
    });
    await new Promise<void>((resolve) => previous.listen(0, 'localhost', resolve));
    previousUrl = `http://localhost:${(previous.address() as AddressInfo).port}/`;
  });
  test.afterAll(() => new Promise<void>((resolve) => previous.close(() => resolve())));

  /**
   * Each frame Chromium paints, from the previous page through the navigation to two frames
   * after load, by the scheme of its top corner (the page's background beside the header):
   * 'previous', or 'dark' or 'light' by its lightness (the default canvases included).
   */
  async function framesOf(page: Page, session: CDPSession, url: string, settled: string) {
    const frames: Promise<string>[] = [];
    session.on('Page.screencastFrame', (frame) => {
      session.send('Page.screencastFrameAck', { sessionId: frame.sessionId }).catch(() => {});
      frames.push(
        sharp(Buffer.from(frame.data, 'base64'))
          .extract({ left: 2, top: 2, width: 1, height: 1 })
          .raw()
          .toBuffer()
          .then(([r = 0, g = 0, b = 0]) => {
            const colour = hex([r, g, b]);
            if (colour === PREVIOUS) return 'previous';
            if (colour === settled) return 'settled';
            return 0.2126 * r + 0.7152 * g + 0.0722 * b < 128 ? 'dark' : 'light';
          }),
      );
    });
    await page.goto(previousUrl);
    await session.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await session.send('Network.enable');
    await session.send('Network.emulateNetworkConditions', SLOW_4G);
    await session.send('Page.startScreencast', { format: 'png', everyNthFrame: 1 });
    // As a link on the other site would: a navigation the page starts, not the browser.
    await page.evaluate((to) => (location.href = to), url);
    await page.waitForURL(url, { waitUntil: 'load', timeout: 120_000 });
    await nextFrames(page);
    // Frames reach us after they are painted: wait for one of the settled page.
    await expect
      .poll(async () => (await Promise.all(frames)).includes('settled'), {
        message: 'a frame of the settled page',
        timeout: 30_000,
      })
      .toBe(true);
    await session.send('Page.stopScreencast');
    return Promise.all(frames);
  }

  for (const system of ['light', 'dark'] as const) {
    for (const stored of [undefined, 'light', 'dark'] as const) {
      for (const path of ['/', '/browse/', '/ar/', '/de/nope/', gameSamples[0]!.path]) {
        const want = stored ?? system;
        test(
          `${path} under a ${system} system, ${stored ?? 'nothing'} stored: every frame ${want}`,
          tagged(path === '/' || path === '/de/nope/'),
          async ({ browser, baseURL }) => {
            test.setTimeout(90_000 * LOADS);
            const settled = hex(parseColour(schemes[want].colours.page));
            for (let load = 1; load <= LOADS; load++) {
              const { context, page, session } = await firstVisit(browser, baseURL!, {
                colorScheme: system,
                stored,
                viewport: { width: 1440, height: 900 },
              });
              const frames = await framesOf(page, session, new URL(path, baseURL).href, settled);
              await context.close();
              // The previous page until the first frame of this one, then only the wanted scheme.
              const first = frames.findIndex((frame) => frame !== 'previous');
              expect(
                frames.slice(first).filter((frame) => frame !== 'settled' && frame !== want),
                `load ${load}: ${frames.join(',')}`,
              ).toEqual([]);
              expect(frames.slice(first), `load ${load}: ${frames.join(',')}`).not.toContain(
                'previous',
              );
            }
          },
        );
      }
    }
  }
});

test.describe('a slow load shifts nothing', () => {
  // test:full: every screen, the game templates, a 404 and the mirrored home.
  const inFull = new Set([
    ...allPages.map((page) => page.path),
    gamesIndex.path,
    gameSamples[0]!.path,
    '/no-such-page/',
    '/ar/',
  ]);
  const routes = [
    ...allPages,
    gamesIndex,
    ...gameSamples,
    { path: '/no-such-page/', name: '404' },
    ...translatedPages.filter((page) => page.path === `/${page.locale}/`),
    ...translated404s,
  ];
  for (const { path, name } of routes) {
    for (const viewport of [
      { width: 375, height: 812 },
      { width: 1350, height: 900 },
    ]) {
      test(
        `${name} at ${viewport.width} px: no layout shift in either theme with the CPU slowed`,
        tagged(inFull.has(path)),
        async ({ browser, baseURL }) => {
          test.setTimeout(60_000 * LOADS);
          const shifted: string[] = [];
          for (const colorScheme of ['dark', 'light'] as const) {
            for (let load = 1; load <= LOADS; load++) {
              const { context, page, session } = await firstVisit(browser, baseURL!, {
                colorScheme,
                viewport,
              });
              await page.addInitScript(() =>
                document.fonts.addEventListener('loadingdone', () => {
                  (window as { fontsAt?: number }).fontsAt = performance.now();
                }),
              );
              await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
              const response = await page.goto(path);
              expect(response?.status()).toBe(name.startsWith('404') ? 404 : 200);
              await page.evaluate(() => document.fonts.ready);
              await nextFrames(page);
              const shifts = await layoutShifts(page);
              // The preloads bring the web fonts in before the first paint, unless the CPU is
              // busier still (a loaded CI host): then they swap in after it, as
              // font-swap.spec.ts allows, and only within that. "In before the first paint"
              // is the font set's event, not the paint's layout: a face that finished loading
              // while the first frame was laid out in the fallback swaps in at the next one
              // (seen once in CI, 2026-11-30: Streams at 375 px, a stat 2 px narrower, 4 px to
              // the left, its event before the paint). So a shift within the swap's bounds
              // passes once the fonts are in, whenever they came.
              const { fontsAt, paintAt } = await page.evaluate(() => ({
                fontsAt: (window as { fontsAt?: number }).fontsAt ?? Infinity,
                paintAt:
                  performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
              }));
              await context.close();
              for (const { at, value, moves } of shifts) {
                const swapped = (fontsAt > paintAt && fontsAt < Infinity) || at >= fontsAt;
                if (swapped && moves.length > 0 && moves.every(withinSwap)) continue;
                const what = moves.map((m) => `${m.node} ${m.from} → ${m.to}`).join('; ');
                shifted.push(
                  `${colorScheme}, load ${load}, ${at} ms, ${value.toFixed(5)}: ${what}`,
                );
              }
            }
          }
          expect(shifted, 'layout shifts').toEqual([]);
        },
      );
    }
  }
});
