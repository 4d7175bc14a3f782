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

/** @returns {string} */
function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!found) {
    throw new Error(
      'No Chromium found: run `apt-get install chromium` (or `npx playwright install chromium` where its CDN is reachable), or set CHROME_PATH.',
    );
  }
  return found;
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

module.exports = { chromiumArgs, chromiumPath, engineBinaries };
