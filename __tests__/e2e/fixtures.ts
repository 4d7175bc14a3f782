import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import { test as base, expect, type Page, type Request } from '@playwright/test';
import { localisedPath, prefixedLocales } from '../../lib/core/locales.mjs';
import { englishEntry } from '../../lib/content/games/game-folders.mjs';
import { gamePath, pages, screens, styleguide } from '../../lib/core/routes.mjs';
import type { LocaleCode } from '../../lib/render/i18n';
import type { Route } from '../../lib/core/paths';
import { basePathOf, originVariable, type Host, type VariantName } from './hosts';

/** Every screen with the name its nav link shows (lib/core/routes.mjs). */
export const routes: readonly { path: Route; name: string }[] = screens;

/** The designers' style guide: no nav link, but held to the same checks. */
export { styleguide };

/** Every exported page but the 404: the five screens and the style guide. */
export const allPages: readonly { path: Route; name: string }[] = pages;

/** Each screen in each other language (lib/core/locales.mjs): '/de/browse/', named "Browse (de)". */
export const translatedPages: readonly { path: string; name: string; locale: LocaleCode }[] =
  prefixedLocales.flatMap(({ code }) =>
    screens.map(({ path, name }) => ({
      path: localisedPath(path, code),
      name: `${name} (${code})`,
      locale: code,
    })),
  );

/**
 * The Arabic screens: a template's right-to-left variation, the one other language a check
 * of what a template does (axe, the WCAG probes) takes. What differs by language on every
 * page (words, `lang`, `dir`, alternates) is read over out/ (__tests__/out/every-page.test.mjs);
 * where words can break a layout, the layout sweep takes every language.
 */
export const mirroredPages = translatedPages.filter((page) => page.locale === 'ar');

/**
 * One catalogue game's page per language, each a different game: one with its own figures
 * (velvet-static), one with a single screenshot (skyforge-relay). Named "en: …" rather than
 * "(de)", so the quick loop takes them at both widths.
 */
export const gameSamples = (
  [
    ['en', 'neon-vanguard'],
    ['de', 'velvet-static'],
    ['ja', 'skyforge-relay'],
    ['ar', 'lantern-deep'],
  ] as const
).map(([locale, slug]) => ({
  path: localisedPath(gamePath(slug), locale),
  name: `${locale}: ${englishEntry('.', slug).name}`,
  locale,
  slug,
}));

/**
 * The theme a template is read in, in English or Arabic: each direction once and each theme
 * once (the projects add the widths). The themes swap colours, not boxes (themes.spec.ts), so
 * a template needs each, not every pairing of them.
 */
export const schemeFor = (code: 'en' | 'ar') => (code === 'en' ? 'dark' : 'light');

/** Each other language's 404 page, at an unknown path under its prefix. */
export const translated404s = prefixedLocales.map(({ code }) => ({
  path: `/${code}/no-such-world/`,
  name: `404 (${code})`,
  locale: code,
}));

/** The Arabic 404 page: the error template's right-to-left variation. */
export const mirrored404 = translated404s.filter((page) => page.locale === 'ar');

export type Watch = {
  /** Console errors and warnings, page errors and failed requests seen so far. */
  problems: string[];
  /** Every request the page made. */
  requests: Request[];
  /** Patterns of problems a test expects (a 404 page logs its 404). */
  allow: (pattern: RegExp) => void;
};

/** What a project tells a test (playwright.config.ts): which build, on which host, where. */
type Served = {
  variant: VariantName;
  host: Host;
  contentSet: string;
  basePath: string;
  eager: boolean;
  secondBrand: boolean;
};

/**
 * A test of the server's answers alone (server.spec.ts): the served site as baseURL, and no
 * page, so none is opened for it (a context and a page per row cost more than the row).
 */
