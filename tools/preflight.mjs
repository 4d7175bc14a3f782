// `npm test`'s first step (with --full, test:full's and .ci/run's): the machine packages
// the suite needs, found in the first second rather than a minute into the builds.
// `npm test` asks only for what it uses; --full adds the real hosts and the other engines.
// What is missing is installed with apt-get when that can run without a password (root,
// or sudo -n); otherwise the run stops here, before any build, with the one command that
// installs it all.
//   chromium-headless-shell           the browser suite (or CHROME_PATH)
//   chromium                          screenshots, the bench (or CHROME_PATH)
//   fonts-liberation                  Arial's metrics, which the web font's fallback is tuned to
//   fonts-ipafont-gothic              a Japanese face, as every phone and desktop has one (the
//                                     site ships none for Japanese: its pages use the system's)
//   nginx                             nginx -t on deploy/nginx.conf; (full) the nginx host tests
//   libnginx-mod-http-brotli-static   (full) the nginx host tests serve the .br copies
//   firefox-esr                       (full) Gecko, driven over WebDriver BiDi
//   webkit2gtk-driver, xvfb           (full) WebKit: WebKitWebDriver and MiniBrowser, in a
//                                     virtual display
import '../scripts/node-version.mjs';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
/** @type {{ chromiumPath: () => string, testChromiumPath: () => string }} */
const { chromiumPath, testChromiumPath } = require('./browser.cjs');
/** @type {{ engineBinaries: Record<'gecko' | 'webkit', { binary: string, driver?: string }> }} */
const { engineBinaries } = require('./browser.cjs');

/** @typedef {{ pkg: string, why: string, present: () => boolean, full?: true }} Need */

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
  },
  {
    pkg: 'chromium',
    why: 'screenshots and the bench run the full browser',
    present: () => succeeds(chromiumPath),
  },
  {
    pkg: 'fonts-liberation',
    why: "Liberation Sans has Arial's metrics, which the font-swap checks expect",
    present: () =>
      succeeds(() => {
        const list = execFileSync('fc-list', [':family'], { encoding: 'utf8' });
        if (!list.includes('Liberation Sans')) throw new Error('absent');
      }),
  },
  {
    pkg: 'fonts-ipafont-gothic',
    why: 'the Japanese pages use the system Japanese face (visual baselines, overflow checks)',
    present: () =>
      succeeds(() => {
        const list = execFileSync('fc-list', [':lang=ja', 'family'], { encoding: 'utf8' });
        if (!list.trim()) throw new Error('absent');
      }),
  },
  {
    pkg: 'nginx',
    why: 'the deploy check runs nginx -t on deploy/nginx.conf; the host tests serve out/ with it',
    present: () =>
      [process.env.NGINX, '/usr/sbin/nginx', '/usr/local/sbin/nginx'].some(
        (file) => file && existsSync(file),
      ),
  },
  {
    pkg: 'libnginx-mod-http-brotli-static',
    full: true,
    why: "deploy/nginx.conf serves the build's .br copies",
    present: () =>
      Boolean(process.env.NGINX) ||
      existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'),
  },
  {
    pkg: 'firefox-esr',
    full: true,
    why: 'the engine checks drive Gecko (Firefox ESR) over WebDriver BiDi',
    present: () => existsSync(engineBinaries.gecko.binary),
  },
  {
    pkg: 'webkit2gtk-driver',
    full: true,
    why: "the engine checks drive WebKit through WebKitWebDriver and WebKitGTK's MiniBrowser",
    present: () =>
      existsSync(engineBinaries.webkit.binary) && existsSync(engineBinaries.webkit.driver),
  },
  {
    pkg: 'xvfb',
    full: true,
    why: 'MiniBrowser needs a display: the engine checks run under xvfb-run',
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

/** @param {{ full: boolean }} scope test:full's packages too, or only npm test's */
export function preflight({ full }) {
  const wanted = needs.filter((need) => full || !need.full);
  const missing = wanted.filter((need) => !need.present());
  if (missing.length === 0) return;
  const packages = missing.map((need) => need.pkg);
  const command = `apt-get install -y --no-install-recommends ${packages.join(' ')}`;
  const prefix = aptPrefix();
  if (prefix === null) {
    console.error(`preflight: missing ${packages.join(', ')}; install them with: sudo ${command}`);
    process.exit(1);
  }
  for (const need of missing) console.log(`preflight: installing ${need.pkg}: ${need.why}`);
  const ok =
    run(prefix, ['apt-get', 'update', '-qq']) &&
    run(prefix, ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...packages]);
  // The nginx package starts a system server on port 80; the suite starts its own.
  if (packages.includes('nginx')) {
    if (!run(prefix, ['systemctl', 'stop', 'nginx'], true))
      run(prefix, ['service', 'nginx', 'stop'], true);
  }
  const still = wanted.filter((need) => !need.present()).map((need) => need.pkg);
  if (!ok || still.length) {
    console.error(`preflight: apt-get could not install ${still.join(', ')}; try: sudo ${command}`);
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  preflight({ full: process.argv.includes('--full') });
}
