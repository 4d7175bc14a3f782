import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // Jest runs the .ts/.tsx tests; the .mjs ones (over out/, the build scripts, the
  // reproducible build) run with node --test after the build, e2e/*.spec.ts in Playwright.
  testMatch: ['<rootDir>/__tests__/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['<rootDir>/node_modules/', '<rootDir>/.next/', '<rootDir>/out/'],
};

// The Markdown parser (lib/content/shared/markdown.mjs) and its packages ship ES modules only: compiled
// like the project's own code, where next/jest leaves the rest of node_modules/ as it is.
const esmOnly = [
  'mdast-util-',
  'micromark',
  'decode-named-character-reference',
  'character-entities',
  'devlop',
  'unist-util-',
];

const jestConfig = async () => {
  const resolved = await createJestConfig(config)();
  const packages = esmOnly.map((name) => `${name}[^/]*`).join('|');
  return {
    ...resolved,
    // next/jest's first pattern skips node_modules/ but for the packages it names.
    transformIgnorePatterns: (resolved.transformIgnorePatterns ?? []).map((pattern, index) =>
      index === 0 ? pattern.replace('(?!(', `(?!(${packages}|`) : pattern,
    ),
  };
};

export default jestConfig;
