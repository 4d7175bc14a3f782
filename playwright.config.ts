import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { prefixedLocales } from './lib/core/locales.mjs';
import { testChromiumArgs, testChromiumPath } from './tools/browser.cjs';
import { contentSets, fullSuite } from './__tests__/e2e/hosts';

// Debian's Chromium headless shell, never a downloaded one: fail at once, in one line, when
// it is missing.
let executablePath: string;
try {
  executablePath = testChromiumPath();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const launchOptions = { executablePath, args: testChromiumArgs };

// A BASE_PATH build (npm test -- build:base-path) gets a third run of the tests tagged
// @base-path: the site served under its prefix, zero broken links, zero failed requests.
const basePathFile = '.out-base-path/.base-path';
const basePath =
  fullSuite && existsSync(basePathFile) ? readFileSync(basePathFile, 'utf8').trim() : '';
// A second brand's build (npm test -- build:brand) gets brand.spec.ts: axe and the brand's
// name and colours on every route at 375 and 1440 px. Only there: it needs that build.
const secondBrand = fullSuite && existsSync('.out-brand/index.html');
// A HYDRATION=eager build (npm test -- build:eager) gets the desktop project's tests and the
// host tests again: Next's own script tags must pass everything intent's loader does.
const eager = fullSuite && existsSync('.out-eager/index.html');
// The content sets' builds (npm test -- build:content): the hostile one gets content.spec.ts and
// layout.spec.ts, each list-length one layout.spec.ts (every route, 320 to 1920 px).
const sets = fullSuite ? contentSets() : [];

/**
 * Tests tagged @full run in `npm run test:full` only (the desktop-full and mobile-full
 * projects); the desktop and mobile projects, which `npm test` runs, leave them out.
 */
const FULL_ONLY = /@full/;

/** A test named for another language's page: "Browse (de)", "404 (ar)" (lib/core/locales.mjs). */
const translatedPage = new RegExp(`\\((${prefixedLocales.map(({ code }) => code).join('|')})\\)`);

export default defineConfig<{
  basePath: string;
  host: 'preview' | 'nginx' | 'pages';
  eager: boolean;
  secondBrand: boolean;
  contentSet: string;
}>({
  testDir: './__tests__/e2e',
  testIgnore: /brand\.spec|content\.spec|visual\.spec|cms\.spec/,
  // Visual baselines: one file per capture, whatever the project or platform (visual.spec.ts).
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  expect: {
    // Per-pixel colour distance (YIQ, 0-1) and a few stray pixels: anti-aliasing noise
    // passes, an 8 px shift or another accent does not (measured: docs/testing.md, "Style guide and visual baselines").
    toHaveScreenshot: { threshold: 0.1, maxDiffPixels: 40 },
  },
  // Playwright empties its output folder on start: keep it apart from the jest and
  // node --test reports in test-results/ that .ci/run summarises.
  outputDir: 'test-results/playwright',
  // Builds once if out/ is missing, then serves out/ on a free port (see global-setup.ts).
  globalSetup: './__tests__/e2e/global-setup.ts',
  fullyParallel: true,
  // At least two: Playwright's default, half the cores, is one worker on a 2-core machine,
  // which doubles npm test's browser part there (the pages wait on the server as much as
  // on the CPU). More cores, more workers, as Playwright would choose.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  forbidOnly: !!process.env.CI,
  // CI: one retry. A run takes half an hour, and one test failing once under load in
  // 2,000 (nginx once answered gzip where it always answers brotli) would throw it away; a
  // test that passes on its retry is reported flaky, by name (.ci/summary.mjs), not hidden.
  // Locally none, so a flaky test shows at once.
  retries: process.env.CI ? 1 : 0,
  // A guard against a hung test, not a speed check (the bench measures speed): the heaviest
  // tests (axe two or three times over a long page, the WCAG probes at two or three widths)
  // take 10-20 s on an idle 2-core host and ran past 30 s on a slow one.
  timeout: 60_000,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  // The system setting every project runs under: dark, the design's own theme, whose
  // baselines and figures predate the light one. The light theme's checks emulate it
  // themselves (themes.spec.ts, the forced-colours probe).
  use: { launchOptions, trace: 'off', screenshot: 'off', colorScheme: 'dark' },
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1440, height: 900 } },
      testIgnore: /mobile-menu\.spec|brand\.spec|content\.spec|visual\.spec|cms\.spec/,
      grepInvert: FULL_ONLY,
    },
    ...(eager
      ? [
          {
            name: 'eager',
            use: { viewport: { width: 1440, height: 900 }, eager: true },
            // The desktop project's tests, no more: the other languages' pages load the same
            // scripts as English's (the host tests below still take them), and the @full
            // probes measure styles and layout, which test:build's eager check finds equal.
            // Nor axe and the keyboard pass (accessibility.spec), nor the game pages (games.spec,
            // built from the same sections as details): they read the page after
            // hydration in the desktop project too, and test:build finds the eager export's
            // markup and styles equal, so they would read the same document again. For the same
            // reason not what never runs a script: the pages with JavaScript off, the headings,
            // figures and pictures of each route as served (pages.spec; its host tests still
            // run in nginx-eager and pages-eager), nor the raw-socket server table, which asks
            // the same server about the same configuration.
            testIgnore:
              /accessibility\.spec|games\.spec|no-javascript\.spec|pages\.spec|server\.spec|mobile-menu\.spec|brand\.spec|content\.spec|visual\.spec|cms\.spec/,
            grepInvert: [FULL_ONLY, translatedPage],
          },
          ...(['nginx', 'pages'] as const).map((host) => ({
            name: `${host}-eager`,
            use: { viewport: { width: 1440, height: 900 }, host, eager: true },
            // Only the scripts differ from out/, whose host semantics (routes, redirects, 404
            // pages, the server table) the nginx and pages projects read: here the host tests
            // a script takes part in (@scripts): every route's policy against its inline
            // scripts, client navigation, the switcher, every link and asset resolving.
            grep: /@scripts/,
            testIgnore: /brand\.spec|content\.spec|visual\.spec|cms\.spec/,
          })),
        ]
      : []),
    {
      name: 'mobile',
      use: { viewport: { width: 375, height: 812 } },
      // Server, link and layout checks do not depend on the starting width, nor do the
      // tests tagged @desktop-only (full loads, redirects, inert buttons): run them once.
      testIgnore: /(server|links-and-markup|layout|brand|content|visual|cms)\.spec/,
      // The quick loop reads the other languages' words at 1440 px; at 375, in test:full.
      grepInvert: [/@desktop-only|@full/, translatedPage],
    },
    // What the quick loop leaves out (@full): the WCAG probes, the 320-1920 px layout
    // sweep, the font swap and the other languages' axe runs, at both widths; and at
    // 375 px the checks of each other language's pages.
    ...(fullSuite
      ? [
          {
            name: 'desktop-full',
            use: { viewport: { width: 1440, height: 900 } },
            testIgnore: /mobile-menu\.spec|brand\.spec|content\.spec|visual\.spec|cms\.spec/,
            grep: FULL_ONLY,
          },
          {
            name: 'mobile-full',
            use: { viewport: { width: 375, height: 812 } },
            testIgnore: /(server|links-and-markup|layout|brand|content|visual|cms)\.spec/,
            grep: [FULL_ONLY, translatedPage],
            grepInvert: /@desktop-only/,
          },
        ]
      : []),
    // The real hosts (nginx with deploy/nginx.conf, Cloudflare's Pages runtime) and the
    // preview server under a base path: routes, navigation, 404, headers, CSP, links
    // and the server table, at 1440 px. The full suite only, like everything below.
    ...(fullSuite ? (['nginx', 'pages'] as const) : []).map((host) => ({
      name: host,
      use: { viewport: { width: 1440, height: 900 }, host },
      grep: /@base-path|@hosts/,
    })),
    ...(basePath
      ? (['preview', 'nginx', 'pages'] as const).map((host) => ({
          name: host === 'preview' ? 'base-path' : `${host}-base-path`,
          use: { viewport: { width: 1440, height: 900 }, basePath, host },
          grep: /@base-path|@hosts/,
        }))
      : []),
    // The editors' CMS (cms.spec.ts): `npm run cms` in a scratch copy, an edit saved in the
    // admin, the copy built. It starts its own servers, and the CMS from cms/ (test:full
    // installs it first; npm run cms would install it in the copy, slowly).
    ...(fullSuite ? [{ name: 'cms', testIgnore: [], testMatch: /cms\.spec/ }] : []),
    // The visual baselines (visual.spec.ts), which set their own widths.
    ...(fullSuite ? [{ name: 'visual', testIgnore: [], testMatch: /visual\.spec/ }] : []),
    ...(secondBrand
      ? [
          {
            name: 'brand',
            use: { viewport: { width: 1440, height: 900 }, secondBrand: true },
            testIgnore: [],
            testMatch: /brand\.spec/,
          },
        ]
      : []),
    ...sets.map((set) => ({
      name: `content-${set}`,
      use: { viewport: { width: 1440, height: 900 }, contentSet: set },
      testIgnore: [],
      testMatch: set === 'hostile' ? /(content|layout)\.spec/ : /layout\.spec/,
      // The counts lay out alike in every language: the hostile set takes the other languages.
      ...(set === 'hostile' ? {} : { grepInvert: translatedPage }),
    })),
  ],
});
