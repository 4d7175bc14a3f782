// `npm test`'s first step (with --full, test:full's and .ci/run's): the machine packages
// the suite needs, found in the first second rather than a minute into the builds.
// `npm test` asks only for what it uses, on any developer's machine (macOS, Windows' WSL 2,
// any Linux), as any user; --full adds the full browser, the real hosts and the other
// engines, as CI has them on Debian. What is missing is installed with apt-get when that can
// run without a password (root, or sudo -n). Otherwise `npm test` leaves out what it can
// (nginx's checks: test-results/left-out.json, which __tests__/run.mjs names at the end) and
// stops here, before any build, for the rest, with the command that brings it on this
// system; --full stops for anything missing.
//   chromium-headless-shell           the browser suite (or Playwright's, or CHROME_PATH)
//   chromium                          (full) screenshots, the bench (or Playwright's, CHROME_PATH)
//   fonts-liberation                  Arial's metrics, which the web font's fallback is tuned
//                                     to (or Arial itself, as macOS and Windows have it)
//   fonts-ipafont-gothic              a Japanese face, as every phone and desktop has one (the
//                                     site ships none for Japanese: its pages use the system's)
//   ffmpeg                            the flash check reads every video the export ships
//   nginx                             nginx -t on deploy/nginx.conf; (full) the nginx host tests
//   libnginx-mod-http-brotli-static   (full) the nginx host tests serve the .br copies
//   firefox-esr                       (full) Gecko, driven over WebDriver BiDi
//   webkit2gtk-driver, xvfb           (full) WebKit: WebKitWebDriver and MiniBrowser, in a
//                                     virtual display
import '../scripts/node-version.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { nginxBinary } from './nginx-binary.mjs';
import { arialMetricsFile, hasJapaneseFace } from './system-fonts.mjs';
import { toolArgs } from './args.mjs';

const require = createRequire(import.meta.url);
/** @type {{ chromiumPath: () => string, testChromiumPath: () => string }} */
const { chromiumPath, testChromiumPath } = require('./browser.cjs');
/** @type {{ engineBinaries: Record<'gecko' | 'webkit', { binary: string, driver?: string }> }} */
const { engineBinaries } = require('./browser.cjs');

/**
 * @typedef {{ pkg: string, why: string, present: () => boolean, full?: true,
 *   leftOut?: string, elsewhere: string }} Need
 *   `leftOut`: what npm test leaves out without it (test:full and CI stop instead);
 *   `elsewhere`: how to get it on a system without apt-get
 */

/** @param {() => unknown} probe */
const succeeds = (probe) => {
  try {
    probe();
    return true;
  } catch {
    return false;
  }
};

/** @type {Need[]} */
export const needs = [
  {
    pkg: 'chromium-headless-shell',
    why: 'the browser suite drives it (nothing here downloads a browser)',
    present: () => succeeds(testChromiumPath),
    elsewhere: 'npx playwright install chromium',
  },
  {
    pkg: 'chromium',
    full: true,
    why: 'screenshots and the bench run the full browser',
    present: () => succeeds(chromiumPath),
    elsewhere: 'npx playwright install chromium',
  },
  {
    pkg: 'fonts-liberation',
    why: "Liberation Sans has Arial's metrics, which the font-swap checks expect",
    present: () => Boolean(arialMetricsFile('400') && arialMetricsFile('700')),
    elsewhere:
      "your system's Liberation Sans package (Fedora: sudo dnf install liberation-sans-fonts)",
  },
  {
    pkg: 'fonts-ipafont-gothic',
    why: 'the Japanese pages use the system Japanese face (visual baselines, overflow checks)',
    present: hasJapaneseFace,
    elsewhere: 'a Japanese font (Fedora: sudo dnf install google-noto-sans-cjk-fonts)',
  },
  {
    pkg: 'ffmpeg',
    why: 'the flash check reads every video the export ships, frame by frame (WCAG 2.3.1)',
    present: () => spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0,
    leftOut: 'the flash check of the videos the export ships',
    elsewhere:
      process.platform === 'darwin'
        ? 'brew install ffmpeg'
        : "your system's ffmpeg package (Fedora: sudo dnf install ffmpeg-free)",
  },
  {
    pkg: 'nginx',
    why: 'the deploy check runs nginx -t on deploy/nginx.conf; the host tests serve out/ with it',
    present: () => succeeds(nginxBinary),
    leftOut: "nginx -t on deploy/nginx.conf and nginx's compression checks over out/",
    elsewhere:
      process.platform === 'darwin'
        ? 'brew install nginx'
        : "your system's nginx package (Fedora: sudo dnf install nginx), or set NGINX",
  },
  {
    pkg: 'libnginx-mod-http-brotli-static',
    full: true,
    why: "deploy/nginx.conf serves the build's .br copies",
    elsewhere: 'Debian or Ubuntu, as CI runs test:full',
    present: () =>
      Boolean(process.env.NGINX) ||
      existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'),
  },
  {
    pkg: 'firefox-esr',
    full: true,
    why: 'the engine checks drive Gecko (Firefox ESR) over WebDriver BiDi',
    elsewhere: 'Debian or Ubuntu, as CI runs test:full',
    present: () => existsSync(engineBinaries.gecko.binary),
  },
  {
    pkg: 'webkit2gtk-driver',
    full: true,
    why: "the engine checks drive WebKit through WebKitWebDriver and WebKitGTK's MiniBrowser",
    elsewhere: 'Debian or Ubuntu, as CI runs test:full',
    present: () =>
      existsSync(engineBinaries.webkit.binary) && existsSync(engineBinaries.webkit.driver),
  },
  {
    pkg: 'xvfb',
    full: true,
    why: 'MiniBrowser needs a display: the engine checks run under xvfb-run',
    elsewhere: 'Debian or Ubuntu, as CI runs test:full',
    present: () => existsSync('/usr/bin/xvfb-run'),
  },
];

