// The checks each other engine takes (Chromium has the Playwright suite): every route in
// every language at a phone's width and at 1440 px, loaded as a visitor loads it, then
// hydrated, then left through a link. gecko.engine.mjs and webkit.engine.mjs run them,
// in parallel, through `npm test -- engines` (part of test:full, under xvfb-run for
// WebKit's window). What an engine does differently is asserted as that engine's answer,
// with the reason (docs/decisions/other-engines.md). A still of each page lands in
// test-results/engines/ for a person to look at.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { after, before, describe, test } from 'node:test';
import send from 'send';
import sharp from 'sharp';
import brand from '../../data/brand.json' with { type: 'json' };
import { brandTheme, checkBrand } from '../../lib/brand/brand.mjs';
import { localisedPath, locales } from '../../lib/core/locales.mjs';
import { screens } from '../../lib/core/routes.mjs';
import { launch, missing } from './drivers.mjs';
import { SEARCH_OUT } from '../../tools/build-search.mjs';

/** @typedef {import('./drivers.mjs').Engine} Engine */
/** @typedef {import('./drivers.mjs').Session} Session */

const STILLS = 'test-results/engines';
/** Deadlines, so a browser that stops answering fails its step instead of holding CI. */
const STEP = { timeout: 120_000 };

/**
 * The widths asked for. MiniBrowser's window has a minimum width (447 px on this machine:
 * a 375 px rect comes back 447 wide), so WebKit's phone run is at its narrowest, which is
 * still the phone layout (below `sm`, 640 px): the check reads the width it really got.
 */
const sizes = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
];
/** The phone layout ends where the menu toggle hides (Tailwind's `lg`). */
const PHONE_LAYOUT_BELOW = 1024;

/**
 * Every screen in English and mirrored in Arabic, the German and Japanese homes (their words
 * and face), and the next screen each one's navigation leads to. What the HTML says in each
 * language is read over out/; what an engine does with a template, once per direction.
 */
const pages = locales.flatMap(({ code, dir, script }) =>
  (code === 'en' || code === 'ar' ? screens : screens.slice(0, 1)).map((screen, index) => {
    const next = /** @type {(typeof screens)[number]} */ (screens[(index + 1) % screens.length]);
    return {
      path: localisedPath(screen.path, code),
      next: localisedPath(next.path, code),
      lang: code,
      dir,
      script,
    };
  }),
);
const notFound = locales.map(({ code, dir }) => ({
  path: localisedPath('/no-such-world/', code),
  lang: code,
  dir,
}));

/** Each theme's page colour, as the brand file makes it. */
const { schemes } = brandTheme(checkBrand(brand));
const pageColour = { dark: schemes.dark.colours.page, light: schemes.light.colours.page };

/** The top corner pixel of a still (the page's background beside the header), as #rrggbb. */
async function cornerOf(/** @type {string} */ file) {
  const { data } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  return `#${[data[0], data[1], data[2]].map((c) => Number(c).toString(16).padStart(2, '0')).join('')}`;
}

/** Starts the preview server on a free port over `dir`; resolves its origin. */
function serve(dir = 'out') {
  const server = spawn(process.execPath, ['tools/serve.mjs'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', OUT_DIR: dir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = new Promise((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`tools/serve.mjs exited with ${code}`)));
    server.stdout.on('data', (chunk) => {
      const match = /(http:\/\/[\d.]+:\d+)\//.exec(String(chunk));
      if (match) resolve(match[1]);
    });
  });
  return { server, origin: /** @type {Promise<string>} */ (origin) };
}

/**
 * out/ over plain HTTP, but for the paths `held` matches, whose requests get no answer (a
 * picture that never arrives): what the picture check must fail on. Resolves its origin.
 * @param {RegExp} held
 */
