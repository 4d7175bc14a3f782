// `npm run bench`: builds, serves out/ with the `npm start` server, runs Lighthouse
// (mobile, desktop and low-end presets, simulated throttling) on every route and the
// 404 page, measures picture sizes in Chromium, prints one table, and exits non-zero
// when a budget in bench.budgets.json is missed. Not part of `npm test`.
// Calibrated to its host (bench-host.mjs): before each page's presets it measures the host's
// benchmark index and sets the CPU slowdown so the emulated phone is the one the budgets were
// set for; each row prints the multiplier it used, and where the host is slower than that
// phone its timing budgets are reported as not measurable rather than met or missed.
// Then interaction to next paint at 375 px on the phones of the 4x and 8x presets, calibrated
// the same way: the first menu tap, taps while hydration runs, and the first client
// navigation (bench-interaction.mjs).
// Beside each TBT: the main thread's on-CPU share and TBT replayed at CPU time (bench-cpu.mjs).
// Last, the floor: a page of under 1 KB with no work of its own, under the same presets
// (bench-floor.mjs), so the host's share of TBT and long tasks is printed, not guessed.
//   --runs N               Lighthouse runs per page and preset (median taken; default 3)
//   --no-build             measure the existing out/
//   --markdown             print the table as Markdown (for README)
//   --pages home,404       only these pages (by name)
//   --presets low-end      only these presets (mobile, desktop, low-end, interaction)
//   --nginx                serve out/ with nginx and deploy/nginx.conf, not the preview server
//   --compare FILE         then name every budget whose verdict differs from the run saved
//                          in FILE (a copy of .bench/latest.json), and fail if one does
import { execSync } from 'node:child_process';
import {
  existsSync,
  readFileSync,
  writeFileSync,
  mkdirSync,
  mkdtempSync,
  readlinkSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { longestTaskAfter, onCpuFigures } from './bench-cpu.mjs';
import { writeFloorSite } from './bench-floor.mjs';
import { hostIndex, multiplierFor } from './bench-host.mjs';
import { messageOf } from '../scripts/errors.mjs';
import { measureInteractions, median } from './bench-interaction.mjs';
import { chromiumArgs, chromiumPath } from './browser.cjs';
import { localisedPath, locales, prefixedLocales } from '../lib/core/locales.mjs';
import {
  gamePath,
  news,
  pages as sitePages,
  postPath,
  presskitPath,
  screens,
  searchPage,
  slugOf,
  styleguide,
} from '../lib/core/routes.mjs';
import { readContent } from '../scripts/content.mjs';
import { SEARCH_OUT } from './build-search.mjs';
import { serveOnLoopback } from './serve.mjs';
import { startNginx } from './serve-nginx.mjs';
import { toolArgs } from './args.mjs';

const { values: args } = toolArgs('bench', {
  runs: { type: 'string' },
  markdown: { type: 'boolean' },
  scheme: { type: 'string', default: 'dark' },
  pages: { type: 'string' },
  presets: { type: 'string' },
  compare: { type: 'string' },
  'no-build': { type: 'boolean' },
  server: { type: 'boolean' },
  nginx: { type: 'boolean' },
});
const runs = Number(args.runs) || 3;
const markdown = Boolean(args.markdown);
/**
 * The system's colour scheme every browser runs under (`--scheme light`; dark by default,
 * the design's own theme and the one earlier runs measured): the page follows it.
 */
const schemeArg = args.scheme;
if (schemeArg !== 'dark' && schemeArg !== 'light') {
  console.error(`bench: --scheme is "${schemeArg}": expected dark or light`);
  process.exit(2);
}
/** @type {'dark' | 'light'} */
const scheme = schemeArg;
/** Chromium's own switch for prefers-color-scheme (0 dark, 1 light), for Lighthouse's runs. */
const schemeFlag = `--blink-settings=preferredColorScheme=${scheme === 'dark' ? 0 : 1}`;
/**
 * A preset's limits in bench.budgets.json.
 * @typedef {{ performance?: number, lcpMs: number, cls: number, tbtMs: number, longestTaskMs?: number }} PresetLimits
 */
/**
 * bench.budgets.json, as the checks below read it.
 * @typedef {{
 *   scores: Record<string, number>,
 *   mobile?: PresetLimits, 'low-end'?: PresetLimits, desktop?: PresetLimits,
 *   bytes: { homeTotal: number, otherTotal: number, script: number, ourScript: number, stylesheet: number },
 *   fonts: { maxFiles: number, maxFilesArabic: number },
 *   images: { maxOversize: number, widths: number[], dpr: number },
 *   host: import('./bench-host.mjs').Calibration,
 *   interaction: { inpMs: Record<string, number> },
 * }} Budgets
 */
/** @type {Budgets} */
const budgets = JSON.parse(readFileSync('bench.budgets.json', 'utf8'));
const listArg = (/** @type {'pages' | 'presets'} */ name) =>
  args[name] === undefined ? null : args[name].split(',').filter(Boolean);

/**
 * The catalogue's games with a page of their own (data/content/games/) and a trailer (a
 * hosted one's facade, our own video), in slug order; with none, every game with a page.
 */
const sample = readContent().content;
const ownPages = sample.catalogue.filter((game) => game.page === 'own');
const withTrailers = ownPages.filter((game) => game.videos.length > 0);
const gamePages = (withTrailers.length ? withTrailers : ownPages).map((game) => game.slug);
const newestPost = sample.news[0]?.slug;
const legalPage =
  sample.pages.find((page) => page.slug === 'privacy') ??
  sample.pages.find((page) => page.kind === 'legal');
const careersPage = sample.pages.find((page) => page.kind === 'careers');

/** @type {{ name: string, path: string, floor?: boolean, search?: boolean }[]} */
const allPages = [
  // The screens and the style guide, held to the same budgets.
  ...sitePages.map(({ path }) => ({ name: slugOf(path), path })),
  // One page per other language (lib/core/locales.mjs), its home, held to the same budgets: the
  // Arabic face is counted in the Arabic page's bytes.
  ...prefixedLocales.map(({ code }) => ({ name: `home-${code}`, path: `/${code}/` })),
  // One catalogue game's page per language, taking the games with a trailer in turn: its
  // poster or player is the page's first picture, and every game page has the viewer.
  ...locales.map(({ code }, index) => {
    const slug = gamePages[index % gamePages.length] ?? '';
    return { name: `game-${code}`, path: localisedPath(gamePath(slug), code) };
  }),
  // The press kits: the studio's in English, and the Arabic kit of the first game with a
  // trailer (its facade, its gallery, its archives' links): the longest pages the site has.
  { name: 'presskit-en', path: presskitPath() },
  { name: 'kit-ar', path: localisedPath(presskitPath(gamePages[0] ?? ''), 'ar') },
  // The news: the list in English, the newest post in Arabic (its cover the first picture).
  { name: 'news-en', path: news.path },
  ...(newestPost ? [{ name: 'post-ar', path: localisedPath(postPath(newestPost), 'ar') }] : []),
  // The studio's pages: the privacy policy (a long legal text) in German, careers in Japanese.
  ...(legalPage ? [{ name: 'legal-de', path: localisedPath(legalPage.paths.de ?? '', 'de') }] : []),
  ...(careersPage
    ? [{ name: 'careers-ja', path: localisedPath(careersPage.paths.ja ?? '', 'ja') }]
    : []),
  // The results page with results shown, from the build with search on (.out-search/,
  // docs/search.md): its runtime starts after the first frame, and Pagefind's loader,
  // WebAssembly, index and fragments are part of the page. A game's name in English; a
  // Japanese phrase, which the browser segments.
  { name: 'search-en', path: '/search/?q=Neon+Vanguard', search: true },
  {
    name: 'search-ja',
    path: `/ja/search/?q=${encodeURIComponent('開発ブログ')}`,
    search: true,
  },
  // Lighthouse refuses a document answered with status 404, so it audits the very
  // file the server sends for unknown URLs, fetched by its own name.
  { name: '404', path: '/404.html' },
  // Not ours: the host's floor, served from its own folder; no budget applies to it.
  { name: 'floor', path: '/', floor: true },
];

/**
 * Lighthouse's config for a preset at a CPU multiplier. mobile and low-end are Lighthouse's
 * mobile profile (Moto G Power screen, slow 4G) on the phones bench.budgets.json's `host`
 * names: low-end twice as slow, as most visitors' phones are slower than Lighthouse's
 * reference device. desktop emulates no slower device, so it is not calibrated.
 * @param {string} preset @param {number} multiplier
 * @returns {import('lighthouse').Config}
 */
const configFor = (preset, multiplier) =>
  preset === 'desktop'
    ? desktopConfig
    : {
        extends: 'lighthouse:default',
        settings: { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: multiplier } },
      };
