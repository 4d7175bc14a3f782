import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
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
    'test-results/**',
    'playwright-report/**',
    'screenshots/**',
    '.bench/**',
    '.out-base-path/**',
    '.out-brand/**',
    '.out-content/**',
    '.out-eager/**',
    'scripts/.*.tmp.mjs',
    '.nginx/**',
    '.wrangler/**',
    'publish/**',
    'out-private/**',
  ]),
]);
