// `npm run bench`: builds, serves out/ with the `npm start` server, runs Lighthouse
// (mobile, desktop and low-end presets, simulated throttling) on every route and the
// 404 page, measures picture sizes in Chromium, prints one table, and exits non-zero
// when a budget in bench.budgets.json is missed. Not part of `npm test`.
// Each row also shows the host's benchmark index (Lighthouse's measure of this machine's
// CPU during the run): a run on a busy host is flagged, so it is not read as a regression.
// Then interaction to next paint at 375 px with the CPU slowed 4x and 8x: the first menu
// tap, taps while hydration runs, and the first client navigation (bench-interaction.mjs).
// Beside each TBT: the main thread's on-CPU share and TBT replayed at CPU time (bench-cpu.mjs).
// Last, the floor: a page of under 1 KB with no work of its own, under the same presets
// (bench-floor.mjs), so the host's share of TBT and long tasks is printed, not guessed.
//   --runs N               Lighthouse runs per page and preset (median taken; default 3)
//   --no-build             measure the existing out/
//   --markdown             print the table as Markdown (for README)
//   --pages home,404       only these pages (by name)
//   --presets low-end      only these presets (mobile, desktop, low-end, interaction)
import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdirSync, mkdtempSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { longestTaskAfter, onCpuFigures } from './bench-cpu.mjs';
import { writeFloorSite } from './bench-floor.mjs';
import { messageOf } from '../scripts/errors.mjs';
import { measureInteractions, median } from './bench-interaction.mjs';
import { chromiumArgs, chromiumPath } from './browser.cjs';
import { localisedPath, locales, prefixedLocales } from '../lib/core/locales.mjs';
import { gamePath, pages as sitePages, screens, slugOf, styleguide } from '../lib/core/routes.mjs';
import { readContent } from '../scripts/content.mjs';
import { serveOnLoopback } from './serve.mjs';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
const markdown = args.includes('--markdown');
/**
 * The system's colour scheme every browser runs under (`--scheme light`; dark by default,
 * the design's own theme and the one earlier runs measured): the page follows it.
 */
const schemeArg = args.includes('--scheme') ? args[args.indexOf('--scheme') + 1] : 'dark';
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
 *   host: { idleBenchmarkIndex: number, busyBelow: number },
 *   interaction: { inpMs: Record<string, number> },
 * }} Budgets
 */
/** @type {Budgets} */
const budgets = JSON.parse(readFileSync('bench.budgets.json', 'utf8'));
const listArg = (/** @type {string} */ name) =>
  args.includes(name) ? (args[args.indexOf(name) + 1] ?? '').split(',').filter(Boolean) : null;

/** The catalogue's games with a page of their own (data/content/games/), in slug order. */
const gamePages = readContent()
  .content.catalogue.filter((game) => game.page === 'own')
  .map((game) => game.slug);

/** @type {{ name: string, path: string, floor?: boolean }[]} */
const allPages = [
  // The screens and the style guide, held to the same budgets.
  ...sitePages.map(({ path }) => ({ name: slugOf(path), path })),
  // One page per other language (lib/core/locales.mjs), its home, held to the same budgets: the
  // Arabic face is counted in the Arabic page's bytes.
  ...prefixedLocales.map(({ code }) => ({ name: `home-${code}`, path: `/${code}/` })),
  // One catalogue game's page per language, each a different game (its share of pictures
  // and its Markdown are what differ from the details screen).
  ...locales.map(({ code }, index) => {
    const slug = gamePages[index % gamePages.length] ?? '';
    return { name: `game-${code}`, path: localisedPath(gamePath(slug), code) };
  }),
  // Lighthouse refuses a document answered with status 404, so it audits the very
  // file the server sends for unknown URLs, fetched by its own name.
  { name: '404', path: '/404.html' },
  // Not ours: the host's floor, served from its own folder; no budget applies to it.
  { name: 'floor', path: '/', floor: true },
];

/**
 * Lighthouse configs per preset. low-end is the mobile profile (Moto G Power screen,
 * slow 4G) with the CPU slowed 8x instead of 4x: most visitors' phones are slower than
 * Lighthouse's reference device.
 */
/** @type {Record<string, import('lighthouse').Config | undefined>} */
const presets = {
  mobile: undefined,
  desktop: desktopConfig,
  'low-end': {
    extends: 'lighthouse:default',
    settings: { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: 8 } },
  },
};

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
  listArg('--pages'),
  'page',
);
const pages = allPages.filter((p) => pageNames.includes(p.name));
const presetNames = pick([...Object.keys(presets), 'interaction'], listArg('--presets'), 'preset');
const lighthousePresets = presetNames.filter((name) => name in presets);

