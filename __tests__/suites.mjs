// The test matrix, declared once: the build variants, the steps, the suites.
// - `variants`: each build the suites make (its output folder, how it is built) and what
//   checks it: its node --test steps and its Playwright projects (playwright.config.ts makes
//   the projects from this table, __tests__/e2e/global-setup.ts serves what they name).
// - `steps`: each one command; the variants' builds are the steps `build:<variant>`.
// - `suites`: steps in order. `npm test` runs `test`; `npm test -- <suite or step>` any other
//   (`npm run test:full` is `full`, whose builds and checks come from `variants`).
// __tests__/run.mjs runs them under the project's Node (scripts/node-version.mjs), a list of
// steps side by side, stops at the first that fails (CI=true runs on past it), and writes each step's wall and CPU
// time and each test file's to test-results/timings.json.
// Adding a variant is one entry in `variants`.
import { prefixedLocales } from '../lib/core/locales.mjs';
import { CONTENT_SET_NAMES } from '../tools/content-sets.mjs';
import { EMBARGO } from '../tools/embargo.mjs';

/**
 * @typedef {{ run: string, env?: Record<string, string>, what: string }} Step
 */
/**
 * @typedef {RegExp | RegExp[]} Pattern
 * A Playwright project a variant's export gets: one per host in `hosts` (the preview server
 * of `npm start` unless it says), named `name` there and `<host>-<name>` on the others (the
 * host alone when `name` is empty); for a variant of `sets`, one per set it matches, named
 * `<name>-<set>`.
 * @typedef {{
 *   name: string,
 *   width?: 375 | 1440,
 *   hosts?: readonly ('preview' | 'nginx' | 'pages')[],
 *   full?: true,
 *   sweep?: true,
 *   sets?: RegExp,
 *   testMatch?: RegExp,
 *   testIgnore?: Pattern,
 *   grep?: Pattern,
 *   grepInvert?: Pattern,
 *   workers?: 1,
 * }} Project
 *   `full`: in the full suite only (E2E_SUITE=full); every variant but the default is.
 *   `sweep`: in the sweep only (E2E_SUITE=sweep).
 *   `workers: 1`: a project of under three minutes of tests, run in one worker at a time
 *   (Playwright starts a worker, and its browser, in each slot that takes up a project's
 *   tests: three for a few tests cost more than the tests gain by running side by side; the
 *   long projects keep every slot).
 */
/**
 * @typedef {{
 *   out: string,
 *   build?: Step,
 *   basePath?: string,
 *   sets?: readonly string[],
 *   checks?: readonly ('rebuild' | 'brand-checks' | 'search-checks')[],
 *   projects?: readonly Project[],
 *   what: string,
 * }} Variant
 *   `out`: where its export lands; `sets`: the content sets, one export each in `out`/<set>/;
 *   `build`: absent for a variant another's build makes (after its own, in the same copy)
 *   or its checks make themselves from another's export.
 */

// The test builds of code `tsc` has just checked skip Next's own type check (TYPES_CHECKED).
const typed = { TYPES_CHECKED: '1' };
// The lean builds (tools/build-into.mjs) add an entry of each kind published at EMBARGO.at:
// built a minute before it (lean, eager and the rebuild, which compare with each other) none
// shows; built at it (base path), each does (__tests__/build/embargo.build.mjs). Both are
// previews: a fixed instant, so they build the same on any day.
const beforeEmbargo = { ...typed, BUILD_AT: EMBARGO.before };
// The builds with no check of their compressed copies skip making them (run.mjs sets
// PRECOMPRESS=1 for the rest): those only the preview server serves, and those whose host
// projects read scripts and search, not encodings (nginx compresses those per request;
// server.spec.ts's encoding rows run over out/ and the base path's export).
const uncompressed = { PRECOMPRESS: '0' };

/** Tests tagged @full run in the full suite only (the desktop-full and mobile-full projects). */
const FULL = /@full/;
/**
 * Every-page sweeps past a template's samples (@sweep): their own command, `npm test --
 * sweep` (the `sweep` project, E2E_SUITE=sweep), not CI's.
 */
