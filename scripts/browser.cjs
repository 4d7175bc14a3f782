// Debian's Chromium for the browser suite, screenshots and Lighthouse: nothing here
// downloads a browser (that CDN is out of reach on the build machines).
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

module.exports = { chromiumArgs, chromiumPath };