export const httpTest = base.extend<Served>({
  /** Set by each project (playwright.config.ts): which build it tests (__tests__/suites.mjs). */
  variant: ['default', { option: true }],
  /** Set by the host projects: which server serves the build (see hosts.ts). */
  host: ['preview', { option: true }],
  /** Set by the content projects: a content set's build (npm test -- build:content). */
  contentSet: ['', { option: true }],
  /** The base-path variant's prefix: the site is served under it. */
  basePath: async ({ variant }, use) => use(basePathOf(variant)),
  /** The HYDRATION=eager build (npm test -- build:lean makes it): Next's own script tags. */
  eager: async ({ variant }, use) => use(variant === 'eager'),
  /** The second brand's build (npm test -- build:brand). */
  secondBrand: async ({ variant }, use) => use(variant === 'brand'),
  baseURL: async ({ variant, host, contentSet, basePath }, use) => {
    await use(`${process.env[originVariable(variant, host, contentSet)]}${basePath}`);
  },
});

/**
 * Every test gets the served site as baseURL and a watch on the page: at the end,
 * no console error or warning (hydration warnings included), no page error, no
 * failed request and no request to another origin, unless the test allowed it.
 */
export const test = httpTest.extend<{ watch: Watch }>({
  // Tests name paths from the site's root ('/browse/'); under a base path they need its prefix.
  page: async ({ page, basePath }, use) => {
    if (basePath) {
      const goto = page.goto.bind(page);
      page.goto = (url, options) => goto(url.startsWith('/') ? `${basePath}${url}` : url, options);
    }
    await use(page);
  },
  watch: [
    async ({ page, baseURL }, use) => {
      const problems: string[] = [];
      const requests: Request[] = [];
      const allowed: RegExp[] = [];
      const origin = new URL(baseURL!).origin;
      // Every CSP violation counts, reported or not (a meta policy cannot report).
      await page.exposeFunction('__reportCspViolation', (text: string) =>
        problems.push(`CSP violation: ${text}`),
      );
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation: (t: string) => void })
            .__reportCspViolation;
          report(`${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          problems.push(`console ${message.type()}: ${message.text()} (${message.location().url})`);
        }
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('request', (request) => {
        requests.push(request);
        const url = request.url();
        if (!url.startsWith(origin) && !url.startsWith('data:'))
          problems.push(`other origin: ${url}`);
      });
      page.on('requestfailed', (request) => {
        // Next aborts prefetches it no longer needs when a navigation starts: not a failure.
        if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
        problems.push(`request failed: ${request.url()} ${request.failure()?.errorText}`);
      });
      page.on('response', (response) => {
        if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
      });
      await use({ problems, requests, allow: (pattern) => allowed.push(pattern) });
      const unexpected = problems.filter(
        (problem) => !allowed.some((pattern) => pattern.test(problem)),
      );
      expect(unexpected, 'console errors, failed or foreign requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The phone menu's toggle, by CSS: from lg up it is hidden and leaves the accessibility tree. */
export const menuToggle = (page: Page) => page.locator('button[aria-controls="site-menu"]');

/** An RGB triple as the lower-case `#rrggbb` the brand file and a screenshot's pixels compare in. */
export const hex = (rgb: readonly number[]) =>
  `#${rgb
    .slice(0, 3)
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;

/** Two animation frames in the page: what just changed has been laid out and painted. */
export const nextFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

/** A layout shift as the page reported it, each moved node with its move. */
export type Shift = {
  at: number;
  value: number;
  moves: { node: string; dx: number; dy: number; from: string; to: string }[];
};

/**
 * Within what a web font's swap may move text: nothing up or down (each stand-in carries its
 * font's vertical metrics), a few pixels sideways (it matches the average glyph width, not
 * every word's). font-swap.spec.ts holds every swap to it.
 */
export const withinSwap = (move: Shift['moves'][number]) =>
  Math.abs(move.dy) <= 0.5 && Math.abs(move.dx) <= 8;

/**
 * The layout shifts the page reported since `since` (ms on its clock), not caused by input,
 * read two frames on so the last layout has been reported (no fixed wait: a slow machine
 * only makes the frames later).
 */
export const layoutShifts = (page: Page, since = 0) =>
  page.evaluate(
    (from) =>
      new Promise<Shift[]>((resolve) => {
        type LayoutShift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node; previousRect: DOMRect; currentRect: DOMRect }[];
        };
        const entries: LayoutShift[] = [];
        const observer = new PerformanceObserver((list) =>
          entries.push(...(list.getEntries() as LayoutShift[])),
        );
        observer.observe({ type: 'layout-shift', buffered: true });
        const box = (r: DOMRect) =>
          `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            entries.push(...(observer.takeRecords() as LayoutShift[]));
            observer.disconnect();
            resolve(
              entries
                .filter((entry) => !entry.hadRecentInput && entry.startTime >= from)
                .map((entry) => ({
                  at: Math.round(entry.startTime),
                  value: entry.value,
                  moves: entry.sources.map(({ node, previousRect, currentRect }) => ({
                    node: `${node?.nodeName} "${node?.textContent?.slice(0, 24)}"`,
                    dx: currentRect.x - previousRect.x,
                    dy: currentRect.y - previousRect.y,
                    from: box(previousRect),
                    to: box(currentRect),
                  })),
                })),
            );
          }),
        );
      }),
    since,
  );

