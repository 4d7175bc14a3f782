// Debian's browsers: Chromium for the browser suite, screenshots and Lighthouse; Firefox
// and WebKit for the engine checks. Nothing here downloads a browser (that CDN is out of reach on the build machines).
// CommonJS so both Playwright's TypeScript config and the ESM scripts can load it.
const { existsSync } = require('node:fs'); // eslint-disable-line @typescript-eslint/no-require-imports

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
 * The full browser: screenshots, the bench (Lighthouse measures what a visitor runs).
 * @returns {string}
 */
function chromiumPath() {
  return firstPresent(
    [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'],
    'No Chromium found: run `apt-get install chromium` (or `npx playwright install chromium` where its CDN is reachable), or set CHROME_PATH.',
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
    [process.env.CHROME_PATH, '/usr/lib/chromium/chromium-headless-shell'],
    'No Chromium headless shell found: run `apt-get install chromium-headless-shell`, or set CHROME_PATH.',
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
