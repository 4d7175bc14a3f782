// Writes every route at 375, 768 and 1440 px into screenshots/ (git-ignored), for
// designers and for the README. Run after a build: `npm run screenshots`; OUT_DIR=.out-brand
// shoots the second brand's build (npm test -- build:brand).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './browser.cjs';
import { localisedPath, prefixedLocales } from '../lib/core/locales.mjs';
import { pages, screens, slugOf } from '../lib/core/routes.mjs';
import { serveOnLoopback } from './serve.mjs';

const allRoutes = {
  ...Object.fromEntries(pages.map(({ path }) => [slugOf(path), path])),
  404: '/no-such-page/',
  // Each other language's screens and 404 page: de-browse, ar-404, …
  ...Object.fromEntries(
    prefixedLocales.flatMap(({ code }) => [
      ...screens.map(({ path }) => [`${code}-${slugOf(path)}`, localisedPath(path, code)]),
      [`${code}-404`, `/${code}/no-such-page/`],
    ]),
  ),
};
// ONLY=ar,ja-browse shoots the pages whose names start with one of these.
const only = process.env.ONLY?.split(',');
const routes = Object.fromEntries(
  Object.entries(allRoutes).filter(
    ([name]) => !only || only.some((prefix) => name.startsWith(prefix)),
  ),
);
const widths = (process.env.WIDTHS ?? '375,768,1440').split(',').map(Number);
const outDir = path.resolve('screenshots');

// OUT_DIR shoots another export (the second brand's .out-brand/, an older build).
const { server, origin: base } = await serveOnLoopback({
  dir: path.resolve(process.env.OUT_DIR ?? 'out'),
});
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
await mkdir(outDir, { recursive: true });

try {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
    for (const [name, route] of Object.entries(routes)) {
      await page.goto(base + route, { waitUntil: 'networkidle' });
      // Lazy pictures load as they scroll into view, and sections off screen
      // (content-visibility: auto) are not painted, not even by a full-page capture: make
      // the viewport as tall as the page, so everything is on screen, then shoot.
      await page.evaluate(() => {
        for (const img of document.querySelectorAll('img'))
          if (img.loading === 'lazy') img.loading = 'eager';
      });
      for (let last = 0, height = 900; height !== last;) {
        last = height;
        await page.setViewportSize({ width, height });
        await page.waitForLoadState('networkidle');
        // Two frames: sections that came on screen render in the next one.
        height = await page.evaluate(
          () =>
            new Promise((resolve) =>
              requestAnimationFrame(() =>
                requestAnimationFrame(() => resolve(document.documentElement.scrollHeight)),
              ),
            ),
        );
      }
      const file = path.join(outDir, `${name}-${width}.png`);
      await page.screenshot({ path: file });
      await page.setViewportSize({ width, height: 900 });
      console.log(file);
    }
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