const presets = ['mobile', 'desktop', 'low-end'];

/** @param {string[]} all @param {string[] | null} chosen @param {string} what */
const pick = (all, chosen, what) => {
  if (!chosen) return all;
  const unknown = chosen.filter((name) => !all.includes(name));
  if (unknown.length) {
    console.error(`bench: unknown ${what} ${unknown.join(', ')} (known: ${all.join(', ')})`);
    process.exit(2);
  }
  return chosen;
};
const pageNames = pick(
  allPages.map((p) => p.name),
  listArg('pages'),
  'page',
);
const pages = allPages.filter((p) => pageNames.includes(p.name));
const presetNames = pick([...presets, 'interaction'], listArg('presets'), 'preset');
const lighthousePresets = presetNames.filter((name) => presets.includes(name));
const compareWith = args.compare ?? null;

// Measured as nginx and `npm start` serve the site: with the precompressed copies (brotli at
// its best). A build without them (the test suite's) is compressed on the fly at a server's
// quicker setting, several KB more per page: the search build is made again with them, and
// out/ measured as it is, said so.
process.env.PRECOMPRESS ??= '1';
const copied = (/** @type {string} */ dir) => existsSync(path.join(dir, 'index.html.br'));
if (!args['no-build']) execSync('npm run build', { stdio: 'inherit' });
else if (!copied('out'))
  console.log('bench: out/ has no precompressed copies: measured compressed on the fly');