async function holdingServer(held) {
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (held.test(pathname)) return; // never answered: the socket stays open until close
    // The rest as the preview server's file sender serves it (tools/serve.mjs).
    send(request, pathname, { root: 'out', index: 'index.html' }).pipe(response);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/**
 * Polls a condition in the page until it holds (events, not time: a slow machine waits
 * longer, up to the limit).
 * @param {Session} session
 * @param {() => boolean} condition
 * @param {string} what
 */
async function until(session, condition, what) {
  const deadline = Date.now() + 20_000;
  while (!(await session.evaluate(condition))) {
    if (Date.now() > deadline) {
      // What the page reported is usually why (a script its policy refused, say).
      const problems = await session.problems();
      throw new Error(
        `${session.engine}: waited 20 s for ${what}; the page reported: ${problems.join('; ') || 'nothing'}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The document's status: Navigation Timing's responseStatus, else a fresh request. */
function documentStatus() {
  const [entry] = /** @type {(PerformanceNavigationTiming & { responseStatus?: number })[]} */ (
    performance.getEntriesByType('navigation')
  );
  if (entry?.responseStatus) return Promise.resolve(entry.responseStatus);
  return fetch(location.href, { cache: 'no-store' }).then((response) => response.status);
}

/**
 * Loads a page as a visitor does and checks what the server and the document say of it:
 * the status, and the language and direction on <html>.
 * @param {Session} session @param {string} url @param {number} status
 * @param {{ lang: string, dir: string }} expected
 */
async function open(session, url, status, { lang, dir }) {
  await session.goto(url);
  assert.equal(await session.evaluate(documentStatus), status);
  assert.deepEqual(
    await session.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
    [lang, dir],
  );
}

/** The headings the page shows now, and those its HTML was served with. */
async function headings() {
  const read = (/** @type {ParentNode} */ root) =>
    Array.from(root.querySelectorAll('main h1, main h2, main h3')).map((h) =>
      (h.textContent ?? '').replace(/\s+/g, ' ').trim(),
    );
  const html = await (await fetch(location.href)).text();
  return {
    shown: read(document),
    served: read(new DOMParser().parseFromString(html, 'text/html')),
  };
}

/**
 * Renders every section (content-visibility), then waits for every picture shown to load, as a
 * visitor's engine does before it paints one, and decodes it; returns the format each came in
 * and, for one that failed, why. A picture still loading at `deadline` ms, broken, or whose
 * decode() rejects once loaded, fails. decode() is asked only after the load: WebKit rejects a
 * decode() pending on a lazy picture's load when that load is restarted (docs/testing.md, "What
 * failed once"), which says nothing of what the visitor is shown.
 */
async function pictures(deadline = 20_000) {
  const frames = () =>
    new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  for (const section of Array.from(document.querySelectorAll('main section, footer'))) {
    section.scrollIntoView({ block: 'start' });
    await frames();
  }
  window.scrollTo(0, 0);
  await frames();
  const shown = Array.from(document.images).filter((img) => img.getClientRects().length > 0);
  const until = Date.now() + deadline;
  const results = await Promise.all(
    shown.map(async (img) => {
      img.loading = 'eager';
      // `complete`: loaded or broken, no request pending (a lazy picture not yet requested is
      // not complete). Polled, not an event: a load that is restarted fires none for the first.
      while (!img.complete && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 50));
      const src = img.currentSrc || img.src;
      // What the markup offers it: a <picture>'s source types, else the <img> alone.
      const offered = Array.from(img.parentElement?.querySelectorAll('source') ?? []).map(
        (source) => source.type,
      );
      if (!img.complete)
        return { src, format: 'failed', why: `still loading after ${deadline} ms`, offered };
      if (img.naturalWidth === 0) return { src, format: 'failed', why: 'broken', offered };
      try {
        await img.decode();
      } catch (error) {
        return { src, format: 'failed', why: `decode(): ${String(error)}`, offered };
      }
      const format = /\.(avif|webp|png|svg|ico)(\?|$)/.exec(src)?.[1] ?? 'other';
      return { src, format, why: '', offered };
    }),
  );
  return results;
}

/** The web font faces the page has loaded, by family in lower case (as each engine names it). */
async function fontsInUse() {
  await document.fonts.ready;
  return [
    ...new Set(
      Array.from(document.fonts)
        .filter((face) => face.status === 'loaded')
        .map((face) => face.family.replace(/["']/g, '').toLowerCase()),
    ),
  ];
}

/** Sideways scroll: how far the page is wider than its window. */
const overflow = () => document.documentElement.scrollWidth - document.documentElement.clientWidth;

const toggleSelector = 'button[aria-controls="site-menu"]';
const hydratedNow = () =>
  Boolean(document.querySelector('[aria-controls="site-menu"][data-hydrated]'));

/**
 * What every page past the screens must hold in an engine, read after its own checks: no
 * request to another origin, no sideways scroll, nothing reported; and its still, for a
 * person to look at.
 * @param {Session} session @param {string} origin @param {string} still
 */
async function readsCleanly(session, origin, still) {
  const { foreign, wide } = await session.evaluate(
    (own) => ({
      foreign: performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => !name.startsWith(own)),
      wide: document.documentElement.scrollWidth > window.innerWidth,
    }),
    origin,
  );
  assert.deepEqual(foreign, [], 'no request to another origin');
  assert.equal(wide, false, 'no sideways scroll');
  await session.screenshot(`${STILLS}/${still}.png`);
  assert.deepEqual(await session.problems(), [], 'no page error or CSP violation');
}

/**
 * Every check, in one engine.
 * @param {Engine} engine
 */
export function checkEngine(engine) {
  const reason = missing(engine);
  describe(engine, { skip: reason ?? false }, () => {
    /** @type {ReturnType<typeof serve>} */
    let server;
    /** @type {string} */
    let origin;
    /** The build with search on (npm test -- build:content makes it), for the results page. */
    /** @type {ReturnType<typeof serve> | undefined} */
    let searchServer;
    before(async () => {
      mkdirSync(STILLS, { recursive: true });
      server = serve();
      origin = await server.origin;
      if (existsSync(SEARCH_OUT)) searchServer = serve(SEARCH_OUT);
    }, STEP);
    after(() => {
      server?.server.kill();
      searchServer?.server.kill();
    });

    for (const size of sizes) {
      describe(`${size.name} (${size.width} px asked)`, () => {
        /** @type {Session} */
        let session;
        // Three tries at starting WebKit take at most about two minutes (drivers.mjs).
        before(
          async () => {
            session = await launch(engine, size);
          },
          { timeout: 300_000 },
        );
        after(() => session?.close(), STEP);

        test('gets a window of the width asked, or its engine’s narrowest', () => {
          if (engine === 'webkit' && size.width < 447) {
            // MiniBrowser's minimum window width (see `sizes`): still the phone layout.
            assert.ok(session.viewport.width >= size.width && session.viewport.width < 640);
          } else {
            assert.equal(session.viewport.width, size.width);
          }
        });

        for (const page of pages) {
          test(
            `${page.path}: 200, ${page.lang}/${page.dir}, headings, pictures, fonts, no sideways scroll, hydration, then a client navigation`,
            STEP,
            async () => {
              await open(session, `${origin}${page.path}`, 200, page);
              const { shown, served } = await session.evaluate(headings);
              assert.ok(shown.length > 0, 'the page shows headings');
              assert.deepEqual(
                shown,
                served,
                'the headings shown are those the HTML was served with',
              );

              const decoded = await session.evaluate(pictures);
              assert.deepEqual(
                decoded.filter(({ format }) => !['avif', 'webp', 'ico'].includes(format)),
                [],
                'every picture shown decodes, as AVIF or WebP',
              );
              // Both engines take AVIF (Debian's WebKitGTK 2.50 is built with libavif, Firefox
              // since 93): where a <picture> offers it, AVIF is what must arrive.
              assert.deepEqual(
                decoded.filter(
                  ({ offered, format }) => offered.includes('image/avif') && format !== 'avif',
                ),
                [],
                'AVIF taken wherever it is offered',
              );

              const fonts = await session.evaluate(fontsInUse);
              assert.ok(fonts.includes('poppins'), `Poppins in use (got ${fonts.join(', ')})`);
              // next/font names a face by its export in lib/fonts.ts: `arabic` is Cairo, the
              // face of the Arabic script's pages only.
              if (page.script === 'arabic')
                assert.ok(
                  fonts.includes('arabic'),
                  `Cairo on Arabic pages (got ${fonts.join(', ')})`,
                );
              else assert.ok(!fonts.includes('arabic'), 'Cairo only on Arabic pages');

              assert.ok((await session.evaluate(overflow)) <= 0, 'no sideways scroll');
              const slug = page.path.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'home';
              await session.screenshot(`${STILLS}/${engine}-${size.width}-${slug}.png`);

              const phone = session.viewport.width < PHONE_LAYOUT_BELOW;
              if (phone) {
                // The menu before hydration is the inline script's; the click is also the
                // intent that starts Next's runtime.
                await session.click(toggleSelector);
                await until(
                  session,
                  () =>
                    document
                      .querySelector('[aria-controls="site-menu"]')
                      ?.getAttribute('aria-expanded') === 'true',
                  'the menu to open',
                );
                await until(session, hydratedNow, 'hydration');
                await session.pressEscape();
                assert.deepEqual(
                  await session.evaluate(() => {
                    const toggle = document.querySelector('[aria-controls="site-menu"]');
                    return [
                      toggle?.getAttribute('aria-expanded'),
                      document.activeElement === toggle,
                    ];
                  }),
                  ['false', true],
                  'Escape closes the menu and focus is back on its toggle',
                );
                await session.click(toggleSelector);
              } else {
                await session.evaluate(() => window.dispatchEvent(new Event('pointermove')));
                await until(session, hydratedNow, 'hydration');
              }
              assert.deepEqual(await session.problems(), [], 'no page error or CSP violation');

              // A client navigation: a marker on the window survives the move.
              await session.evaluate(() => {
                /** @type {Window & { __stayed?: boolean }} */ (window).__stayed = true;
              });
              await session.click(`#site-menu nav a[href="${page.next}"]`);
              const next = page.next;
              await session.evaluate(
                (path) =>
                  new Promise((resolve) => {
                    const check = () =>
                      location.pathname === path && document.querySelector('main h1, main h2')
                        ? resolve(true)
                        : setTimeout(check, 50);
                    check();
                  }),
                next,
              );
              assert.deepEqual(
                await session.evaluate(() => [
                  Boolean(/** @type {Window & { __stayed?: boolean }} */ (window).__stayed),
                  document
                    .querySelector('[aria-controls="site-menu"]')
                    ?.getAttribute('aria-expanded') ?? null,
                ]),
                [true, 'false'],
                'a client navigation (the window stayed), and the menu closed on arrival',
              );
              assert.deepEqual(await session.problems(), [], 'no page error or CSP violation');
            },
          );
        }

        // The check above fails for a picture a visitor would never see: one whose request is
        // never answered, and one the server has not got, put on the page after its load
        // (a held picture in the HTML would hold the load itself).
        test(
          'the picture check fails for a picture that never arrives, and for one that 404s',
          STEP,
          async () => {
            const held = await holdingServer(/^\/art\/never-arrives\.webp$/);
            try {
              await session.goto(`${held.origin}/browse/`);
              await session.evaluate(() => {
                for (const name of ['never-arrives', 'not-there']) {
                  const img = document.createElement('img');
                  Object.assign(img, { src: `/art/${name}.webp`, alt: '', width: 64, height: 64 });
                  document.querySelector('main')?.prepend(img);
                }
              });
              const results = await session.evaluate(pictures, 3_000);
              const why = Object.fromEntries(
                results
                  .filter(({ format }) => format === 'failed')
                  .map(({ src, why }) => [new URL(src).pathname, why]),
              );
              assert.deepEqual(why, {
                '/art/never-arrives.webp': 'still loading after 3000 ms',
                '/art/not-there.webp': 'broken',
              });
              assert.ok(
                results.some(({ format }) => format === 'avif' || format === 'webp'),
                "the page's own pictures still decode",
              );
            } finally {
              held.close();
            }
          },
        );

        // Pagefind's worker and WebAssembly under the results page's policy, and the
        // Japanese query segmented by the engine's own Intl.Segmenter (docs/search.md).
        if (size.name === 'desktop')
          test('search: results in English and Japanese, the page first', STEP, async () => {
            assert.ok(searchServer, `${SEARCH_OUT}/ is missing: run npm test -- build:content`);
            const searchOrigin = await searchServer.origin;
            for (const [path, lang, first] of /** @type {[string, string, string][]} */ ([
              ['/search/?q=Neon+Vanguard', 'en', '/games/neon-vanguard/'],
              [`/ja/search/?q=${encodeURIComponent('無重力で育つ庭')}`, 'ja', '/ja/news/'],
            ])) {
              await open(session, `${searchOrigin}${path}`, 200, { lang, dir: 'ltr' });
              await until(
                session,
                () => document.querySelectorAll('main ol li a').length > 0,
                `results for ${path}`,
              );
              const href = await session.evaluate(
                () => document.querySelector('main ol li a')?.getAttribute('href') ?? '',
              );
              assert.ok(href.startsWith(first), `${path}: first ${href}`);
              assert.match(
                await session.evaluate(
                  () => document.querySelector('[role="status"]')?.textContent ?? '',
                ),
                /\d/,
              );
              await session.screenshot(`${STILLS}/${engine}-${size.width}-search-${lang}.png`);
              assert.deepEqual(await session.problems(), [], 'no page error or CSP violation');
            }
          });

        test(
          'the theme: the system setting with nothing stored, a stored choice from the first still',
          STEP,
          async () => {
            await open(session, `${origin}/`, 200, { lang: 'en', dir: 'ltr' });
            const system = (await session.evaluate(
              () => matchMedia('(prefers-color-scheme: light)').matches,
            ))
              ? 'light'
              : 'dark';
            const background = () => getComputedStyle(document.body).backgroundColor;
            const rgb = (/** @type {string} */ hex) =>
              `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
            assert.equal(
              await session.evaluate(background),
              rgb(pageColour[system]),
              `the ${system} system's page`,
            );

            // The other theme, stored as the switch stores it; the next load paints it at once.
            const chosen = system === 'light' ? 'dark' : 'light';
            await session.evaluate((choice) => localStorage.setItem('theme', choice), chosen);
            try {
              await open(session, `${origin}/ar/`, 200, { lang: 'ar', dir: 'rtl' });
              const still = `${STILLS}/${engine}-${size.width}-theme-${chosen}.png`;
              await session.screenshot(still);
              assert.equal(
                await cornerOf(still),
                pageColour[chosen],
                `the first still is ${chosen}`,
              );
              assert.deepEqual(
                await session.evaluate(() => [
                  document.documentElement.getAttribute('data-theme'),
                  document
                    .querySelector('[data-theme-choice][aria-pressed="true"]')
                    ?.getAttribute('data-theme-choice'),
                ]),
                [chosen, chosen],
                'the choice on <html>, and pressed in the switch',
              );
              // Set before <body> starts: the head script is the document's first, ahead of <body>.
              const { script, body } = await session.evaluate(async () => {
                const html = await (await fetch(location.href)).text();
                return { script: html.indexOf('data-theme-ready'), body: html.indexOf('<body') };
              });
              assert.ok(script > 0 && script < body, 'the theme script precedes <body>');
            } finally {
              await session.evaluate(() => localStorage.removeItem('theme'));
            }
            assert.deepEqual(await session.problems(), [], 'no page error or CSP violation');
          },
        );

        for (const { code, dir } of locales.filter((l) => l.code === 'en' || l.code === 'ar')) {
          test(
            `a game's press kit in ${code}: its sections, its downloads, nothing from another origin`,
            STEP,
            async () => {
              const path = localisedPath('/games/neon-vanguard/presskit/', code);
              await open(session, `${origin}${path}`, 200, { lang: code, dir });
              const kit = await session.evaluate(() => ({
                frames: document.querySelectorAll('iframe').length,
                sections: document.querySelectorAll('article.presskit > section[id]').length,
                contents: document.querySelectorAll('article.presskit nav a[href^="#"]').length,
                archives: Array.from(
                  document.querySelectorAll('a[download]'),
                  (a) => a.getAttribute('download') ?? '',
                ).sort(),
              }));
              assert.equal(kit.frames, 0);
              assert.ok(kit.sections >= 10, `${kit.sections} sections`);
              assert.equal(kit.contents, kit.sections, 'the contents link every section');
              assert.deepEqual(kit.archives, ['images.zip', 'logo.zip']);
              await readsCleanly(session, origin, `${engine}-${size.width}-presskit-${code}`);
            },
          );
        }

        for (const { code, dir } of locales.filter((l) => l.code === 'en' || l.code === 'ar')) {
          test(
            `the news and a post in ${code}: cards, pages, the post's games, nothing from another origin`,
            STEP,
            async () => {
              await open(session, `${origin}${localisedPath('/news/', code)}`, 200, {
                lang: code,
                dir,
              });
              const list = await session.evaluate(() => ({
                cards: document.querySelectorAll('main article h2 a[href*="/news/"]').length,
                next: document.querySelector('a[rel="next"]')?.getAttribute('href') ?? '',
                feeds: document.querySelectorAll('link[rel="alternate"][type$="+xml"]').length,
              }));
              assert.equal(list.cards, 6, 'a full first page');
              assert.match(list.next, /\/news\/page\/2\/$/);
              assert.equal(list.feeds, 2, 'the RSS and Atom feeds in the head');
              await readsCleanly(session, origin, `${engine}-${size.width}-news-${code}`);
              const path = localisedPath('/news/neon-vanguard-patch-1-4/', code);
              await open(session, `${origin}${path}`, 200, { lang: code, dir });
              const post = await session.evaluate(() => ({
                headings: document.querySelectorAll('main article h2').length,
                games: Array.from(
                  document.querySelectorAll('main article footer a'),
                  (a) => a.getAttribute('href') ?? '',
                ),
                cover: /** @type {HTMLImageElement | null} */ (
                  document.querySelector('main article img')
                )?.naturalWidth,
              }));
              assert.ok(post.headings >= 3, `${post.headings} headings`);
              assert.deepEqual(post.games, [localisedPath('/games/neon-vanguard/', code)]);
              assert.ok((post.cover ?? 0) > 0, 'the cover is drawn');
              await readsCleanly(session, origin, `${engine}-${size.width}-post-${code}`);
            },
          );
        }

        for (const { code, dir } of locales.filter((l) => l.code === 'en' || l.code === 'ar')) {
          test(
            `a game page in ${code}: its trailer asks nothing of another origin, its viewer opens and closes`,
            STEP,
            async () => {
              const path = localisedPath('/games/neon-vanguard/', code);
              await open(session, `${origin}${path}`, 200, { lang: code, dir });
              // The trailer is a poster and a button: no frame, nothing of its host's.
              assert.equal(
                await session.evaluate(() => document.querySelectorAll('iframe').length),
                0,
              );
              // The gallery's section renders once near the window (content-visibility: auto):
              // brought into view first, as a visitor scrolls to it, and clicked once it
              // stays put. The jump draws the skipped sections near it a frame or two later,
              // and an engine without scroll anchoring (WebKit) then moves the thumbnail:
              // 144 px up on the second frame here, under a click aimed at where it was.
              await session.evaluate(
                () =>
                  new Promise((resolve) => {
                    const link = document.querySelector('a[data-gallery-item]');
                    link?.scrollIntoView({ block: 'center' });
                    let last = '';
                    let still = 0;
                    const watch = () => {
                      const box = link?.getBoundingClientRect();
                      const now = `${box?.top},${box?.left},${document.documentElement.scrollHeight}`;
                      still = now === last ? still + 1 : 0;
                      last = now;
                      if (still >= 3) resolve(true);
                      else requestAnimationFrame(watch);
                    };
                    requestAnimationFrame(watch);
                  }),
              );
              await session.click('a[data-gallery-item]');
              const state = () => {
                const dialog = /** @type {HTMLDialogElement | null} */ (
                  document.querySelector('dialog[data-viewer]')
                );
                return {
                  open: Boolean(dialog?.open),
                  count: dialog?.querySelector('[data-viewer-position]')?.textContent ?? '',
                  picture: Boolean(dialog?.querySelector('img')?.currentSrc),
                  focusOnThumbnail:
                    document.activeElement?.matches('a[data-gallery-item]') ?? false,
                };
              };
              await until(
                session,
                // Open, its picture decoded and its fade over: what a visitor then sees.
                () => {
                  const dialog = document.querySelector('dialog[open]');
                  const img = dialog?.querySelector('img');
                  return Boolean(
                    dialog &&
                    img?.complete &&
                    img.naturalWidth > 0 &&
                    dialog.getAnimations().every((a) => a.playState === 'finished'),
                  );
                },
                'the viewer to open and show its picture',
              );
              const opened = await session.evaluate(state);
              assert.equal(opened.open, true);
              assert.match(opened.count, /^1\D+\d+$/, 'the count, "1 of N"');
              // A still of the open viewer, for a person to look at.
              await session.screenshot(`${STILLS}/${engine}-${size.width}-viewer-${code}.png`);
              await session.pressEscape();
              await until(
                session,
                () => !document.querySelector('dialog[open]'),
                'the viewer to close',
              );
              assert.equal(
                (await session.evaluate(state)).focusOnThumbnail,
                true,
                'focus back on the thumbnail',
              );
              await readsCleanly(session, origin, `${engine}-${size.width}-game-${code}`);
            },
          );
        }

        for (const page of notFound) {
          test(`${page.path}: the 404 page in ${page.lang}, status 404`, STEP, async () => {
            await open(session, `${origin}${page.path}`, 404, page);
            const { shown, served } = await session.evaluate(headings);
            assert.equal(shown.length, 1, 'one heading');
            assert.deepEqual(shown, served);
            assert.ok((await session.evaluate(overflow)) <= 0, 'no sideways scroll');
            // A 404 document is a failed load to Gecko's console; nothing else may be.
            const problems = (await session.problems()).filter(
              (problem) => !(engine === 'gecko' && / 404 /.test(problem)),
            );
            assert.deepEqual(problems, [], 'no page error or CSP violation');
          });
        }
      });
    }
  });
}
