import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig, type Project } from '@playwright/test';
import { testChromiumArgs, testChromiumPath } from './tools/browser.cjs';
import { variants, type Project as ProjectEntry, type VariantName } from './__tests__/suites.mjs';
import { built, fullSuite, outOf, setsOf, sweepSuite, type Host } from './__tests__/e2e/hosts';

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

/** What a project tells the fixtures (__tests__/e2e/fixtures.ts): which export, where. */
type Options = { variant: VariantName; host: Host; contentSet: string };

const viewports = { 1440: { width: 1440, height: 900 }, 375: { width: 375, height: 812 } };

/**
 * The projects, from the variants table (__tests__/suites.mjs): the default's in every run
 * (those not marked `full` in npm test's quick loop), each other variant's in the full suite
 * (E2E_SUITE=full) once its build is there, one per host and content set it names. A
 * project whose export is missing in the full suite (its build failed) is left out and
 * written to test-results/not-built.json, which CI's tally (.ci/summary.mjs) names as not run.
 */
const notBuilt: { project: string; export: string }[] = [];
const projects: Project<Options>[] = Object.entries(variants).flatMap(([key, variant]) => {
  const name = key as VariantName;
  if (name !== 'default' && !fullSuite) return [];
  const entries = ('projects' in variant ? variant.projects : []) as readonly ProjectEntry[];
  return entries
    .filter((entry) => (entry.sweep ? sweepSuite : fullSuite || !entry.full))
    .flatMap((entry) =>
      setsOf(name)
        .filter((set) => !entry.sets || entry.sets.test(set))
        .flatMap((set) =>
          (entry.hosts ?? ['preview']).flatMap((host) => {
            const project = projectName(entry.name, host, set);
            if (name !== 'default' && !built(name, set)) {
              notBuilt.push({ project, export: outOf(name, set) });
              return [];
            }
            return [
              {
                name: project,
                testMatch: entry.testMatch,
                testIgnore: entry.testIgnore,
                grep: entry.grep,
                grepInvert: entry.grepInvert,
                workers: entry.workers,
                use: {
                  ...(entry.width ? { viewport: viewports[entry.width] } : {}),
                  variant: name,
                  host,
                  contentSet: set,
                },
              },
            ];
          }),
        ),
    );
});
if (fullSuite) {
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/not-built.json', `${JSON.stringify(notBuilt)}\n`);
}

/** "desktop"; "nginx-eager", "nginx" for a host's project of no name; "content-hostile". */
function projectName(name: string, host: Host, set: string) {
  const named = set ? `${name}-${set}` : name;
  if (host === 'preview') return named;
  return named ? `${host}-${named}` : host;
}

export default defineConfig<Options>({
  testDir: './__tests__/e2e',
  // The specs only their own projects take (their variants' builds, or their own servers).
  testIgnore: /brand\.spec|content\.spec|visual\.spec|cms\.spec|search\.spec/,
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
  // npm test's quick loop: at least two. Playwright's default, half the cores, is one worker
  // on a 2-core machine, which doubles the browser part there (the pages wait on the server
  // as much as on the CPU); a third made its axe-bound tests slower. More cores, more
  // workers, as Playwright would choose. The full suite: one more than the cores. Its WCAG
  // probes, slow loads and host tests leave the CPU idle while each worker waits on its
  // browser, and a third worker fills that (docs/testing.md, "Where the time goes").
  workers: fullSuite
    ? availableParallelism() + 1
    : Math.max(2, Math.floor(availableParallelism() / 2)),
  forbidOnly: !!process.env.CI,
  // No retries, on CI either: a test that fails once under load is a fault to find and fix
  // (a host's slow answer waited for, a reading polled), not a run to repeat.
  retries: 0,
  // A guard against a hung test, not a speed check (the bench measures speed): the heaviest
  // tests (axe two or three times over a long page, the WCAG probes at two or three widths)
  // take 10-20 s on an idle 2-core host and ran past 30 s on a slow one.
  timeout: 60_000,
  // The JSON report also gives __tests__/run.mjs each spec's time.
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // The system setting every project runs under: dark, the design's own theme, whose
  // baselines and figures predate the light one. The light theme's checks emulate it
  // themselves (themes.spec.ts, the forced-colours probe).
  use: { launchOptions, trace: 'off', screenshot: 'off', colorScheme: 'dark' },
  projects,
});