const searching = pages.some((page) => page.search);
if (searching && (!args['no-build'] || !copied(SEARCH_OUT)))
  execSync('node tools/build-search.mjs', { stdio: 'inherit' });

// --server: the preview server and nginx under load instead (tools/bench-server.mjs).
if (args.server) {
  await import('./bench-server.mjs');
  process.exit(0);
}

// --nginx: the default build served by nginx with the shipped server block instead of the
// preview server (what a studio following the nginx recipe sends).
const { server, origin: base } = args.nginx ? await nginxOnLoopback() : await serveOnLoopback();
// The browser the host's benchmark index is measured in before each run, kept open.
const calibrator = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const floorDir = writeFloorSite();
const floor = await serveOnLoopback({ dir: floorDir, basePath: '' });
const searchSite = searching ? await serveOnLoopback({ dir: SEARCH_OUT, basePath: '' }) : null;
const site = pages.filter((page) => !page.floor);
/** The pages of the default build: what the interaction and picture checks read. */
const builtPages = site.filter((page) => !page.search);
/** @param {{ path: string, floor?: boolean, search?: boolean }} page */
const urlOf = (page) =>
  (page.floor ? floor.origin : page.search ? searchSite?.origin : base) + page.path;

/** Chunks holding our own client code, found by markers only our code has (the loader is inline). */
const ourMarkers = ['site-menu', 'Unexpected Application Error', 'Search failed:'];
const isOurScript = (/** @type {string} */ url) =>
  ['out', SEARCH_OUT].some((dir) => {
    const file = path.join(dir, new URL(url).pathname);
    try {
      const text = readFileSync(file, 'utf8');
      return ourMarkers.some((marker) => text.includes(marker));
    } catch {
      return false;
    }
  });

/**
 * The folder Chromium keeps its profile's lock socket in (/tmp/org.chromium.Chromium.*), which
 * the profile links to. chrome-launcher stops Chromium with SIGKILL, so Chromium never removes
 * it: one folder left in /tmp for every Lighthouse run, unless the bench removes it.
 * @param {string} profile
 */
function lockFolderOf(profile) {
  try {
    const folder = path.dirname(readlinkSync(path.join(profile, 'SingletonSocket')));
    return path.basename(folder).startsWith('org.chromium.Chromium.') ? folder : null;
  } catch {
    return null;
  }
}