const SWEEP = /@sweep/;
const FULL_ONLY = /@full|@sweep/;
/** The Arabic pages: the quick loop reads them at 1440 px, test:full at 375 too. */
const mirroredPage = /\(ar\)/;
/** A test named for another language's page: "Browse (de)", "404 (ar)" (lib/core/locales.mjs). */
const translatedPage = new RegExp(`\\((${prefixedLocales.map(({ code }) => code).join('|')})\\)`);
const DESKTOP_IGNORE =
  /mobile-menu\.spec|brand\.spec|content\.spec|visual\.spec|cms\.spec|search\.spec|preview\.spec|deploys\.spec/;
// Server, policy, link and layout checks do not depend on the starting width: once, at 1440 px.
const MOBILE_IGNORE =
  /(server|csp|links-and-markup|layout|brand|content|visual|cms|search|preview|deploys|newsletter)\.spec/;
const BASE_PATH = '/demo/portal';

/** @satisfies {Record<string, Variant>} */
export const variants = {
  default: {
    out: 'out',
    build: { run: 'node scripts/build.mjs', what: 'the default build into out/' },
    what: 'the site as `npm run build` makes it, the whole catalogue',
    projects: [
      // npm test's quick loop: every route at 1440 and 375 px on the preview server.
      { name: 'desktop', width: 1440, testIgnore: DESKTOP_IGNORE, grepInvert: FULL_ONLY },
      {
        name: 'mobile',
        width: 375,
        testIgnore: MOBILE_IGNORE,
        // Tagged @desktop-only: full loads, redirects, inert buttons, run once. The quick
        // loop reads the other languages' pages at 1440 px; the Arabic ones at 375, in the
        // full suite (the one whose layout mirrors).
        grepInvert: [/@desktop-only|@full|@sweep/, translatedPage],
      },
      // What the quick loop leaves out (@full): the WCAG probes, the 320-1920 px layout
      // sweep, the font swap and the Arabic axe runs, at both widths; and at 375 px the
      // checks of the Arabic pages.
      {
        name: 'desktop-full',
        width: 1440,
        full: true,
        testIgnore: DESKTOP_IGNORE,
        grep: FULL,
        grepInvert: SWEEP,
      },
      {
        name: 'mobile-full',
        width: 375,
        full: true,
        testIgnore: MOBILE_IGNORE,
        grep: [FULL, mirroredPage],
        grepInvert: [/@desktop-only/, SWEEP],
        workers: 1,
      },
      // `npm test -- sweep`: every game page and kit in every language, every slow-load case.
      { name: 'sweep', width: 1440, sweep: true, testIgnore: DESKTOP_IGNORE, grep: SWEEP },
      // The real hosts (nginx with deploy/nginx.conf, Cloudflare's Pages runtime): routes,
      // navigation, 404, headers, CSP, links and the server table.
      {
        name: '',
        width: 1440,
        hosts: ['nginx', 'pages'],
        full: true,
        grep: /@base-path|@hosts/,
        workers: 1,
      },
      // The editors' CMS (cms.spec.ts): `npm run cms` in a scratch copy, an edit saved in the
      // admin, the copy built. It starts its own servers, and the CMS from cms/ (the full
      // suite installs it first).
      { name: 'cms', full: true, testIgnore: [], testMatch: /cms\.spec/ },
      // The visual baselines (visual.spec.ts), which set their own widths.
      { name: 'visual', full: true, testIgnore: [], testMatch: /visual\.spec/ },
    ],
  },
  // The variants below build the lean content set (tools/lean-content.mjs: every page type,
  // three games, two posts) in a scratch copy with the art linked from this one.
  lean: {
    out: '.out-lean',
    // Then, in the same copy (its Next cache warm), two builds it is compared with: the same
    // content with HYDRATION=eager (`eager` below: the hydration mode is the post-build
    // step's alone, so Next compiles nothing again), then the next deploy (`edited`).
    build: {
      run: 'node tools/build-into.mjs .out-lean --then .out-eager --then-env HYDRATION=eager --then-env PRECOMPRESS=0 --then .out-lean-edited --then-edited --then-env PRECOMPRESS=0',
      env: beforeEmbargo,
      what: 'the lean content set into .out-lean/, then HYDRATION=eager into .out-eager/, then its edited deploy into .out-lean-edited/',
    },
    checks: ['rebuild'],
    what: 'the lean set as built by default: the reproducible pair, what eager and the admin change',
  },
  // The lean set's next deploy: the same code, one description edited (build:lean makes it,
  // after the lean set, uncompressed). A tab open on .out-lean/ follows a client link into it
  // (deploys.spec.ts serves the two in turn).
  edited: {
    out: '.out-lean-edited',
    what: 'a deploy after a content edit, for a tab open on the one before',
    projects: [{ name: 'deploys', width: 1440, testIgnore: [], testMatch: /deploys\.spec/ }],
  },
  'base-path': {
    out: '.out-base-path',
    basePath: BASE_PATH,
    // Alone in its copy: a base path changes what Next compiles throughout (next.config.mjs
    // basePath and env), so a build after it in the same copy compiled nearly all again.
    build: {
      run: 'node tools/build-into.mjs .out-base-path',
      env: { ...typed, BASE_PATH, BUILD_AT: EMBARGO.at },
      what: `BASE_PATH=${BASE_PATH} into .out-base-path/`,
    },
    what: 'a sub-path host',
    // Every host under the prefix: zero broken links, zero failed requests.
    projects: [
      {
        name: 'base-path',
        width: 1440,
        hosts: ['preview', 'nginx', 'pages'],
        grep: /@base-path|@hosts/,
        workers: 1,
      },
    ],
  },
  // HYDRATION=eager (build:lean makes it, after the lean set, in the same copy).
  eager: {
    out: '.out-eager',
    checks: ['rebuild'],
    what: "Next's own script tags in place of the intent loader",
    projects: [
      // A preview build (BUILD_AT, as every lean export is): its bar (preview.spec.ts).
      // What a script takes part in, at 1440 px: navigation, the inert buttons and search box,
      // every route's policy against its inline scripts, the links, the language and theme
      // switches, the players and the viewer. The rest reads markup, styles and pictures,
      // which the rebuild step finds equal to the default build's of the same content.
      {
        name: 'eager',
        width: 1440,
        testMatch:
          /(navigation|interactions|csp|links-and-markup|languages|themes|media|flight-files|preview)\.spec/,
        grepInvert: [FULL_ONLY, translatedPage],
      },
      // On the real hosts, the host tests a script takes part in (@scripts): every route's
      // policy against its inline scripts, client navigation, the switcher, every link.
      { name: 'eager', width: 1440, hosts: ['nginx', 'pages'], grep: /@scripts/, workers: 1 },
    ],
  },
  brand: {
    out: '.out-brand',
    build: {
      run: 'node tools/build-brand.mjs',
      env: uncompressed,
      what: 'the second brand into .out-brand/',
    },
    checks: ['brand-checks'],
    what: 'a second brand made with `npm run brand`',
    // axe and the brand's name and colours on every route at 375 and 1440 px.
    projects: [
      { name: 'brand', width: 1440, testIgnore: [], testMatch: /brand\.spec/, workers: 1 },
    ],
  },
  content: {
    out: '.out-content',
    sets: CONTENT_SET_NAMES,
    build: {
      run: 'node tools/build-content.mjs',
      env: { ...typed, ...uncompressed },
      what: 'the content sets into .out-content/<set>/, and search turned on, the whole catalogue, into .out-search/',
    },
    checks: ['brand-checks'],
    what: 'hostile text and lists of 1 to 24 entries (docs/content.md)',
    projects: [
      // The hostile set: its text stays text, its layouts hold, in every language.
      {
        name: 'content',
        width: 1440,
        sets: /^hostile$/,
        testIgnore: [],
        testMatch: /(content|layout)\.spec/,
        workers: 1,
      },
      // Each list length: every route from 320 to 1920 px (the counts lay out alike in
      // every language).
      {
        name: 'content',
        width: 1440,
        sets: /^count-/,
        testIgnore: [],
        testMatch: /layout\.spec/,
        grepInvert: translatedPage,
        workers: 1,
      },
    ],
  },
  // build:content makes it, after a half of the content sets, in that half's copy (its Next
  // cache warm; `node tools/build-search.mjs` builds it alone).
  search: {
    out: '.out-search',
    checks: ['search-checks'],
    what: 'data/brand.json `search` on: the header form, the results page, the index',
    // The results in every language, by keyboard, without JavaScript, axe in both themes at
    // 375 and 1440 px, the visual baselines (search.spec.ts sets its own widths); on nginx and
    // the Pages runtime, a search from the header end to end (@hosts).
    projects: [
      { name: 'search', width: 1440, testIgnore: [], testMatch: /search\.spec/, workers: 1 },
      {
        name: 'search',
        width: 1440,
        hosts: ['nginx', 'pages'],
        testIgnore: [],
        testMatch: /search\.spec/,
        grep: /@hosts/,
        workers: 1,
      },
    ],
  },
  // The editors' admin written over a copy of the lean export by its checks
  // (__tests__/build/admin.build.mjs).
  admin: { out: '.out-lean', checks: ['rebuild'], what: 'the admin CMS_BACKEND turns on' },
};