/** Opens the mobile menu when the viewport shows its toggle; returns the main navigation. */
export async function mainNav(page: Page) {
  const toggle = page.getByRole('button', { name: 'Menu' });
  if (await toggle.isVisible()) {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
  return page.getByRole('navigation', { name: 'Main' });
}

/**
 * Shows the page the intent that starts Next's runtime (scripts/postbuild/hydrate-on-intent.js:
 * a pointer moving, here synthetic so nothing is hovered) and waits until the Navbar has
 * hydrated and taken the menu over, so clicks reach React's handlers.
 */
export async function hydrated(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new Event('pointermove')));
  await navbarHydrated(page);
}

/** Waits until the Navbar has hydrated and marked its toggle (it owns the menu from then). */
export async function navbarHydrated(page: Page) {
  await page.waitForFunction(() =>
    document.querySelector('[aria-controls="site-menu"][data-hydrated]'),
  );
}

/** How far the page reaches past the window's right edge (0 or less: no sideways scroll). */
export async function sidewaysScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * With JavaScript off Chromium refuses each <script src> under the CSP and reports it as a
 * request failed with "csp": what a JavaScript-off test allows its watch.
 */
export const blockedScript = /^request failed: .*\.js csp$/;

/**
 * Pictures the page shows that failed to load; `inView`: only those in the window (the
 * lazy ones below it have not been asked for).
 */
export async function brokenImages(page: Page, { inView = false } = {}) {
  return page.evaluate(
    (inView) =>
      Array.from(document.images)
        .filter((img) => {
          if (!inView) return img.getClientRects().length > 0;
          const r = img.getBoundingClientRect();
          return r.width > 0 && r.bottom > 0 && r.top < innerHeight;
        })
        .filter((img) => !img.complete || img.naturalWidth === 0)
        .map((img) => img.currentSrc || img.src),
    inView,
  );
}

/**
 * How long two frames may take before the page is taken to have stopped painting: well past a
 * frame on a fully loaded host. In CI the headless shell has painted no frame for a minute
 * after a resize (`holdsItsLayout`), and the wait for one hung the test to its timeout
 * (docs/testing.md, "Builds side by side"). What the frames are for does not need them: the
 * measurements that follow lay out a section content-visibility skips, and the pictures are
 * switched to eager loading, which starts their requests without a frame.
 */
const FRAME_WAIT = 2_000;
/** Past this, the page's main thread answered nothing: a script blocking it, named as such. */
const PAGE_ANSWER = 20_000;

