import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/browser.cjs';

// Debian's Chromium, never a downloaded one: fail at once, in one line, when it is missing.
let executablePath: string;
try {
  executablePath = chromiumPath();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const launchOptions = { executablePath, args: chromiumArgs };

export default defineConfig({
  testDir: './__tests__/e2e',
  // Builds once if out/ is missing, then serves out/ on a free port (see global-setup.ts).
  globalSetup: './__tests__/e2e/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: { launchOptions, trace: 'off', screenshot: 'off' },
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1440, height: 900 } },
      testIgnore: /mobile-menu\.spec/,
    },
    {
      name: 'mobile',
      use: { viewport: { width: 375, height: 812 } },
      // Server, link and layout checks do not depend on the starting width: run them once.
      testIgnore: /(server|links-and-markup|layout)\.spec/,
    },
  ],
});
