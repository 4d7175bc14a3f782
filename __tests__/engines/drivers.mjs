// One small surface over the two clients that drive the engines Playwright cannot drive
// here (docs/decisions/other-engines.md): puppeteer-core speaks WebDriver BiDi to Debian's
// Firefox ESR (Gecko), selenium-webdriver speaks classic W3C WebDriver to WebKitGTK's
// MiniBrowser through WebKitWebDriver. The checks in engines.engine.mjs call only this.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import puppeteer from 'puppeteer-core';
import { Builder, By, Key } from 'selenium-webdriver';
import { messageOf } from '../../scripts/errors.mjs';
import { freePort } from '../../tools/hosts/ports.mjs';

/** @typedef {'gecko' | 'webkit'} Engine */

/** @type {{ engineBinaries: Record<Engine, { binary: string, driver?: string, display: boolean }> }} */
const { engineBinaries } = createRequire(import.meta.url)('../../tools/browser.cjs');

/**
 * The page's own problems from this point on: uncaught errors, rejected promises and CSP
 * violations, kept on the window (the checks read them before each navigation).
 */
function watchProblems() {
  const w = /** @type {Window & { __problems?: string[] }} */ (window);
  if (w.__problems) return;
  const problems = (w.__problems = /** @type {string[]} */ ([]));
  document.addEventListener('securitypolicyviolation', (event) =>
    problems.push(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
  );
  window.addEventListener('error', (event) => problems.push(`page error: ${event.message}`));
  window.addEventListener('unhandledrejection', (event) =>
    problems.push(`unhandled rejection: ${String(event.reason)}`),
  );
}

/**
 * @typedef {object} Session
 * @property {Engine} engine
 * @property {{ width: number, height: number }} viewport the layout viewport it really got
 * @property {(url: string) => Promise<void>} goto
 * @property {<A extends unknown[], R>(fn: (...args: A) => R, ...args: A) => Promise<Awaited<R>>} evaluate
 * @property {(selector: string) => Promise<void>} click a real pointer click on the element
 * @property {() => Promise<void>} pressEscape
 * @property {() => Promise<string[]>} problems errors and CSP violations seen since the last call
 * @property {(file: string) => Promise<void>} screenshot
 * @property {() => Promise<void>} close
 */

/**
 * Settles with `promise`, or rejects after `ms` with `what` in the message.
 * @template T
 * @param {Promise<T>} promise @param {number} ms @param {string} what
 * @returns {Promise<T>}
 */
function within(promise, ms, what) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms / 1000} s`)), ms);
  });
  return /** @type {Promise<T>} */ (
    Promise.race([promise, late]).finally(() => clearTimeout(timer))
  );
}

/**
 * WebKitWebDriver and a MiniBrowser session in it. Seen here once: the driver took the
 * new-session request and never started MiniBrowser, and waited for it for good. So each
 * step has a deadline, and a driver that misses one is killed and started afresh (three
 * tries, each named in the error if all fail). The deadlines are many times a normal start
 * and quit under load, so a hang costs little; each missed one is said on stderr as it
 * happens, so a slow engines step names its cause (docs/testing.md, "Builds side by side").
 */
async function openWebKit() {
  const { binary, driver: driverPath } = engineBinaries.webkit;
  const capabilities = {
    browserName: 'MiniBrowser',
    'webkitgtk:browserOptions': { binary, args: ['--automation'] },
  };
  /** @type {string[]} */
  const failures = [];
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const port = await freePort('127.0.0.1');
    const server = spawn(/** @type {string} */ (driverPath), [`--port=${port}`], {
      stdio: 'ignore',
    });
    const serverExit = new Promise((resolve) => server.once('exit', resolve));
    try {
      // Ready when its status endpoint answers (it takes a moment to listen).
      await within(
        (async () => {
          for (;;) {
            const ok = await fetch(`http://127.0.0.1:${port}/status`).then(
              (response) => response.ok,
              () => false,
            );
            if (ok) return;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        })(),
        15_000,
        'WebKitWebDriver listening',
      );
      const session = await within(
        Promise.resolve(
          new Builder()
            .usingServer(`http://127.0.0.1:${port}`)
            .withCapabilities(capabilities)
            .build(),
        ),
        20_000,
        'a MiniBrowser session',
      );
      return { server, serverExit, session };
    } catch (error) {
      const failure = `try ${attempt} of 3: ${messageOf(error)}`;
      failures.push(failure);
      process.stderr.write(`WebKit, ${failure}\n`);
      server.kill('SIGKILL');
      await serverExit;
    }
  }
  throw new Error(`WebKit would not start: ${failures.join('; ')}`);
}

/**
 * Gecko over WebDriver BiDi: a preload script watches each document from its first byte,
 * and the console reports what the page logs as an error.
 * @param {{ width: number, height: number }} size
 * @returns {Promise<Session>}
 */
