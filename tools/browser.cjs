// The browsers the suite drives: Chromium for the browser suite, screenshots and Lighthouse;
// Firefox and WebKit for the engine checks. Chromium is looked for where each kind of machine
// has it, in this order: CHROME_PATH; Playwright's own, where `npx playwright install
// chromium` put it (a Mac's, Windows' or Fedora's way to one); Debian's package. Nothing here
// downloads a browser (that CDN is out of reach on the build machines).
// CommonJS so both Playwright's TypeScript config and the ESM scripts can load it.
/* eslint-disable @typescript-eslint/no-require-imports */
const { existsSync, readdirSync } = require('node:fs');
const path = require('node:path');
/* eslint-enable @typescript-eslint/no-require-imports */

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The headless shell's switches: the full browser's, and the glyph hinting the full browser
 * takes from Debian's fontconfig (slight). The shell defaults to medium, which rounds each
 * advance: a German button's fallback text came out 1.8 px narrower and the font swap slid
 * its row 15 px where the full browser slides it none (docs/decisions/headless-shell.md).
 */
const testChromiumArgs = [...chromiumArgs, '--font-render-hinting=slight'];

/**
 * @param {(string | undefined)[]} candidates
 * @param {string} install
 * @returns {string}
 */
function firstPresent(candidates, install) {
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!found) throw new Error(install);
  return found;
}

/**
 * Playwright's own Chromium for this version of Playwright, where `npx playwright install
 * chromium` puts it (its cache, or PLAYWRIGHT_BROWSERS_PATH): the full browser, and the
 * headless shell found in its folder beside it (Playwright names it by platform and has
 * renamed it before). Undefined where it is not installed.
 * @returns {{ full?: string, shell?: string }}
 */
function playwrightChromium() {
  let full;
  try {
    // Only the path: nothing is launched or downloaded.
    full = require('playwright-core').chromium.executablePath(); // eslint-disable-line @typescript-eslint/no-require-imports
  } catch {
    return {};
  }
  // <cache>/chromium-<revision>/<platform folder>/…: the shell is <cache>/chromium_headless_shell-<revision>/.
  let dir = path.dirname(full);
  while (!/^chromium-\d+$/.test(path.basename(dir)) && path.dirname(dir) !== dir)
    dir = path.dirname(dir);
  const revision = path.basename(dir).slice('chromium-'.length);
  const shellDir = path.join(path.dirname(dir), `chromium_headless_shell-${revision}`);
  const names = [
    'chrome-headless-shell',
    'chrome-headless-shell.exe',
    'headless_shell',
    'headless_shell.exe',
  ];
  let shell;
  if (existsSync(shellDir)) {
    for (const sub of readdirSync(shellDir)) {
      const found = names
        .map((name) => path.join(shellDir, sub, name))
        .find((file) => existsSync(file));
      if (found) shell = found;
    }
  }
  return { full: existsSync(full) ? full : undefined, shell };
}

/** The one line saying how to get a Chromium on this system. @param {string} debian */
const installChromium = (debian) =>
  `run \`npx playwright install chromium\` (any system)${process.platform === 'linux' ? `, or \`sudo apt-get install ${debian}\` on Debian or Ubuntu` : ''}, or set CHROME_PATH`;

/**
 * The full browser: screenshots, the bench (Lighthouse measures what a visitor runs).
 * @returns {string}
 */
function chromiumPath() {
  return firstPresent(
    [
      process.env.CHROME_PATH,
      playwrightChromium().full,
      '/usr/bin/chromium',
      '/usr/bin/chromium-browser',
    ],
    `No Chromium found: ${installChromium('chromium')}.`,
  );
}

/**
 * The browser suite's Chromium: Debian's chromium-headless-shell, the same Chromium build
 * without the browser's windows, which is what Playwright itself runs for headless tests.
 * Each test opens a fresh context, and the full browser builds a window with its own
 * WebUI for each (docs/decisions/headless-shell.md).
 * @returns {string}
 */
function testChromiumPath() {
  return firstPresent(
    [
      process.env.CHROME_PATH,
      playwrightChromium().shell,
      '/usr/lib/chromium/chromium-headless-shell',
    ],
    `No Chromium headless shell found: ${installChromium('chromium-headless-shell')}.`,
  );
}

/**
 * Gecko and WebKit from Debian, for the engine checks (__tests__/engines/): Firefox ESR
 * (firefox-esr) and WebKitGTK's MiniBrowser with its WebKitWebDriver (webkit2gtk-driver),
 * which needs a display (xvfb).
 */
const engineBinaries = {
  gecko: { binary: '/usr/bin/firefox-esr', display: false },
  webkit: {
    binary: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
    driver: '/usr/bin/WebKitWebDriver',
    display: true,
  },
};

module.exports = { chromiumArgs, chromiumPath, testChromiumArgs, testChromiumPath, engineBinaries };
