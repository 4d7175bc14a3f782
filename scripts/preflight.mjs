// `npm test`'s first step (and .ci/run's): the machine packages the suite needs, found in
// the first second rather than a minute into the builds. What is missing is installed
// with apt-get when that can run without a password (root, or sudo -n); otherwise the
// run stops here, before any build, with the one command that installs it all.
//   chromium                          the browser suite, screenshots, the bench (or CHROME_PATH)
//   fonts-liberation                  Arial's metrics, which the web font's fallback is tuned to
//   fonts-ipafont-gothic              a Japanese face, as every phone and desktop has one (the
//                                     site ships none for Japanese: its pages use the system's)
//   nginx, libnginx-mod-http-brotli-static   the nginx host tests (deploy/nginx.conf)
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
/** @type {{ chromiumPath: () => string }} */
const { chromiumPath } = require('./browser.cjs');

/** @typedef {{ pkg: string, why: string, present: () => boolean }} Need */

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
    pkg: 'chromium',
    why: 'the browser suite drives it (nothing here downloads a browser)',
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
    why: 'the host tests serve out/ with deploy/nginx.conf',
    present: () =>
      [process.env.NGINX, '/usr/sbin/nginx', '/usr/local/sbin/nginx'].some(
        (file) => file && existsSync(file),
      ),
  },
  {
    pkg: 'libnginx-mod-http-brotli-static',
    why: "deploy/nginx.conf serves the build's .br copies",
    present: () =>
      Boolean(process.env.NGINX) ||
      existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'),
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

export function preflight() {
  const missing = needs.filter((need) => !need.present());
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
  const still = needs.filter((need) => !need.present()).map((need) => need.pkg);
  if (!ok || still.length) {
    console.error(`preflight: apt-get could not install ${still.join(', ')}; try: sudo ${command}`);
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) preflight();
