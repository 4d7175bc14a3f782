// What `node tools/serve-nginx.mjs` and `node tools/serve-pages.mjs` share: PORT, HOST, BASE_PATH and
// OUT_DIR read and checked as `npm run serve` reads them, a readiness wait, the URL
// printed, and a clean stop on Ctrl-C.
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseBasePath } from '../../scripts/deploy-inputs.mjs';
import { messageOf } from '../../scripts/errors.mjs';
import { checkPort, listenOptions } from '../serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Resolves once host:port accepts a connection; rejects when `exited` does first.
 * @param {number} port @param {string} host @param {Promise<never>} exited
 */
export function waitForPort(port, host, exited) {
  /** @type {Promise<void>} */
  const ready = new Promise((resolve) => {
    const poll = () => {
      const socket = net.connect(port, host, () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => setTimeout(poll, 50));
    };
    poll();
  });
  return Promise.race([ready, exited]);
}

/**
 * Resolves once `url` answers as the site does (200); otherwise runs `stop` and rejects with one
 * line. Any other first answer is another server's, on a port this one could not bind: said
 * now, rather than as every test's 403 (docs/testing.md, "Builds side by side").
 * @param {string} url @param {Promise<never>} exited @param {() => void} stop
 */
export async function answersAsTheSite(url, exited, stop) {
  const first = await Promise.race([fetch(url), exited]);
  await first.arrayBuffer();
  if (first.status === 200) return;
  stop();
  throw new Error(`${url} answered ${first.status}, not the site: is another server on its port?`);
}

/**
 * Runs a host from the command line: `start({ dir, basePath, host, port })` resolves
 * { url, stop, child }. Errors are one line, prefixed with `label`.
 * @param {string} label @param {string} what
 * @param {(options: { dir: string, basePath: string, host: string, port: number }) =>
 *   Promise<{ url: string, stop: () => void, child: import('node:child_process').ChildProcess }>} start
 */
export async function runHost(label, what, start) {
  try {
    const { port, host } = listenOptions();
    const basePath = parseBasePath();
    if (port !== 0) await checkPort({ port, host });
    const outDir = process.env.OUT_DIR ?? 'out';
    const dir = path.resolve(root, outDir);
    if (!existsSync(path.join(dir, 'index.html'))) {
      throw new Error(`${outDir}/ holds no build: run npm run build first`);
    }
    const server = await start({ dir, basePath, host, port });
    console.log(`Serving ${outDir}/ with ${what} at ${server.url}`);
    const stop = () => server.stop();
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    server.child.once('exit', (/** @type {number | null} */ code) => process.exit(code ?? 0));
  } catch (error) {
    console.error(`${label}: ${messageOf(error)}`);
    process.exit(1);
  }
}
