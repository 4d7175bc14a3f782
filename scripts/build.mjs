// `npm run build`: the inputs checked, the art drawn, the press kits' downloads made, the feeds,
// Next's export, the post-build step.
// When a step fails, out/ is removed: nothing half-built (and no earlier build that could
// pass for this one) is left to serve or deploy. The failing step has said why.
// `npm run dev` is `node scripts/build.mjs --dev [next dev's options]`: the same steps up to
// Next's, then `next dev` in place of `next build`.
import './node-version.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const next = createRequire(import.meta.url).resolve('next/dist/bin/next');
const steps = [
  ['scripts/deploy-inputs.mjs'],
  ['scripts/generate-art.mjs'],
  // The press kits' archives and data.xml, which the kit pages show the sizes of.
  ['scripts/presskit.mjs'],
  // Each language's news feeds (RSS, Atom, JSON Feed), files beside its /news/.
  ['scripts/feeds.mjs'],
  [next, 'build'],
  ['scripts/postbuild.mjs'],
  // The old addresses' redirects, the gone ones, and the ledger of published addresses checked.
  ['scripts/addresses.mjs'],
  // The search index, when data/brand.json turns search on; otherwise it writes nothing.
  ['scripts/search-index.mjs'],
  // The editors' admin, when CMS_BACKEND asks for it; otherwise it writes nothing.
  ['scripts/admin.mjs'],
  // out/'s size and files, and a warning for each host whose limits it passes or nears.
  ['scripts/host-limits.mjs'],
];

const [mode, ...devOptions] = process.argv.slice(2);
if (mode === '--dev') {
  for (const args of steps.slice(
    0,
    steps.findIndex(([script]) => script === next),
  )) {
    const { status, signal } = spawnSync(process.execPath, args, { stdio: 'inherit' });
    if (status !== 0) {
      console.error(`dev: stopped (${signal ?? `exit ${status}`})`);
      process.exit(status || 1);
    }
  }
  const { status } = spawnSync(process.execPath, [next, 'dev', ...devOptions], {
    stdio: 'inherit',
  });
  process.exit(status ?? 0);
}

/**
 * Tailwind's notice, on every build, that an experimental feature is on: the one we chose
 * (optimizeUniversalDefaults, tailwind.config.ts) with its version pinned and the visual
 * baselines watching it (docs/dependencies.md). Nothing to do, so said once as information.
 */
const TAILWIND_NOTICE =
  /^(\x1b\[[\d;]*m)*warn(\x1b\[[\d;]*m)* - (You have enabled experimental features: (\x1b\[[\d;]*m)*optimizeUniversalDefaults(\x1b\[[\d;]*m)*$|Experimental features in Tailwind CSS are not covered by semver)/;

/**
 * Runs Next's build with its output passed on line by line, Tailwind's notice left out.
 * @param {string[]} args @returns {Promise<{ status: number | null, signal: NodeJS.Signals | null }>}
 */
function nextBuild(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: ['inherit', 'pipe', 'pipe'] });
    let told = false;
    for (const [from, to] of /** @type {const} */ ([
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ])) {
      createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => {
        if (!TAILWIND_NOTICE.test(line)) {
          to.write(`${line}\n`);
        } else if (!told) {
          told = true;
          console.log(
            'build: Tailwind optimizeUniversalDefaults on, by design (tailwind.config.ts)',
          );
        }
      });
    }
    child.on('close', (status, signal) => resolve({ status, signal }));
  });
}

/** Each step's wall time, printed at the end: where a build's time goes (docs/performance.md). */
const times = [];
for (const args of steps) {
  const started = Date.now();
  const { status, signal } =
    args[0] === next
      ? await nextBuild(args)
      : spawnSync(process.execPath, args, { stdio: 'inherit' });
  const name = args[0] === next ? 'next build' : path.basename(args[0] ?? '', '.mjs');
  times.push(`${name} ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (status !== 0) {
    rmSync('out', { recursive: true, force: true });
    console.error(`build: stopped (${signal ?? `exit ${status}`}); out/ removed`);
    process.exit(status || 1);
  }
}
console.log(`build: time by step: ${times.join(', ')}`);