if (!args.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' });

// --server: the preview server and nginx under load instead (tools/bench-server.mjs).
if (args.includes('--server')) {
  await import('./bench-server.mjs');
  process.exit(0);
}

const { server, origin: base } = await serveOnLoopback();
const floorDir = writeFloorSite();
const floor = await serveOnLoopback({ dir: floorDir, basePath: '' });
const site = pages.filter((page) => !page.floor);

/** Chunks holding our own client code, found by markers only our code has (the loader is inline). */
const ourMarkers = ['site-menu', 'Unexpected Application Error'];
const isOurScript = (/** @type {string} */ url) => {
  const file = path.join('out', new URL(url).pathname);
  try {
    const text = readFileSync(file, 'utf8');
    return ourMarkers.some((marker) => text.includes(marker));
  } catch {
    return false;
  }
};

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

/** @param {string} url @param {string} preset */
async function lighthouseRun(url, preset) {
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
    // So is the style guide, a page for designers, not for search.
    if (url.endsWith('/404.html') || url.endsWith(styleguide.path))
      flags.skipAudits = ['is-crawlable'];
    const result = await lighthouse(url, flags, presets[preset]);
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
 * @param {string} url @param {string} preset
 */
async function withRetry(url, preset) {
  try {
    return await lighthouseRun(url, preset);
  } catch (error) {
    process.stderr.write(`  retrying ${url} ${preset}: ${messageOf(error)}\n`);
    return lighthouseRun(url, preset);
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
      for (const { name, path: route } of site) {
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

/** @typedef {Awaited<ReturnType<typeof summarise>> & { page: string, preset: string }} Row */
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
      const summaries = [];
      for (let run = 0; run < runs; run += 1)
        summaries.push(
          await summarise(await withRetry((page.floor ? floor.origin : base) + page.path, preset)),
        );
      const result = { page: page.name, preset, ...medianOf(summaries) };
      results.push(result);
      process.stderr.write(
        `  ${page.name} ${preset}: perf ${result.performance}, LCP ${Math.round(result.lcp)} ms\n`,
      );
    }
  }
  if (presetNames.includes('interaction')) {
    interaction = await measureInteractions({
      base,
      pages: site,
      routes: screens,
      rates: Object.keys(budgets.interaction.inpMs).map(Number),
      runs,
      scheme,
      log: (line) => process.stderr.write(`${line}\n`),
    });
  }
  // Picture sizes do not depend on the preset: measured on full runs only.
  if (!listArg('--pages') && !listArg('--presets')) oversize = await imageOversize();
} finally {
  server.close();
  floor.server.close();
  rmSync(floorDir, { recursive: true });
}

// Budgets
/** @type {string[]} */
const misses = [];
/** A preset's own limits, where bench.budgets.json sets some. */
const limitsFor = (/** @type {string} */ preset) =>
  budgets[/** @type {'mobile' | 'low-end' | 'desktop'} */ (preset)];
/** The floor page's figure under the same preset, to print beside a timing miss. */
/** @param {string} preset @param {'tbt' | 'tbtOnCpu' | 'longestTask' | 'longestTaskOnCpu'} key */
const floorOf = (preset, key) => {
  const row = results.find((r) => r.page === 'floor' && r.preset === preset);
  return row ? ` (floor page: ${Math.round(row[key])} ms)` : '';
};
for (const r of results) {
  if (r.page === 'floor') continue;
  const where = `${r.page} ${r.preset}`;
  for (const [category, min] of Object.entries(budgets.scores)) {
    if (category === 'performance' && limitsFor(r.preset)?.performance !== undefined) continue;
    const got = /** @type {Record<string, unknown>} */ (r)[category];
    if (typeof got === 'number' && got < min) misses.push(`${where}: ${category} ${got} < ${min}`);
  }
  // Per-preset limits (bench.budgets.json's "mobile" and "low-end"); low-end sets its
  // own performance floor, the other scores hold everywhere.
  const limits = limitsFor(r.preset);
  if (limits) {
    if (limits.performance !== undefined && r.performance < limits.performance)
      misses.push(`${where}: performance ${r.performance} < ${limits.performance}`);
    if (r.lcp > limits.lcpMs)
      misses.push(`${where}: LCP ${Math.round(r.lcp)} ms > ${limits.lcpMs} ms`);
    if (r.cls > limits.cls) misses.push(`${where}: CLS ${r.cls} > ${limits.cls}`);
    if (r.tbt > limits.tbtMs)
      misses.push(
        `${where}: TBT ${Math.round(r.tbt)} ms > ${limits.tbtMs} ms${floorOf(r.preset, 'tbt')}`,
      );
    if (r.tbtOnCpu > limits.tbtMs)
      misses.push(
        `${where}: TBT on CPU time ${Math.round(r.tbtOnCpu)} ms > ${limits.tbtMs} ms${floorOf(r.preset, 'tbtOnCpu')}`,
      );
    if (limits.longestTaskMs !== undefined && r.longestTask > limits.longestTaskMs)
      misses.push(
        `${where}: longest task after first paint ${Math.round(r.longestTask)} ms > ${limits.longestTaskMs} ms${floorOf(r.preset, 'longestTask')}`,
      );
    if (limits.longestTaskMs !== undefined && r.longestTaskOnCpu > limits.longestTaskMs)
      misses.push(
        `${where}: longest task after first paint on CPU time ${Math.round(r.longestTaskOnCpu)} ms > ${limits.longestTaskMs} ms${floorOf(r.preset, 'longestTaskOnCpu')}`,
      );
  }
  const totalBudget = r.page.startsWith('home')
    ? budgets.bytes.homeTotal
    : budgets.bytes.otherTotal;
  if (r.total > totalBudget)
    misses.push(`${where}: ${kb(r.total)} transferred > ${kb(totalBudget)}`);
  if (r.script > budgets.bytes.script)
    misses.push(`${where}: JS ${kb(r.script)} > ${kb(budgets.bytes.script)}`);
  if (r.ourScript > budgets.bytes.ourScript)
    misses.push(`${where}: our JS ${kb(r.ourScript)} > ${kb(budgets.bytes.ourScript)}`);
  if (r.stylesheet > budgets.bytes.stylesheet)
    misses.push(`${where}: CSS ${kb(r.stylesheet)} > ${kb(budgets.bytes.stylesheet)}`);
  // A page that sets text in a script Poppins lacks loads that face's two weights as well:
  // the Arabic pages, and the style guide, which shows the Arabic type and mirrored header.
  const setsArabic = r.page.endsWith('-ar') || r.page === slugOf(styleguide.path);
  const fontLimit = setsArabic ? budgets.fonts.maxFilesArabic : budgets.fonts.maxFiles;
  if (r.fontFiles > fontLimit) misses.push(`${where}: ${r.fontFiles} font files > ${fontLimit}`);
}
// The runtime loads on intent, so its size is checked on the interaction runs.
for (const r of interaction) {
  const where = `${r.page} ${r.rate}x`;
  const script = r.scripts.reduce((sum, s) => sum + s.bytes, 0);
  const ourScript = r.scripts
    .filter((s) => isOurScript(s.url))
    .reduce((sum, s) => sum + s.bytes, 0);
  Object.assign(r, { script, ourScript });
  if (script > budgets.bytes.script)
    misses.push(`${where}: JS on intent ${kb(script)} > ${kb(budgets.bytes.script)}`);
  if (ourScript > budgets.bytes.ourScript)
    misses.push(`${where}: our JS on intent ${kb(ourScript)} > ${kb(budgets.bytes.ourScript)}`);
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
    if (r[key] > limit)
      misses.push(`${r.page} ${r.rate}x: INP of the ${label} ${r[key]} ms > ${limit} ms`);
  }
}
for (const o of oversize) {
  if (o.ratio > budgets.images.maxOversize) {
    misses.push(
      `${o.page} at ${o.width}px: ${o.src} served at ${o.ratio.toFixed(2)}x its rendered size`,
    );
  }
}

/**
 * A run whose host scored well under its idle benchmark index was measured on a busy CPU.
 * @param {{ benchmarkIndex: number }} r
 */
function busy(r) {
  return r.benchmarkIndex < budgets.host.idleBenchmarkIndex * budgets.host.busyBelow;
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
  'host',
];
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
  `${Math.round(r.benchmarkIndex)}${busy(r) ? ' busy' : ''}`,
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
    'CPU',
    'INP first tap',
    'INP tap while hydrating',
    'taps',
    'INP client nav',
    'JS on intent (ours)',
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
    `${Math.round(r.benchmarkIndex)}${busy(r) ? ' busy' : ''}`,
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
const indexes = [...results, ...interaction].map((r) => r.benchmarkIndex).sort((a, b) => a - b);
if (indexes.length)
  console.log(
    `Host benchmark index: median ${Math.round(median(indexes))}, lowest ${Math.round(indexes[0] ?? NaN)}; this machine idle: ${budgets.host.idleBenchmarkIndex}.`,
  );
const busyRows = [...results, ...interaction].filter(busy);
if (busyRows.length) {
  console.log(
    `Warning: the host was busy during ${busyRows.length} row(s) (index under ${Math.round(budgets.host.busyBelow * 100)} % of idle: ${busyRows.map((r) => `${r.page} ${r.preset ?? `${r.rate}x`}`).join(', ')}); their timings are not comparable.`,
  );
}

mkdirSync('.bench', { recursive: true });
writeFileSync('.bench/latest.json', JSON.stringify({ results, interaction, oversize }, null, 2));

if (misses.length) {
  console.log(`\n${misses.length} budget(s) missed:`);
  for (const miss of misses) console.log(`  - ${miss}`);
  process.exit(1);
}
console.log('\nEvery budget met.');