/** @typedef {keyof typeof variants} VariantName */

/** The variants the full suite builds after the default's, whose drawn art they link. */
const extraBuilds = /** @type {VariantName[]} */ (Object.keys(variants)).filter(
  (name) => name !== 'default' && 'build' in variants[name],
);

/** node --test over out/ and the build's steps (__tests__/out, scripts, tools). */
const outChecks = nodeTest('out', '__tests__/**/*.test.mjs');

/** @satisfies {Record<string, Step>} */
export const steps = {
  preflight: { run: 'node tools/preflight.mjs', what: "the machine's packages for npm test" },
  'preflight:full': {
    run: 'node tools/preflight.mjs --full',
    what: "and the real hosts' and other engines' packages",
  },
  // The CMS's own install (cms/), beside lint; the CMS tests need it. CI installs it beside
  // the site's install (.ci/run), so on CI this finds it up to date.
  'cms:install': {
    run: 'npm install --prefix cms --no-audit --no-fund',
    what: 'the editors’ CMS in cms/',
  },
  lint: { run: 'npm run lint', what: 'ESLint, Prettier, the paths docs name' },
  typecheck: { run: 'npm run typecheck', what: 'tsc over the app, tests, scripts and tools' },
  unit: {
    run: 'jest --ci --json --outputFile=test-results/jest.json',
    what: 'jest: components, data, the app’s helpers',
  },
  build: variants.default.build,
  'build:typed': {
    run: 'node scripts/build.mjs',
    env: typed,
    what: 'the default build, Next’s type check skipped',
  },
  .../** @type {Record<`build:${VariantName}`, Step>} */ (
    Object.fromEntries(
      extraBuilds.map((name) => [
        `build:${name}`,
        /** @type {{ build: Step }} */ (variants[name]).build,
      ]),
    )
  ),
  out: {
    run: outChecks,
    what: 'node --test over out/ and the steps',
  },
  // CI's second Node line: given the first line's manifest of out/ (EXPORT_REFERENCE, once
  // that line has passed), the export is held to it byte for byte in place of the checks
  // over out/; the steps' own checks run under this Node. Without one, `out` itself.
  'out:node': {
    run: `if [ -n "\${EXPORT_REFERENCE:-}" ]; then ${nodeTest('out', ['__tests__/!(out)/**/*.test.mjs', '__tests__/build/*.node.mjs'])}; else ${outChecks}; fi`,
    what: 'the steps under this Node; out/ held to the first line’s export, or checked',
  },
  rebuild: {
    run: nodeTest('build', '__tests__/build/*.build.mjs', 1),
    env: beforeEmbargo,
    what: 'two builds give the same bytes; the eager export, the admin',
  },
  'search-checks': {
    run: nodeTest('search', '__tests__/search/*.search.mjs', 1),
    // As the search build was made (its index written again must match it byte for byte).
    env: uncompressed,
    what: 'the search build: its index, its forms, its policies',
  },
  'brand-checks': {
    run: nodeTest('brand', '__tests__/brand/*.brand.mjs', 1),
    what: "the second brand's and the content sets' exports",
  },
  e2e: { run: 'playwright test', what: 'the browser suite in Chromium, 375 and 1440 px' },
  'e2e:full': {
    run: 'playwright test',
    env: { E2E_SUITE: 'full' },
    what: 'every Playwright project: hosts, variants, visual, CMS',
  },
  'e2e:core': {
    run: 'playwright test --project=desktop --project=nginx --project=pages',
    env: { E2E_SUITE: 'full' },
    what: 'the desktop and host projects',
  },
  'e2e:hosts': {
    run: 'playwright test --project=desktop --grep "@hosts|@base-path"',
    what: 'the host tests on the preview server',
  },
  engines: {
    run: `xvfb-run -a -s '-screen 0 1600x1000x24' ${nodeTest('engines', '__tests__/engines/*.engine.mjs')}`,
    what: 'Gecko and WebKit over out/',
  },
  'e2e:sweep': {
    run: 'playwright test --project=sweep',
    env: { E2E_SUITE: 'sweep', SLOW_LOADS: '2' },
    what: 'the every-page sweeps: each game page and kit, each slow-load case twice',
  },
  'visual:update': {
    run: 'playwright test --project=visual --update-snapshots && node tools/visual-baselines.mjs',
    env: { E2E_SUITE: 'full' },
    what: 'rewrites the visual baselines that differ',
  },
};

