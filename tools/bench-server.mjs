// `npm run bench -- --server`: the preview server (`npm start`) and nginx with
// deploy/nginx.conf on the same out/, each loaded by autocannon at 50 connections for
// 10 s per file: the home page, a runtime chunk, a picture and an unknown URL (the 404
// page), with a browser's Accept-Encoding. Prints requests per second, p99 latency and
// errors side by side; no budget, but any error or wrong status fails the run.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startNginx } from './serve-nginx.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'out');
const CONNECTIONS = 50;
const DURATION = 10;

function startPreview() {
  const child = spawn(process.execPath, [path.join(root, 'tools', 'serve.mjs')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', BASE_PATH: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`tools/serve.mjs exited with ${code}`)));
    child.stdout.on('data', (chunk) => {
      const match = /(http:\/\/[\d.]+:\d+)\//.exec(chunk.toString());
      if (match) resolve({ url: match[1], stop: () => child.kill() });
    });
  });
}

/** The files to load, named from the home page itself. */
function targets() {
  const html = readFileSync(path.join(out, 'index.html'), 'utf8');
  const chunk = /data-scripts="([^" ]+)/.exec(html)?.[1];
  const picture = /src="(\/art\/[^"]+\.webp)"/.exec(html)?.[1];
  if (!chunk || !picture) throw new Error('out/index.html names no runtime chunk or picture');
  return [
    { name: 'home page', path: '/', status: 200 },
    { name: 'JS chunk', path: chunk, status: 200 },
    { name: 'picture', path: picture, status: 200 },
    { name: '404 page', path: '/no-such-page/', status: 404 },
  ];
}

/**
 * @param {string} url
 * @returns {Promise<import('autocannon').Result>}
 */
function load(url) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: DURATION,
        headers: { 'accept-encoding': 'br, gzip' },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** @param {import('autocannon').Result} result @param {number} status */
function wrongAnswers(result, status) {
  /** @type {Record<number, number>} */
  const byClass = { 2: result['2xx'], 3: result['3xx'], 4: result['4xx'], 5: result['5xx'] };
  const right = byClass[Math.floor(status / 100)] ?? 0;
  const all = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  return result.errors + result.timeouts + (all - right);
}

const preview = await startPreview();
const nginx = await startNginx({
  dir: out,
  basePath: '',
  host: '127.0.0.1',
  port: 0,
  prefix: path.join(root, '.nginx', 'bench'),
});
const nginxOrigin = nginx.url.replace(/\/$/, '');
/** @type {(string | number)[][]} */
const rows = [];
let failed = false;
try {
  for (const target of targets()) {
    const ours = await load(`${preview.url}${target.path}`);
    const theirs = await load(`${nginxOrigin}${target.path}`);
    const errors = /** @type {const} */ ([
      wrongAnswers(ours, target.status),
      wrongAnswers(theirs, target.status),
    ]);
    if (errors.some((n) => n > 0)) failed = true;
    rows.push([
      target.name,
      Math.round(ours.requests.average),
      `${ours.latency.p99} ms`,
      errors[0],
      Math.round(theirs.requests.average),
      `${theirs.latency.p99} ms`,
      errors[1],
      (ours.requests.average / theirs.requests.average).toFixed(2),
    ]);
  }
} finally {
  preview.stop();
  nginx.stop();
}

const header = ['file', 'preview req/s', 'p99', 'errors', 'nginx req/s', 'p99', 'errors', 'ratio'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
const line = (/** @type {(string | number)[]} */ cells) =>
  `| ${cells.map((c, i) => String(c).padEnd(widths[i] ?? 0)).join(' | ')} |`;
console.log(
  `\nautocannon, ${CONNECTIONS} connections, ${DURATION} s per file, Accept-Encoding: br, gzip`,
);
console.log(line(header));
console.log(line(widths.map((w) => '-'.repeat(w))));
for (const row of rows) console.log(line(row));
const home = rows.find((r) => r[0] === 'home page');
const notFound = rows.find((r) => r[0] === '404 page');
if (home && notFound)
  console.log(
    `404 page vs a page on the preview server: ${(Number(notFound[1]) / Number(home[1])).toFixed(2)}x the rate`,
  );
if (failed) {
  console.error('bench --server: some requests failed or got the wrong status');
  process.exit(1);
}
