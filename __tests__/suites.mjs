// The test commands, declared once: each suite is its steps in order, each step one command
// of package.json's or a node command. `node __tests__/run.mjs <suite>` (npm test, npm run
// test:full, …) runs them under the project's Node (scripts/node-version.mjs), stops at the
// first that fails, and writes each step's time to test-results/timings.json.

/**
 * @typedef {{ run: string, env?: Record<string, string>, background?: true }} Step
 *   `background`: started and left running; the suite waits for it at its `wait` step.
 */

/** @satisfies {Record<string, Step>} */
export const steps = {
  preflight: { run: 'node scripts/preflight.mjs' },
  'preflight --full': { run: 'node scripts/preflight.mjs --full' },
  // The CMS's own install (cms/), beside lint; the CMS tests need it.
  'cms install': { run: 'npm run cms:install', background: true },
  lint: { run: 'npm run lint' },
  typecheck: { run: 'npm run typecheck' },
  unit: { run: 'npm run test:unit' },
  'build: base path': { run: 'npm run build:base-path', env: { TYPES_CHECKED: '1' } },
  'build: eager': { run: 'npm run build:eager', env: { TYPES_CHECKED: '1' } },
  'build: second brand': { run: 'npm run build:brand' },
  'build: content sets': { run: 'npm run build:content', env: { TYPES_CHECKED: '1' } },
  build: { run: 'npm run build' },
  'build (types checked)': { run: 'npm run build', env: { TYPES_CHECKED: '1' } },
  'checks over out/': { run: 'npm run test:out' },
  'build checks': { run: 'npm run test:build', env: { TYPES_CHECKED: '1' } },
  'brand checks': { run: 'npm run test:brand' },
  browsers: { run: 'npx playwright test' },
  'browsers: full': { run: 'npx playwright test', env: { E2E_SUITE: 'full' } },
  'browsers: core': {
    run: 'npx playwright test --project=desktop --project=nginx --project=pages',
    env: { E2E_SUITE: 'full' },
  },
  'browsers: hosts': { run: 'npx playwright test --project=desktop --grep "@hosts|@base-path"' },
  engines: { run: 'npm run test:engines' },
};

/** @typedef {keyof typeof steps | 'wait'} StepName */

/** @type {Record<string, StepName[]>} */
export const suites = {
  // npm test: one build, its checks and the browser suite's quick loop.
  test: ['preflight', 'lint', 'typecheck', 'unit', 'build', 'checks over out/', 'browsers'],
  // npm run test:full (CI's first Node line): every build variant and every check.
  full: [
    'preflight --full',
    'cms install',
    'lint',
    'typecheck',
    'unit',
    'wait',
    'build: base path',
    'build: eager',
    'build: second brand',
    'build: content sets',
    'build',
    'checks over out/',
    'build checks',
    'brand checks',
    'browsers: full',
    'engines',
  ],
  // One build's checks, the desktop and host tests.
  core: [
    'preflight --full',
    'lint',
    'typecheck',
    'unit',
    'build',
    'checks over out/',
    'browsers: core',
  ],
  // What depends on the Node running it (CI's second Node line).
  node: ['preflight', 'unit', 'build (types checked)', 'checks over out/', 'browsers: hosts'],
};
