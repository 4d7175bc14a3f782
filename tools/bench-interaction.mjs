// Interaction to next paint for `npm run bench`, in Chromium with the CPU slowed through
// the DevTools protocol (Emulation.setCPUThrottlingRate), on a 375 px touch screen. Each
// slowdown names a phone (the one it emulates on the host the budgets were set on): before
// each, the host's benchmark index is measured and the rate set to emulate that phone here
// (bench-host.mjs).
// Per page and slowdown, one load measures three moments, each as INP (the longest
// interaction's time from the tap to the next paint, from the Event Timing API):
//   first tap      the menu toggle, tapped once the page has loaded and gone quiet; it is
//                  also the visitor's first intent, so it starts hydration;
//   hydrating      taps on the toggle from then until the Navbar has hydrated, the worst
//                  of them (a tap that waits on the runtime's longest task). Taps come
//                  every 20 ms per unit of slowdown (80 ms at 4x, 160 ms at 8x), so each
//                  one's own rendering is over before the next, as with a person tapping;
//                  each run starts them at another phase, so the runs sample the whole
//                  window;
//   client nav     after hydration, a tap on another route's link in the open menu.
// Each run also checks what the visitor would see: after an odd number of taps the menu
// is open (no tap lost or answered twice), and the navigation kept the page (client-side).
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './browser.cjs';
import { hostIndex, multiplierFor } from './bench-host.mjs';
import { localisedPath, splitLocale } from '../lib/core/locales.mjs';

/** The gap between taps while hydrating, per unit of CPU slowdown. */
const TAP_GAP_PER_RATE_MS = 20;
const QUIET_MS = 1000;
const TOGGLE = 'button[aria-controls="site-menu"]';

/**
 * Collects Event Timing entries (every interaction from 16 ms up) into window.__events and
 * the time of every pointerdown, which is the start of each tap's interaction.
 */