async function gecko(size) {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: engineBinaries.gecko.binary,
    headless: true,
    // No network but loopback here: nothing in the background may try to reach out.
    extraPrefsFirefox: {
      'app.update.enabled': false,
      'browser.safebrowsing.malware.enabled': false,
      'browser.safebrowsing.phishing.enabled': false,
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
    },
  });
  const page = await browser.newPage();
  await page.setViewport(size);
  /** @type {string[]} */
  const seen = [];
  page.on('pageerror', (error) => seen.push(`page error: ${String(error)}`));
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(`console error: ${message.text()}`);
  });
  await page.evaluateOnNewDocument(watchProblems);
  return {
    engine: 'gecko',
    viewport: await page.evaluate(() => ({ width: innerWidth, height: innerHeight })),
    goto: async (url) => {
      await page.goto(url, { waitUntil: 'load' });
    },
    // What comes back is the page's value serialised across the protocol: typed as the
    // function's result, which is what both clients hand back.
    evaluate: (fn, ...args) =>
      /** @type {Promise<any>} */ (
        page.evaluate(/** @type {(...params: unknown[]) => unknown} */ (fn), ...args)
      ),
    click: async (selector) => {
      await page.click(selector);
    },
    pressEscape: () => page.keyboard.press('Escape'),
    problems: async () => {
      const own = await page.evaluate(() => {
        const w = /** @type {Window & { __problems?: string[] }} */ (window);
        return (w.__problems ?? []).splice(0);
      });
      return [...seen.splice(0), ...own];
    },
    screenshot: async (file) => {
      await page.screenshot({ path: /** @type {`${string}.png`} */ (file) });
    },
    close: () => browser.close(),
  };
}

/**
 * WebKit over classic WebDriver: no hook runs before the page's own scripts, so the watch
 * starts right after load and what happened during load is judged by its effects
 * (pictures decoded, fonts in use, the runtime hydrated, the menu script working).
 * @param {{ width: number, height: number }} size
 * @returns {Promise<Session>}
 */
async function webkit(size) {
  const { server, serverExit, session } = await openWebKit();
  await session.manage().setTimeouts({ script: 60_000, pageLoad: 60_000 });
  await session.manage().window().setRect({ width: size.width, height: size.height, x: 0, y: 0 });
  /** @type {<A extends unknown[], R>(fn: (...args: A) => R, ...args: A) => Promise<Awaited<R>>} */
  const evaluate = async (fn, ...args) => {
    const result = await session.executeAsyncScript(
      `const done = arguments[arguments.length - 1];
       Promise.resolve().then(() => (${fn.toString()})(...Array.from(arguments).slice(0, -1)))
         .then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }));`,
      ...args,
    );
    const outcome = /** @type {{ value?: any, error?: string }} */ (result);
    if (outcome.error) throw new Error(`in the page: ${outcome.error}`);
    return outcome.value;
  };
  // The window's inner size, which is what the layout sees; MiniBrowser keeps a minimum.
  const viewport = await evaluate(() => ({ width: innerWidth, height: innerHeight }));
  return {
    engine: 'webkit',
    viewport,
    goto: async (url) => {
      await session.get(url);
      await evaluate(watchProblems);
    },
    evaluate,
    click: async (selector) => {
      await session.findElement(By.css(selector)).click();
    },
    pressEscape: async () => {
      await session.actions().sendKeys(Key.ESCAPE).perform();
    },
    problems: () =>
      evaluate(() => {
        const w = /** @type {Window & { __problems?: string[] }} */ (window);
        return (w.__problems ?? []).splice(0);
      }),
    screenshot: async (file) => {
      const { writeFileSync } = await import('node:fs');
      writeFileSync(file, Buffer.from(await session.takeScreenshot(), 'base64'));
    },
    close: async () => {
      // The driver is killed whether MiniBrowser answers or not.
      await within(session.quit(), 10_000, 'closing MiniBrowser').catch((error) =>
        process.stderr.write(`WebKit: ${messageOf(error)}; its driver killed\n`),
      );
      server.kill('SIGKILL');
      await serverExit;
    },
  };
}

/**
 * Starts an engine at a size; the session's `viewport` says what the engine really gave.
 * @param {Engine} engine
 * @param {{ width: number, height: number }} size
 */
export function launch(engine, size) {
  return engine === 'gecko' ? gecko(size) : webkit(size);
}

/**
 * Why an engine cannot run on this machine, or null when it can.
 * @param {Engine} engine
 */
export function missing(engine) {
  const { binary, driver, display } = engineBinaries[engine];
  for (const file of [binary, driver]) {
    if (file && !existsSync(file)) return `${file} is missing (npm test -- preflight -- --full)`;
  }
  if (display && !process.env.DISPLAY)
    return 'no DISPLAY: run it under xvfb-run (npm test -- engines)';
  return null;
}