/**
 * Renders every section and loads every picture the page shows: each section is scrolled
 * into view for two frames (content-visibility: auto renders it), every shown picture is
 * switched to eager loading, and then each picture's own state is waited for (`complete`:
 * loaded or failed, no request pending). Not its load event: a picture that settles before
 * a listener is added, or whose request a new width replaces (holdsItsLayout resizes), sends
 * none, and waiting for one hung the style guide's sweep for the whole test (docs/testing.md).
 * A picture that fails is left for brokenImages() to name; one that never settles is named.
 * A page that stops painting is noted on the test and read on without frames (FRAME_WAIT).
 */
export async function loadAllImages(page: Page) {
  const width = page.viewportSize()?.width;
  const scrolled = page.evaluate(async (frameWait) => {
    let stalled = false;
    const frames = () =>
      stalled
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const timer = setTimeout(() => {
              stalled = true;
              resolve();
            }, frameWait);
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                clearTimeout(timer);
                resolve();
              }),
            );
          });
    for (const section of Array.from(document.querySelectorAll('main section, footer'))) {
      section.scrollIntoView({ block: 'start' });
      await frames();
    }
    window.scrollTo(0, 0);
    await frames();
    // Pictures inside a closed menu are not rendered and never load: skip them.
    for (const img of Array.from(document.images)) {
      if (img.getClientRects().length > 0) img.loading = 'eager';
    }
    return stalled;
  }, FRAME_WAIT);
  // The evaluation outlives a race it lost until the page closes: its rejection then is no news.
  scrolled.catch(() => {});
  let timer: NodeJS.Timeout | undefined;
  const stalled = await Promise.race([
    scrolled,
    new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new Error(
              `${page.url()} at ${width} px answered nothing for ${PAGE_ANSWER / 1000} s while scrolled through: its main thread is blocked`,
            ),
          ),
        PAGE_ANSWER,
      );
    }),
  ]).finally(() => clearTimeout(timer));
  if (stalled) {
    const description = `${page.url()} at ${width} px painted no frame within ${FRAME_WAIT / 1000} s of a scroll; read on without frames`;
    base.info().annotations.push({ type: 'warning', description });
    console.warn(`warning: ${description}`);
  }
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          Array.from(document.images)
            .filter((img) => img.getClientRects().length > 0 && !img.complete)
            .map((img) => img.currentSrc || img.src),
        ),
      { message: 'pictures still loading', timeout: 30_000 },
    )
    .toEqual([]);
}

/**
 * A page as a reader meets it: it answers 200, axe finds nothing as loaded (`firstView`: before
 * any scrolling, the way Lighthouse sees it) and with every section rendered and every picture
 * in, each picture loads, and nothing scrolls sideways.
 */
export async function readsCleanly(page: Page, path: string, { firstView = true } = {}) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await hydrated(page);
  if (firstView) expect(await axeViolations(page), `${path} before any scrolling`).toEqual([]);
  await loadAllImages(page);
  expect(await brokenImages(page), path).toEqual([]);
  expect(await axeViolations(page), path).toEqual([]);
  expect(await sidewaysScroll(page), `${path}: sideways scroll`).toBeLessThanOrEqual(0);
}

/**
 * Text that spills out of its card: an element's box outside its card (an article, a list
 * item, a figure's cell, a section), or its text wider than its box unless cut off on purpose.
 */
export function spilledText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cards = document.querySelectorAll<HTMLElement>(
      'article, main li, main dl > div, main section',
    );
    const out: string[] = [];
    cards.forEach((card) => {
      const box = card.getBoundingClientRect();
      card.querySelectorAll<HTMLElement>('h1, h2, h3, p, dt, dd, span, a, button').forEach((el) => {
        if (el.classList.contains('sr-only') || el.getClientRects().length === 0) return;
        const r = el.getBoundingClientRect();
        const clipped = getComputedStyle(el).overflowX !== 'visible';
        const overflows = !clipped && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1;
        if (r.left < box.left - 1 || r.right > box.right + 1 || overflows) {
          out.push(`${el.tagName} "${el.textContent?.slice(0, 30)}"`);
        }
      });
    });
    return out;
  });
}