function observeInteractions() {
  window.__events = [];
  window.__taps = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId)
        window.__events.push({
          id: entry.interactionId,
          start: entry.startTime,
          duration: entry.duration,
        });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  addEventListener('pointerdown', (event) => window.__taps.push(event.timeStamp), {
    capture: true,
    passive: true,
  });
  // Told to the bench through the console, which never waits on a busy main thread.
  new MutationObserver((records, observer) => {
    if (document.querySelector('[aria-controls="site-menu"][data-hydrated]')) {
      console.debug(`bench:hydrated ${performance.now()}`);
      observer.disconnect();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
}

/** The middle value (the upper one of two middles), as every bench figure is reported. */
export const median = (/** @type {number[]} */ values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @typedef {{ start: number, duration: number }} Interaction */

/**
 * Interactions from Event Timing entries: each one's start and longest duration.
 * @param {(Interaction & { id: number })[]} events
 */
function interactions(events) {
  /** @type {Map<number, Interaction>} */
  const byId = new Map();
  for (const { id, start, duration } of events) {
    const seen = byId.get(id) ?? { start, duration: 0 };
    byId.set(id, {
      start: Math.min(seen.start, start),
      duration: Math.max(seen.duration, duration),
    });
  }
  return [...byId.values()];
}

/**
 * The longest interaction starting between two page times (0: none reached 16 ms).
 * @param {Interaction[]} list @param {number} from @param {number} to
 */
function worst(list, from, to) {
  return Math.max(
    0,
    ...list.filter((i) => i.start >= from - 1 && i.start < to).map((i) => i.duration),
  );
}

/** @param {import('@playwright/test').Locator} locator */
async function centre(locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('bench: the element to tap is not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * @param {import('@playwright/test').Browser} browser @param {string} url
 * @param {{ name: string, path: string }} target @param {number} rate the phone's slowdown
 * @param {number} multiplier the rate that emulates it on this host @param {number} phase
 * @param {'dark' | 'light'} scheme the system's colour scheme
 */
async function measureOnce(browser, url, target, rate, multiplier, phase, scheme) {
  const context = await browser.newContext({
    colorScheme: scheme,
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.addInitScript(observeInteractions);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: multiplier });
    // The JavaScript the page loads on intent (none loads before it), as transferred.
    /** @type {{ url: string, bytes: number }[]} */
    const scripts = [];
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'script') return;
      const sizes = await request.sizes();
      scripts.push({
        url: request.url(),
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
      });
    });
    /** @type {number | null} */
    let hydratedAt = null;
    page.on('console', (message) => {
      const match = /^bench:hydrated ([\d.]+)$/.exec(message.text());
      if (match) hydratedAt = Number(match[1]);
    });
    await page.goto(url, { waitUntil: 'load' });
    await sleep(QUIET_MS);
    const toggle = await centre(page.locator(TOGGLE));
    const now = () => page.evaluate(() => performance.now());

    // First tap: the page at rest, the runtime not yet requested.
    await page.touchscreen.tap(toggle.x, toggle.y);
    let taps = 1;
    // Taps while the runtime loads and hydrates, at a steady pace that ignores the page.
    const deadline = Date.now() + 30_000;
    const gap = TAP_GAP_PER_RATE_MS * rate;
    await sleep(phase * gap);
    while (hydratedAt === null && Date.now() < deadline) {
      await sleep(gap);
      await page.touchscreen.tap(toggle.x, toggle.y);
      taps += 1;
    }
    if (hydratedAt === null) throw new Error(`${url}: not hydrated within 30 s at ${rate}x`);
    await sleep(QUIET_MS);
    const expanded = await page.locator(TOGGLE).getAttribute('aria-expanded');
    if (expanded !== String(taps % 2 === 1))
      throw new Error(
        `${url}: after ${taps} taps the menu is ${expanded === 'true' ? 'open' : 'closed'}`,
      );
    if (expanded !== 'true') {
      await page.touchscreen.tap(toggle.x, toggle.y);
      await sleep(QUIET_MS);
    }

    // Client navigation: a tap on another route's link in the open menu.
    await page.evaluate(() => (window.__kept = true));
    const navAt = await now();
    // By its address, not its name: the menu is in the page's language. The whole address:
    // the bench serves the site at the root, and every address ends in "/".
    const link = page.locator(`#site-menu nav a[href="${target.path}"]`);
    const linkAt = await centre(link);
    await page.touchscreen.tap(linkAt.x, linkAt.y);
    await page.waitForURL((u) => u.pathname.endsWith(target.path), { timeout: 30_000 });
    await sleep(QUIET_MS);
    if (!(await page.evaluate(() => window.__kept === true)))
      throw new Error(
        `${url}: the tap on ${target.name} loaded a new page, not a client navigation`,
      );
    const { events, starts } = await page.evaluate(() => ({
      events: window.__events,
      starts: window.__taps,
    }));
    const list = interactions(events);
    const [firstAt = NaN, secondAt = NaN] = starts;
    return {
      firstTap: worst(list, firstAt, firstAt + 1),
      // Not hydrated within the deadline: no tap counts as during hydration.
      hydrating: worst(list, secondAt, hydratedAt ?? 0),
      clientNav: worst(list, navAt, Infinity),
      taps,
      scripts,
    };
  } finally {
    await context.close();
  }
}

/**
 * INP on the phone of each CPU slowdown in `rates` (at `referenceIndex`) for every page:
 * median of `runs` loads per page and rate. `routes` names the link tapped for client
 * navigation (the next route).
 * @param {{ base: string, pages: readonly { name: string, path: string }[],
 *   routes: readonly { name: string, path: string }[], rates: number[], referenceIndex: number,
 *   runs: number,
 *   scheme: 'dark' | 'light', log: (line: string) => void }} options
 */
export async function measureInteractions({
  base,
  pages,
  routes,
  rates,
  referenceIndex,
  runs,
  scheme,
  log,
}) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const results = [];
  try {
    for (const page of pages) {
      // The next route's link, in the page's own language (/de/ taps /de/browse/).
      const { locale, route } = splitLocale(page.path);
      const here = routes.findIndex((screen) => route === screen.path);
      const next = routes[(here + 1) % routes.length];
      if (!next) throw new Error('bench: no routes to navigate to');
      const target = { name: next.name, path: localisedPath(next.path, locale) };
      for (const rate of rates) {
        const index = await hostIndex(browser);
        const { multiplier, measurable } = multiplierFor(index, rate, referenceIndex);
        const samples = [];
        for (let run = 0; run < runs; run += 1)
          samples.push(
            await measureOnce(
              browser,
              base + page.path,
              target,
              rate,
              multiplier,
              run / runs,
              scheme,
            ),
          );
        const result = {
          page: page.name,
          rate,
          multiplier,
          measurable,
          firstTap: median(samples.map((s) => s.firstTap)),
          hydrating: median(samples.map((s) => s.hydrating)),
          clientNav: median(samples.map((s) => s.clientNav)),
          taps: median(samples.map((s) => s.taps)),
          scripts: samples[0]?.scripts ?? [],
          target: target.name,
          calibratedOn: index,
          // Again after the runs: a host that slowed down during them is flagged (drifted).
          indexAfter: await hostIndex(browser),
        };
        results.push(result);
        log(
          `  ${page.name} ${rate}x (CPU ${multiplier}x): first tap ${result.firstTap} ms, hydrating ${result.hydrating} ms (${result.taps} taps), client nav ${result.clientNav} ms`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
