import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
// The kinds' folders, from the table of kinds.
import { KIND_FOLDERS } from './lib/content/kinds.mjs';

/**
 * import/no-restricted-paths zones from floors listed ground first: a floor imports nothing
 * above it, the two topics on one floor not each other, and none imports scripts/.
 * @param {string[][]} list
 */
function floors(list) {
  return list.flatMap((floor, level) => {
    const above = list.slice(level + 1).flat();
    return floor.map((target) => ({
      target,
      from: [...above, ...floor.filter((other) => other !== target), './scripts/**', './tools/**'],
      message: 'an import goes down the floors, never up (docs/decisions/code-layout.md)',
    }));
  });
}

/**
 * The content wing's floors (docs/decisions/code-layout.md), by folder, so a new file cannot
 * slip past them: what every kind shares (lib/content/shared/) imports no kind, and a kind
 * (lib/content/<kind>/) imports no other kind and nothing at the wing's top (resolve.mjs, which
 * runs them all, and the table of kinds).
 */
function contentWing() {
  const kinds = KIND_FOLDERS;
  const folder = (/** @type {string} */ name) => `./lib/content/${name}/**`;
  const top = './lib/content/*.{mjs,ts}';
  const message =
    "a kind imports the wing's shared floor, never another kind (docs/decisions/code-layout.md)";
  return [
    { target: folder('shared'), from: [...kinds.map(folder), top], message },
    ...kinds.map((kind) => ({
      target: folder(kind),
      from: [...kinds.filter((other) => other !== kind).map(folder), top],
      message,
    })),
  ];
}

/** The lab's tests read the code; no code reads the tests. */
const NO_TESTS = [
  {
    target: './{app,components,data,lib,scripts,tools}/**',
    from: './__tests__/**',
    message: 'nothing outside __tests__/ imports from it (docs/decisions/code-layout.md)',
  },
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The floors (docs/decisions/code-layout.md): an import goes down or sideways, never up.
    // From the ground: lib/core/; lib/content/, lib/brand/ and lib/search/; lib/render/ (the first step's
    // result, the page's language); data/*.ts; lib/'s glue; components/; app/. The build's
    // steps (scripts/) and the lab's tools (tools/) sit at the edge: nothing of the product
    // imports them.
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: floors([
            ['./lib/core/**'],
            ['./lib/content/**', './lib/brand/**', './lib/search/**'],
            ['./lib/render/**'],
            ['./data/*.ts'],
            ['./lib/*.{ts,tsx,mjs}'],
            ['./components/**'],
            ['./app/**'],
          ]).concat(contentWing(), NO_TESTS),
        },
      ],
    },
  },
  {
    // The house rules over all the code, the product's and the lab's tools: no import loop
    // (a floor's topic imports downward; lib/content/'s kinds import its shared helpers, never
    // each other), and no function past a screen or two, as a newcomer reads them.
    files: ['{app,components,data,lib,scripts,tools}/**/*.{js,mjs,ts,tsx}'],
    rules: {
      // A loop can only run through our own files: the walk skips packages, and with them
      // the whole-graph pass (SCC) that parses every package's types the resolver reaches,
      // which was four-fifths of lint's CPU and decides nothing a walk of our files misses.
      'import/no-cycle': ['error', { ignoreExternal: true, disableScc: true }],
      'max-lines-per-function': ['error', { max: 100 }],
    },
  },
  {
    // The build (scripts/) never imports the lab's tools (tools/): servers, bench, publish.
    files: ['scripts/**'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './scripts/**',
              from: './tools/**',
              message: 'the build never imports the tools (docs/decisions/code-layout.md)',
            },
            ...NO_TESTS,
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call `use()`, which is not React's hook.
    files: ['__tests__/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  globalIgnores([
    '.next/**',
    'out/**',
    'public/art/**',
    'next-env.d.ts',
    'coverage/**',
    'test-results*/**',
    'playwright-report/**',
    'screenshots/**',
    '.bench/**',
    '.out-base-path/**',
    '.out-brand/**',
    '.out-content/**',
    '.out-eager/**',
    '.out-lean/**',
    '.out-lean-again/**',
    '.out-lean-edited/**',
    '.out-search/**',
    'scripts/.*.tmp.mjs',
    'tools/.*.tmp.mjs',
    '.nginx/**',
    '.wrangler/**',
    'publish/**',
    'out-private/**',
  ]),
]);