/** @param {string} url @param {import('lighthouse').Config} config */
async function lighthouseRun(url, config) {
  // A profile of our own, so its lock folder can be found and removed with it.
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-chromium-'));
  /** @type {chromeLauncher.LaunchedChrome | undefined} */
  let chrome;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: ['--headless=new', ...chromiumArgs, schemeFlag],
      userDataDir: profile,
    });
    /** @type {import('lighthouse').Flags} */
    const flags = { port: chrome.port, output: 'json', logLevel: 'error' };
    // The 404 page is noindex on purpose (a page for no URL must stay out of search);
    // Lighthouse's SEO category fails any noindex page, so that one audit is skipped there.
    // So is the style guide, a page for designers, not for search, and the results page,
    // whose results are the pages themselves (docs/search.md).
    if (
      url.endsWith('/404.html') ||
      url.endsWith(styleguide.path) ||
      url.includes(`${searchPage.path}?`)
    )
      flags.skipAudits = ['is-crawlable'];
    const result = await lighthouse(url, flags, config);
    if (!result) throw new Error(`${url}: Lighthouse returned no result`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return result;
  } finally {
    const lockFolder = lockFolderOf(profile);
    chrome?.kill();
    for (const folder of [profile, lockFolder])
      if (folder) rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Lighthouse sometimes fails to record a trace (NO_NAVSTART) and says to run again: once more.
 * @param {string} url @param {import('lighthouse').Config} config
 */
async function withRetry(url, config) {
  try {
    return await lighthouseRun(url, config);
  } catch (error) {
    process.stderr.write(`  retrying ${url}: ${messageOf(error)}\n`);
    return lighthouseRun(url, config);
  }
}

/**
 * What Lighthouse's JSON gives, read field by field: its audit details are typed per audit
 * in Lighthouse, and this reads the few it needs.
 * @typedef {{ resourceType: string, transferSize: number, url: string }} NetworkRequest
 */

/** @param {import('lighthouse').RunnerResult} result */
async function summarise(result) {
  const { lhr } = result;
  const audits = lhr.audits;
  const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (/** @type {string} */ id) => audits[id]?.numericValue ?? NaN;
  /** @type {NetworkRequest[]} */
  const requests = /** @type {any} */ (audits['network-requests']?.details)?.items ?? [];
  const bytes = { Document: 0, Script: 0, Stylesheet: 0, Font: 0, Image: 0, Other: 0 };
  let ourScript = 0;
  for (const request of requests) {
    const type = /** @type {keyof typeof bytes} */ (
      request.resourceType in bytes ? request.resourceType : 'Other'
    );
    bytes[type] += request.transferSize;
    if (type === 'Script' && isOurScript(request.url)) ourScript += request.transferSize;
  }
  const fonts = requests.filter((r) => r.resourceType === 'Font');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcp: value('largest-contentful-paint'),
    lcpElement: lcpElementOf(audits),
    fcp: value('first-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbt: value('total-blocking-time'),
    total: Object.values(bytes).reduce((a, b) => a + b, 0),
    document: bytes.Document,
    script: bytes.Script,
    stylesheet: bytes.Stylesheet,
    font: bytes.Font,
    image: bytes.Image,
    other: bytes.Other,
    ourScript,
    fontFiles: fonts.length,
    requests: requests.length,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    longestTask: longestTaskAfterPaint(lhr),
    ...(await onCpuFigures(/** @type {any} */ (result))),
  };
}

/**
 * The LCP element's markup as Lighthouse quotes it, or '' when it names none.
 * @param {import('lighthouse').RunnerResult['lhr']['audits']} audits
 */
function lcpElementOf(audits) {
  // Lighthouse 13 gives it in the LCP breakdown insight: a list whose node item is it.
  const list = /** @type {any} */ (audits['lcp-breakdown-insight']?.details)?.items ?? [];
  const node = list.find((/** @type {any} */ item) => item?.type === 'node');
  return String(node?.snippet ?? '');
}

/**
 * The longest main-thread task after first paint, in simulated time: Lighthouse observes
 * the load unthrottled and simulates the CPU slowdown by scaling each task's duration, so
 * this is the observed task (main-thread-tasks) times the preset's multiplier. These are
 * the tasks a tap can land behind; over 50 ms they make up TBT.
 * @param {import('lighthouse').RunnerResult['lhr']} lhr
 */
function longestTaskAfterPaint(lhr) {
  /** @type {{ observedFirstContentfulPaint: number }} */
  const metrics = /** @type {any} */ (lhr.audits.metrics?.details)?.items?.[0];
  const slowdown = lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 1;
  /** @type {{ startTime: number, duration: number }[]} */
  const items = /** @type {any} */ (lhr.audits['main-thread-tasks']?.details)?.items ?? [];
  const tasks = items.map((task) => ({ start: task.startTime, duration: task.duration }));
  return longestTaskAfter(tasks, metrics.observedFirstContentfulPaint, slowdown);
}

/** Per-metric median over runs. */
/**
 * @template {Record<string, number>} T
 * @param {T[]} summaries
 * @returns {T}
 */
function medianOf(summaries) {
  const keys = Object.keys(summaries[0] ?? {});
  return /** @type {T} */ (
    Object.fromEntries(keys.map((key) => [key, median(summaries.map((s) => s[key] ?? NaN))]))
  );
}

/** The widest ratio of served picture width to rendered device pixels, per page and width. */
async function imageOversize() {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  /** @type {{ page: string, width: number, src: string | undefined, ratio: number }[]} */
  const worst = [];
  try {
    for (const width of budgets.images.widths) {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        deviceScaleFactor: budgets.images.dpr,
        colorScheme: scheme,
      });
      const page = await context.newPage();
      for (const { name, path: route } of builtPages) {
        await page.goto(base + route, { waitUntil: 'networkidle' });
        await page.evaluate(async () => {
          for (const img of document.querySelectorAll('img'))
            if (img.loading === 'lazy') img.loading = 'eager';
          await Promise.all(
            Array.from(document.images).map((img) =>
              img.complete ? null : new Promise((resolve) => img.addEventListener('load', resolve)),
            ),
          );
        });
        const ratios = await page.evaluate((dpr) => {
          return Array.from(document.images)
            .filter(
              (img) => img.getClientRects().length > 0 && /\.(webp|avif)$/.test(img.currentSrc),
            )
            .map((img) => {
              // object-fit: cover scales the picture to fill its box: that is its rendered size.
              const box = img.getBoundingClientRect();
              const scale = Math.max(box.width / img.naturalWidth, box.height / img.naturalHeight);
              const rendered = img.naturalWidth * scale * dpr;
              return { src: img.currentSrc.split('/').pop(), ratio: img.naturalWidth / rendered };
            });
        }, budgets.images.dpr);
        const top = ratios.sort((a, b) => b.ratio - a.ratio)[0];
        if (top) worst.push({ page: name, width, ...top });
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return worst;
}

/** Times a run whose host slowed down during it is run again before its figures stand. */
const DRIFT_RETRIES = 2;
/** The host's index as last measured, when that was just now (after the previous run). */
let lastIndex = NaN;

/**
 * One Lighthouse run on the phone of `preset`: the host's index is measured just before it
 * (bench-host.mjs) and the CPU slowdown set from it, then measured again after it. A run
 * whose host slowed down under driftBelow of that emulated a slower phone: it is run again,
 * up to DRIFT_RETRIES times, and flagged if it still drifts.
 * @param {string} url @param {string} preset
 */
async function calibratedRun(url, preset) {
  const slowdown = budgets.host.slowdown[preset];
  for (let attempt = 0; ; attempt += 1) {
    const index = slowdown
      ? Number.isNaN(lastIndex)
        ? await hostIndex(calibrator)
        : lastIndex
      : NaN;
    const multiplier = slowdown
      ? multiplierFor(index, slowdown, budgets.host.referenceIndex).multiplier
      : 1;
    const summary = await summarise(await withRetry(url, configFor(preset, multiplier)));
    lastIndex = slowdown ? await hostIndex(calibrator) : NaN;
    const run = {
      ...summary,
      multiplier,
      calibratedOn: index,
      indexAfter: lastIndex,
    };
    if (!slowdown || !drifted(run) || attempt === DRIFT_RETRIES) return run;
    process.stderr.write(
      `  ${url} ${preset}: the host slowed down during the run (index ${Math.round(index)}, then ${Math.round(lastIndex)}): once more\n`,
    );
  }
}

/**
 * @typedef {Omit<Awaited<ReturnType<typeof summarise>>, 'lcpElement'> & { page: string,
 *   preset: string, multiplier: number, calibratedOn: number, indexAfter: number,
 *   measurable: boolean, lcpElements: string[] }} Row
 *   `calibratedOn`: the host's index the multiplier was chosen for (NaN where none was);
 *   each the median of the runs, like every figure; `lcpElements`: each run's LCP element.
 */
/** @type {Row[]} */
const results = [];
/**
 * @type {(Awaited<ReturnType<typeof measureInteractions>>[number] &
 *   { script?: number, ourScript?: number, preset?: undefined })[]}
 */
let interaction = [];
/** @type {Awaited<ReturnType<typeof imageOversize>>} */
let oversize = [];
try {
  for (const page of pages) {
    for (const preset of lighthousePresets) {
      const url = urlOf(page);
      const summaries = [];
      /** @type {string[]} */
      const lcpElements = [];
      for (let run = 0; run < runs; run += 1) {
        const { lcpElement, ...summary } = await calibratedRun(url, preset);
        summaries.push(summary);
        lcpElements.push(lcpElement);
      }
      const figures = medianOf(summaries);
      // The index rises with the multiplier, so the median run's index decides.
      const slowdown = budgets.host.slowdown[preset];
      const measurable =
        !slowdown ||
        multiplierFor(figures.calibratedOn, slowdown, budgets.host.referenceIndex).measurable;
      // Which element each run's LCP was: what a slow LCP is waiting for.
      const result = { page: page.name, preset, ...figures, measurable, lcpElements };
      results.push(result);
      process.stderr.write(
        `  ${page.name} ${preset}: CPU ${result.multiplier}x (host index ${Math.round(result.calibratedOn)}), perf ${result.performance}, LCP ${Math.round(result.lcp)} ms\n`,
      );
    }
  }
  if (presetNames.includes('interaction')) {
    interaction = await measureInteractions({
      base,
      pages: builtPages,
      routes: screens,
      rates: Object.keys(budgets.interaction.inpMs).map(Number),
      referenceIndex: budgets.host.referenceIndex,
      runs,
      scheme,
      log: (line) => process.stderr.write(`${line}\n`),
    });
  }
  // Picture sizes do not depend on the preset: measured on full runs only.
  if (!listArg('pages') && !listArg('presets')) oversize = await imageOversize();
} finally {
  await calibrator.close();
  server.close();
  floor.server.close();
  searchSite?.server.close();
  rmSync(floorDir, { recursive: true });
}

// Budgets: each one's verdict per row, met, missed, or not measurable where a timing budget
// was read on a host slower than the phone it emulates.
/** @type {string[]} */
const misses = [];
/** @typedef {'met' | 'missed' | 'not measurable'} Verdict */
/** Wall-clock figures over a budget the page's own work met: the host's scheduling. */
/** @type {string[]} */
const scheduling = [];
/** @type {{ row: string, budget: string, verdict: Verdict }[]} */
const verdicts = [];
/**
 * @param {string} row @param {string} budget @param {boolean} ok @param {string} miss
 * @param {boolean} [measurable] false for a timing budget read on too slow a host
 */
function judge(row, budget, ok, miss, measurable = true) {
  const verdict = !measurable ? 'not measurable' : ok ? 'met' : 'missed';
  verdicts.push({ row, budget, verdict });
  if (verdict === 'missed') misses.push(`${row}: ${miss}`);
}
/** A preset's own limits, where bench.budgets.json sets some. */
const limitsFor = (/** @type {string} */ preset) =>
  budgets[/** @type {'mobile' | 'low-end' | 'desktop'} */ (preset)];
/** The floor page's figure under the same preset, to print beside a timing miss. */
/** @param {string} preset @param {'tbt' | 'tbtOnCpu' | 'longestTask' | 'longestTaskOnCpu'} key */
const floorOf = (preset, key) => {
  const row = results.find((r) => r.page === 'floor' && r.preset === preset);
  return row ? ` (floor page: ${Math.round(row[key])} ms)` : '';
};
const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`;
/**
 * A budget of at most `limit`, missed as "<label> <value> > <limit>" in `show`'s units.
 * @param {string} row @param {string} budget @param {number} value @param {number} limit
 * @param {(value: number) => string} show
 * @param {{ label?: string, after?: string, measurable?: boolean }} [options]
 */
function atMost(row, budget, value, limit, show, { label = budget, after = '', measurable } = {}) {
  judge(
    row,
    budget,
    value <= limit,
    `${label} ${show(value)} > ${show(limit)}${after}`,
    measurable,
  );
}
/**
 * A wall-clock figure over its budget where the page's own work (at CPU time) is within it:
 * noted, not judged.
 * @param {string} row @param {string} what @param {number} wall @param {number} onCpu
 * @param {number} limit
 */
function noteScheduling(row, what, wall, onCpu, limit) {
  if (wall > limit && onCpu <= limit)
    scheduling.push(`${row}: ${what} ${ms(wall)} (on CPU ${ms(onCpu)})`);
}
for (const r of results) {
  if (r.page === 'floor') continue;
  const where = `${r.page} ${r.preset}`;
  const timed = r.measurable;
  const limits = limitsFor(r.preset);
  for (const [category, min] of Object.entries(budgets.scores)) {
    // low-end sets its own performance floor; the other scores hold everywhere.
    const floorScore =
      category === 'performance' && limits?.performance !== undefined ? limits.performance : min;
    const got = /** @type {Record<string, unknown>} */ (r)[category];
    if (typeof got !== 'number') continue;
    judge(
      where,
      category,
      got >= floorScore,
      `${category} ${got} < ${floorScore}`,
      category !== 'performance' || timed,
    );
  }
  // Per-preset limits (bench.budgets.json's "mobile" and "low-end").
  if (limits) {
    atMost(where, 'LCP', r.lcp, limits.lcpMs, ms, { measurable: timed });
    atMost(where, 'CLS', r.cls, limits.cls, String);
    // TBT and the longest task hold on the page's own work: every task at its CPU time, at
    // the calibrated slowdown (bench-cpu.mjs). The wall-clock figures Lighthouse reads also
    // carry the host's scheduling, which calibration cannot take out (beside a second build
    // they read 34 → 134 ms where the page's own work read 0: docs/performance.md); one over
    // its budget is printed as a note, not judged.
    atMost(where, 'TBT', r.tbtOnCpu, limits.tbtMs, ms, {
      label: 'TBT on CPU time',
      after: floorOf(r.preset, 'tbtOnCpu'),
      measurable: timed,
    });
    if (timed) noteScheduling(where, 'TBT', r.tbt, r.tbtOnCpu, limits.tbtMs);
    if (limits.longestTaskMs !== undefined) {
      atMost(where, 'task', r.longestTaskOnCpu, limits.longestTaskMs, ms, {
        label: 'longest task after first paint on CPU time',
        after: floorOf(r.preset, 'longestTaskOnCpu'),
        measurable: timed,
      });
      if (timed)
        noteScheduling(
          where,
          'longest task',
          r.longestTask,
          r.longestTaskOnCpu,
          limits.longestTaskMs,
        );
    }
  }
  const totalBudget = r.page.startsWith('home')
    ? budgets.bytes.homeTotal
    : budgets.bytes.otherTotal;
  judge(where, 'total', r.total <= totalBudget, `${kb(r.total)} transferred > ${kb(totalBudget)}`);
  atMost(where, 'JS', r.script, budgets.bytes.script, kb);
  atMost(where, 'our JS', r.ourScript, budgets.bytes.ourScript, kb);
  atMost(where, 'CSS', r.stylesheet, budgets.bytes.stylesheet, kb);
  // A page that sets text in a script Poppins lacks loads that face's two weights as well:
  // the Arabic pages, and the style guide, which shows the Arabic type and mirrored header.
  const setsArabic = r.page.endsWith('-ar') || r.page === slugOf(styleguide.path);
  const fontLimit = setsArabic ? budgets.fonts.maxFilesArabic : budgets.fonts.maxFiles;
  judge(where, 'fonts', r.fontFiles <= fontLimit, `${r.fontFiles} font files > ${fontLimit}`);
}
// The runtime loads on intent, so its size is checked on the interaction runs.
for (const r of interaction) {
  const where = `${r.page} ${r.rate}x`;
  const script = r.scripts.reduce((sum, s) => sum + s.bytes, 0);
  const ourScript = r.scripts
    .filter((s) => isOurScript(s.url))
    .reduce((sum, s) => sum + s.bytes, 0);
  Object.assign(r, { script, ourScript });
  atMost(where, 'JS on intent', script, budgets.bytes.script, kb);
  atMost(where, 'our JS on intent', ourScript, budgets.bytes.ourScript, kb);
}
/** @type {Record<'firstTap' | 'hydrating' | 'clientNav', string>} */
const moments = {
  firstTap: 'first tap',
  hydrating: 'tap while hydrating',
  clientNav: 'client nav',
};
for (const r of interaction) {
  const limit = budgets.interaction.inpMs[r.rate] ?? Infinity;
  for (const [key, label] of /** @type {[keyof typeof moments, string][]} */ (
    Object.entries(moments)
  )) {
    atMost(`${r.page} ${r.rate}x`, `INP ${label}`, r[key], limit, (value) => `${value} ms`, {
      label: `INP of the ${label}`,
      measurable: r.measurable,
    });
  }
}
for (const o of oversize) {
  judge(
    `${o.page} at ${o.width}px`,
    'picture size',
    o.ratio <= budgets.images.maxOversize,
    `${o.src} served at ${o.ratio.toFixed(2)}x its rendered size`,
  );
}

/**
 * A row whose host slowed down during its runs (its index after them under `driftBelow` of
 * the one it was calibrated on) emulated a slower phone than the budgets' one.
 * @param {{ indexAfter: number, calibratedOn: number }} r
 */
function drifted(r) {
  return r.indexAfter < r.calibratedOn * budgets.host.driftBelow;
}

/** @param {number} bytes */
function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

const header = [
  'page',
  'preset',
  'perf',
  'a11y',
  'b-p',
  'seo',
  'LCP',
  'FCP',
  'CLS',
  'TBT',
  'task',
  'on CPU',
  'TBT / task on CPU',
  'HTML',
  'JS (ours)',
  'CSS',
  'fonts',
  'images',
  'total',
  'reqs',
  'CPU',
  'host',
];
/** The multiplier a row ran at, and whether its timings are the phone's. */
const cpu = (/** @type {{ multiplier: number, measurable: boolean }} */ r) =>
  `${r.multiplier}x${r.measurable ? '' : ' (host slower than the phone: timings not measurable)'}`;
/** The host's index before and after a row's runs, and Lighthouse's own in them (cold). */
const host = (
  /** @type {{ benchmarkIndex?: number, calibratedOn: number, indexAfter: number }} */ r,
) =>
  [
    Number.isNaN(r.calibratedOn)
      ? ''
      : `${Math.round(r.calibratedOn)} → ${Math.round(r.indexAfter)}${drifted(r) ? ' drifted' : ''}`,
    r.benchmarkIndex === undefined ? '' : `LH ${Math.round(r.benchmarkIndex)}`,
  ]
    .filter(Boolean)
    .join(', ');
const rows = results.map((r) => [
  r.page,
  r.preset,
  r.performance,
  r.accessibility,
  r['best-practices'],
  r.seo,
  `${(r.lcp / 1000).toFixed(2)} s`,
  `${(r.fcp / 1000).toFixed(2)} s`,
  r.cls.toFixed(3),
  `${Math.round(r.tbt)} ms`,
  `${Math.round(r.longestTask)} ms`,
  `${Math.round(r.cpuShare * 100)} %`,
  `${Math.round(r.tbtOnCpu)} / ${Math.round(r.longestTaskOnCpu)} ms`,
  kb(r.document),
  `${kb(r.script)} (${kb(r.ourScript)})`,
  kb(r.stylesheet),
  `${kb(r.font)} / ${r.fontFiles}`,
  kb(r.image),
  kb(r.total),
  r.requests,
  cpu(r),
  host(r),
]);

/**
 * @param {string[]} head @param {(string | number)[][]} body @param {string} [title]
 */
function printTable(head, body, title) {
  if (title) console.log(title);
  if (markdown) {
    console.log(`| ${head.join(' | ')} |`);
    console.log(`| ${head.map(() => '---').join(' | ')} |`);
    for (const row of body) console.log(`| ${row.join(' | ')} |`);
    return;
  }
  const widths = head.map((h, i) =>
    Math.max(h.length, ...body.map((row) => String(row[i]).length)),
  );
  const line = (/** @type {(string | number)[]} */ cells) =>
    cells.map((c, i) => String(c).padEnd(widths[i] ?? 0)).join('  ');
  console.log(line(head));
  for (const row of body) console.log(line(row));
}
if (results.length) printTable(header, rows);
if (interaction.length) {
  const inp = (/** @type {number} */ ms) => (ms ? `${Math.round(ms)} ms` : '<16 ms');
  const iHeader = [
    'page',
    'phone',
    'INP first tap',
    'INP tap while hydrating',
    'taps',
    'INP client nav',
    'JS on intent (ours)',
    'CPU',
    'host',
  ];
  const iRows = interaction.map((r) => [
    r.page,
    `${r.rate}x`,
    inp(r.firstTap),
    inp(r.hydrating),
    r.taps,
    `${inp(r.clientNav)} (to ${r.target})`,
    `${kb(r.script ?? 0)} (${kb(r.ourScript ?? 0)})`,
    cpu(r),
    host(r),
  ]);
  printTable(iHeader, iRows, '\nInteraction at 375 px (Event Timing, median of runs):');
}
const worstOverall = oversize.sort((a, b) => b.ratio - a.ratio)[0];
if (worstOverall) {
  console.log(
    `\nPictures: largest served/rendered ratio ${worstOverall.ratio.toFixed(2)} (${worstOverall.src}, ${worstOverall.page} at ${worstOverall.width} px, DPR ${budgets.images.dpr}); budget ${budgets.images.maxOversize}.`,
  );
}
console.log(`Lighthouse ${runs} run(s) per page and preset, median per metric.`);
if (results.length)
  console.log(
    "on CPU: share of the main thread's task time spent on a CPU; TBT / task on CPU: Lighthouse's TBT replayed with every task at its CPU time, and the longest task after first paint at CPU time x the slowdown (bench-cpu.mjs): the page's own work without the host's scheduling.",
  );
if (results.some((r) => r.page === 'floor'))
  console.log(
    "floor: a page of under 1 KB with no stylesheet, script, font or picture (bench-floor.mjs), no budgets: its TBT and task are the browser's own work and this host's scheduling, the least any page reads here.",
  );
console.log(
  `CPU: the slowdown each row ran at, chosen from the host's benchmark index measured before it so the emulated phone is the budgets' (bench.budgets.json's host: index ${budgets.host.referenceIndex}, ${Object.entries(
    budgets.host.slowdown,
  )
    .map(([preset, slowdown]) => `${preset} ${slowdown}x`)
    .join(', ')}, interaction ${Object.keys(budgets.interaction.inpMs)
    .map((rate) => `${rate}x`)
    .join(
      ' and ',
    )}); host: the index before → after the runs (median), and Lighthouse's own, taken cold as each load starts.`,
);
const driftedRows = [...results, ...interaction].filter(drifted);
if (driftedRows.length) {
  console.log(
    `Warning: the host slowed down during ${driftedRows.length} row(s) (its index fell under ${Math.round(budgets.host.driftBelow * 100)} % of the one they were calibrated on: ${driftedRows.map((r) => `${r.page} ${r.preset ?? `${r.rate}x`}`).join(', ')}); they emulated a slower phone than the budgets'.`,
  );
}
if (scheduling.length)
  console.log(
    `Note: over the budget on the wall clock only, the page's own work within it (the host's scheduling, not judged): ${scheduling.join('; ')}.`,
  );