/** No sideways scroll and no text out of its card at any width from 320 to 1920 px. */
export async function holdsItsLayout(page: Page) {
  for (const width of [320, 375, 768, 1024, 1280, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await loadAllImages(page);
    expect(await sidewaysScroll(page), `sideways scroll at ${width}px`).toBeLessThanOrEqual(0);
    expect(await spilledText(page), `text spilling out of its card at ${width}px`).toEqual([]);
  }
}

/**
 * Presses Tab until focus leaves the page or comes back round, calling visit at each
 * stop once it has painted (two frames); returns how many stops there were. Each stop's
 * element is marked with data-tab-key.
 */
export async function tabThrough(page: Page, visit: () => Promise<void>) {
  const seen = new Set<string>();
  for (let step = 0; step < 200; step += 1) {
    await page.keyboard.press('Tab');
    // Two frames (what the key moved has been laid out and painted), then the focused
    // element's mark, in one round trip.
    const key = await page.evaluate(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      return (el.dataset.tabKey ??= String(Math.random()));
    });
    if (!key || seen.has(key)) break;
    seen.add(key);
    await visit();
  }
  return seen.size;
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/**
 * axe-core's minified build, the same version and rules as its `source` (the unminified one):
 * the page parses 650 KB instead of 1.5 MB at every injection, and the worker never loads
 * axe-core itself. Resolved from the project's root, where Playwright runs.
 */
const axeSource = readFileSync(
  createRequire(`${process.cwd()}/package.json`).resolve('axe-core/axe.min.js'),
  'utf8',
);

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * axe's WCAG 2.0-2.2 A and AA violations on the page as it is, one line each; `within`, a
 * selector, limits the run to that region (the rest of the page still decides contrast).
 *
 * axe-core runs in the page itself, injected once per document. @axe-core/playwright's
 * analyze() opens a blank page for every run to merge the results of cross-origin frames,
 * which the site has none of (its policy allows no frames): that page cost four times the
 * run itself, so the suite calls axe-core directly.
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  expect(page.frames(), 'a frame axe would not read').toHaveLength(1);
  return page.evaluate(
    async ({ within, tags }) => {
      const { violations } = await window.axe.run(within ? { include: [within] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    },
    { within, tags: wcagTags },
  );
}

/**
 * Opens the phone menu and axes it, when the window shows the toggle. Opening it sets the
 * toggle's aria-expanded and nothing else (lib/site-menu.ts; CSS shows the panel from that
 * attribute inside the header): checked here on the markup outside the header, so the run
 * reads the header alone, the rest of the page having been read with the menu closed.
 */
export async function axeWithMenuOpen(page: Page) {
  const siteHeader = 'header:has(button[aria-controls="site-menu"])';
  const toggle = menuToggle(page);
  if (!(await toggle.isVisible())) return [];
  const outsideHeader = () =>
    page.evaluate((siteHeader) => {
      const copy = document.documentElement.cloneNode(true) as HTMLElement;
      copy.querySelector(siteHeader)?.remove();
      return copy.outerHTML;
    }, siteHeader);
  const before = await outsideHeader();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(await outsideHeader(), 'opening the menu changes only the header').toBe(before);
  return axeViolations(page, siteHeader);
}

// Served from the site's origin: the strict CSP refuses inline styles, Playwright's
// stylePath included.
const pictureCss = readFileSync('__tests__/e2e/visual.css', 'utf8');

/**
 * The page as a visitor first sees it, for a visual baseline: hydrated, the web font in,
 * nothing moving, every picture a flat box of its size (visual.css).
 */
export async function settle(page: Page) {
  await hydrated(page);
  await page.route('**/__visual/pictures.css', (route) =>
    route.fulfill({ contentType: 'text/css', body: pictureCss }),
  );
  await page.addStyleTag({ url: '/__visual/pictures.css' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