/** @param {string} report @param {string | string[]} files globs, node --test's own */
function nodeTest(report, files, concurrency = 2) {
  const globs = [files]
    .flat()
    .map((glob) => `'${glob}'`)
    .join(' ');
  return `node --test --test-concurrency=${concurrency} --test-reporter=spec --test-reporter-destination=stdout --test-reporter=tap --test-reporter-destination=test-results/${report}.tap --test-reporter=./__tests__/file-times.mjs --test-reporter-destination=test-results/${report}.files.jsonl ${globs}`;
}

/** @typedef {keyof typeof steps} StepName */
/**
 * A step, or steps run side by side: those that leave a core idle (lint, tsc and jest are
 * single-threaded for most of their run, a build's first steps too) beside each other.
 * @typedef {StepName | StepName[]} SuiteEntry
 */

/** Each variant's node --test steps, once each, in the table's order. */
const variantChecks = [
  ...new Set(
    Object.values(/** @type {Record<string, Variant>} */ (variants)).flatMap(
      (variant) => variant.checks ?? [],
    ),
  ),
];

/**
 * The checks over out/ beside the variants' builds, whose single-threaded first steps and
 * copies leave a core free: test:full's third group, and `npm test -- builds` alone. Longest
 * first (run.mjs starts a group's steps a few at a time, in this order): the content sets and
 * the whole catalogue with search, then the rest.
 * @type {StepName[]}
 */