const unmeasured = verdicts.filter(({ verdict }) => verdict === 'not measurable');
if (unmeasured.length)
  console.log(
    `Not measurable on this host (slower than the phone emulated): ${unmeasured.length} timing budget(s) in ${new Set(unmeasured.map(({ row }) => row)).size} row(s).`,
  );

mkdirSync('.bench', { recursive: true });
writeFileSync(
  '.bench/latest.json',
  JSON.stringify({ results, interaction, oversize, verdicts }, null, 2),
);
const count = (/** @type {Verdict} */ verdict) =>
  verdicts.filter((v) => v.verdict === verdict).length;
console.log(
  `\nVerdicts: ${verdicts.length} budget(s) over ${new Set(verdicts.map(({ row }) => row)).size} row(s): ${count('met')} met, ${count('missed')} missed, ${count('not measurable')} not measurable.`,
);

// --compare: the same build measured again (another time, another load) should judge alike.
let differ = 0;
if (compareWith) {
  /** @type {{ verdicts?: typeof verdicts }} */
  const before = JSON.parse(readFileSync(compareWith, 'utf8'));
  const earlier = new Map((before.verdicts ?? []).map((v) => [`${v.row}: ${v.budget}`, v.verdict]));
  for (const { row, budget, verdict } of verdicts) {
    const was = earlier.get(`${row}: ${budget}`);
    if (was === undefined) continue;
    if (was !== verdict) {
      differ += 1;
      console.log(`  differs from ${compareWith}: ${row}: ${budget} ${verdict}, was ${was}`);
    }
  }
  const shared = verdicts.filter(({ row, budget }) => earlier.has(`${row}: ${budget}`)).length;
  console.log(
    `Compared with ${compareWith}: ${shared} verdict(s) in both, ${differ} differ${differ ? '' : ': the same verdict on every budget'}.`,
  );
}

if (misses.length) {
  console.log(`\n${misses.length} budget(s) missed:`);
  for (const miss of misses) console.log(`  - ${miss}`);
  process.exit(1);
}
if (differ) process.exit(1);
console.log(
  unmeasured.length ? '\nEvery budget this host can measure met.' : '\nEvery budget met.',
);

/** out/ served by nginx (tools/serve-nginx.mjs), shaped as serveOnLoopback's answer. */
async function nginxOnLoopback() {
  const nginx = await startNginx({
    dir: path.resolve('out'),
    basePath: '',
    host: '127.0.0.1',
    port: 0,
    prefix: mkdtempSync(path.join(tmpdir(), 'bench-nginx-')),
  });
  return { server: { close: nginx.stop }, origin: new URL(nginx.url).origin };
}
