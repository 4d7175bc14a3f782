// The test commands, declared once: each suite is its steps in order, each step one command.
// `npm test` runs the suite `test`; `npm test -- <suite or step>` any other (`npm run
// test:full` is `full`). __tests__/run.mjs runs them under the project's Node
// (scripts/node-version.mjs), stops at the first that fails, and writes each step's time to
// test-results/timings.json.

/**
 * @typedef {{ run: string, env?: Record<string, string>, background?: true, what: string }} Step
 *   `background`: started and left running; the suite waits for it at its `wait` step.
 */

const nodeTest = (/** @type {string} */ report, /** @type {string} */ files, concurrency = 2) =>
  `node --test --test-concurrency=${concurrency} --test-reporter=spec --test-reporter-destination=stdout --test-reporter=tap --test-reporter-destination=test-results/${report}.tap '${files}'`;

// The test builds of code `tsc` has just checked skip Next's own type check (TYPES_CHECKED).
const typed = { TYPES_CHECKED: '1' };

/** @satisfies {Record<string, Step>} */
export const steps = {
  preflight: { run: 'node tools/preflight.mjs', what: "the machine's packages for npm test" },
  'preflight:full': {
    run: 'node tools/preflight.mjs --full',
    what: "and the real hosts' and other engines' packages",
  },
  // The CMS's own install (cms/), beside lint; the CMS tests need it.
  'cms:install': {
    run: 'npm install --prefix cms --no-audit --no-fund',
    background: true,
    what: 'the editors’ CMS in cms/',
  },
  lint: { run: 'npm run lint', what: 'ESLint, Prettier, the paths docs name' },
  typecheck: { run: 'npm run typecheck', what: 'tsc over the app, tests, scripts and tools' },
  unit: {
    run: 'jest --ci --json --outputFile=test-results/jest.json',
    what: 'jest: components, data, the app’s helpers',
  },
  build: { run: 'node scripts/build.mjs', what: 'the default build into out/' },
  'build:typed': {
    run: 'node scripts/build.mjs',
    env: typed,
    what: 'the default build, Next’s type check skipped',
  },
  'build:base-path': {
    run: 'node tools/build-into.mjs .out-base-path',
    env: { ...typed, BASE_PATH: '/demo/portal' },
    what: 'BASE_PATH=/demo/portal into .out-base-path/',
  },
  'build:eager': {
    run: 'node tools/build-into.mjs .out-eager',
    env: { ...typed, HYDRATION: 'eager' },
    what: 'HYDRATION=eager into .out-eager/',
  },
  'build:brand': { run: 'node tools/build-brand.mjs', what: 'the second brand into .out-brand/' },
  'build:content': {
    run: 'node tools/build-content.mjs',
    env: typed,
    what: 'the content sets into .out-content/<set>/',
  },
  out: {
    run: nodeTest('out', '__tests__/**/*.test.mjs'),
    what: 'node --test over out/ and the steps',
  },
  rebuild: {
    run: nodeTest('build', '__tests__/build/*.build.mjs', 1),
    env: typed,
    what: 'two builds give the same bytes; the eager export, the admin',
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
  'visual:update': {
    run: 'playwright test --project=visual --update-snapshots && node tools/visual-baselines.mjs',
    env: { E2E_SUITE: 'full' },
    what: 'rewrites the visual baselines that differ',
  },
};

/** @typedef {keyof typeof steps | 'wait'} StepName */

/** @type {Record<string, StepName[]>} */
export const suites = {
  // npm test: one build, its checks and the browser suite's quick loop.
  test: ['preflight', 'lint', 'typecheck', 'unit', 'build', 'out', 'e2e'],
  // npm run test:full (CI's first Node line): every build variant and every check.
  full: [
    'preflight:full',
    'cms:install',
    'lint',
    'typecheck',
    'unit',
    'wait',
    'build:base-path',
    'build:eager',
    'build:brand',
    'build:content',
    'build',
    'out',
    'rebuild',
    'brand-checks',
    'e2e:full',
    'engines',
  ],
  // One build's checks, the desktop and host tests.
  core: ['preflight:full', 'lint', 'typecheck', 'unit', 'build', 'out', 'e2e:core'],
  // What depends on the Node running it (CI's second Node line).
  node: ['preflight', 'unit', 'build:typed', 'out', 'e2e:hosts'],
};