/** `[]` when apt-get runs as is, `['sudo', '-n']` when sudo needs no password, else null. */
function aptPrefix() {
  if (!existsSync('/usr/bin/apt-get')) return null;
  if (process.getuid?.() === 0) return [];
  const sudo = spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' });
  return sudo.status === 0 ? ['sudo', '-n'] : null;
}

/** @param {string[]} prefix @param {string[]} args @param {boolean} [quiet] */
function run(prefix, args, quiet = false) {
  const [command = '', ...rest] = [...prefix, ...args];
  const result = spawnSync(command, rest, {
    stdio: quiet ? 'ignore' : ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/** What npm test left out on this machine, for __tests__/run.mjs to name at the end. */
export const LEFT_OUT_FILE = 'test-results/left-out.json';

/** How to get what is missing here: apt-get's one line where there is apt-get, else each's. @param {Need[]} missing */
function howToGet(missing) {
  if (existsSync('/usr/bin/apt-get'))
    return `sudo apt-get install -y --no-install-recommends ${missing.map((need) => need.pkg).join(' ')}`;
  return [...new Set(missing.map((need) => need.elsewhere))].join('; ');
}

/** @param {{ full: boolean }} scope test:full's packages too, or only npm test's */
export function preflight({ full }) {
  rmSync(LEFT_OUT_FILE, { force: true });
  const wanted = needs.filter((need) => full || !need.full);
  let missing = wanted.filter((need) => !need.present());
  if (missing.length === 0) return;
  const prefix = aptPrefix();
  if (prefix !== null) missing = install(prefix, missing);
  // npm test leaves out what it can do without; test:full and CI need everything.
  const leftOut = full ? [] : missing.filter((need) => need.leftOut);
  const stopping = missing.filter((need) => !leftOut.includes(need));
  if (stopping.length) {
    const names = stopping.map((need) => `${need.pkg} (${need.why})`).join('; ');
    console.error(`preflight: missing ${names}. To get it: ${howToGet(stopping)}`);
    process.exit(1);
  }
  mkdirSync(path.dirname(LEFT_OUT_FILE), { recursive: true });
  const parts = leftOut.map((need) => ({
    part: need.pkg,
    what: need.leftOut,
    get: howToGet([need]),
  }));
  writeFileSync(LEFT_OUT_FILE, `${JSON.stringify(parts)}\n`);
  for (const { part, what } of parts)
    console.log(`preflight: no ${part} here: leaving out ${what}`);
}

/**
 * Installs what is missing with apt-get; returns what is missing still.
 * @param {string[]} prefix @param {Need[]} missing
 */
function install(prefix, missing) {
  const packages = missing.map((need) => need.pkg);
  for (const need of missing) console.log(`preflight: installing ${need.pkg}: ${need.why}`);
  const ok =
    run(prefix, ['apt-get', 'update', '-qq']) &&
    run(prefix, ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...packages]);
  // The nginx package starts a system server on port 80; the suite starts its own.
  if (packages.includes('nginx')) {
    if (!run(prefix, ['systemctl', 'stop', 'nginx'], true))
      run(prefix, ['service', 'nginx', 'stop'], true);
  }
  const still = missing.filter((need) => !need.present());
  if (!ok || still.length)
    console.error(
      `preflight: apt-get could not install ${still.map((need) => need.pkg).join(', ')}`,
    );
  return still;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  preflight({ full: Boolean(toolArgs('preflight', { full: { type: 'boolean' } }).values.full) });
}