const builds = [
  'build:content',
  'out',
  ...extraBuilds
    .filter((name) => name !== 'content')
    .map((name) => /** @type {StepName} */ (`build:${name}`)),
];

/** @type {Record<string, SuiteEntry[]>} */
export const suites = {
  // npm test: one build, its checks and the browser suite's quick loop.
  // The build beside lint, tsc and jest (its own type check skipped: tsc is beside it).
  test: ['preflight', ['build:typed', 'lint', 'typecheck', 'unit'], 'out', 'e2e'],
  // npm run test:full (CI's first Node line): every variant built once, every check.
  full: [
    'preflight:full',
    ['build:typed', 'cms:install', 'lint', 'typecheck', 'unit'],
    builds,
    // Gecko and WebKit leave a core a third idle (each engine's waits), the variants' checks
    // (two lean builds) take it: side by side, engines first as the longest.
    /** @type {StepName[]} */ (['engines', ...variantChecks]),
    'e2e:full',
  ],
  // One build's checks, the desktop and host tests.
  core: ['preflight:full', ['build:typed', 'lint', 'typecheck', 'unit'], 'out', 'e2e:core'],
  // The every-page sweeps CI leaves out, over one build.
  sweep: ['preflight', 'build:typed', 'e2e:sweep'],
  // The default build, then the variants' builds side by side with the checks over out/, as
  // test:full runs them (.ci/builds-side-by-side repeats it from a fresh clone, HOME emptied).
  builds: ['preflight:full', 'build:typed', builds],
  // What depends on the Node running it (CI's second Node line).
  node: ['preflight', ['build:typed', 'unit'], 'out:node', 'e2e:hosts'],
};
