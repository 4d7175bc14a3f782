// `node tools/serve-pages.mjs`: the current build served by Cloudflare's own Pages runtime
// (`wrangler pages dev`, workerd, from the wrangler npm package), offline and with
// telemetry off, as Pages would serve it: the publish layout of tools/publish.mjs
// without the precompressed copies (Pages compresses on its own), _headers at the root,
// under BASE_PATH when set, on PORT/HOST like `npm run serve`.
// Wrangler needs Node 22.12 or newer: on an older Node it runs under the active LTS
// named in .nvmrc, fetched once from the npm registry by .ci/node.sh.
import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { answersAsTheSite, runHost, waitForPort } from './hosts/run-host.mjs';
import { publish } from './publish.mjs';
import { freePorts } from './hosts/ports.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const wrangler = path.join(root, 'node_modules', 'wrangler', 'bin', 'wrangler.js');

/** A Node binary wrangler accepts: this one when new enough, else the .nvmrc LTS. */
export function wranglerNode() {
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  if (major > 22 || (major === 22 && minor >= 12)) return process.execPath;
  const version = readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();
  const bin = execFileSync('bash', [path.join(root, '.ci', 'node.sh'), version], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  }).trim();
  return path.join(bin, 'node');
}

/**
 * The processes under `pid` that run `name`, read from /proc (Linux); null where there is no
 * /proc to read.
 * @param {number} pid @param {string} name @returns {number[] | null}
 */
function descendantsNamed(pid, name) {
  /** @type {Map<number, number[]>} */
  const children = new Map();
  /** @type {Map<number, string>} */
  const names = new Map();
  let entries;
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return null;
  }
  for (const entry of entries) {
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // it ended while we read
    }
    // "pid (comm) state ppid …": the name may hold spaces and brackets, so split at the last ')'.
    const close = stat.lastIndexOf(')');
    const ppid = Number(stat.slice(close + 2).split(' ')[1]);
    names.set(Number(entry), stat.slice(stat.indexOf('(') + 1, close));
    children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
  }
  const found = [];
  for (const queue = [pid]; queue.length > 0;) {
    for (const child of children.get(/** @type {number} */ (queue.shift())) ?? []) {
      if (names.get(child) === name) found.push(child);
      queue.push(child);
    }
  }
  return found;
}

/** @param {number[]} pids @param {NodeJS.Signals} name */
function signal(pids, name) {
  for (const pid of pids) {
    try {
      process.kill(pid, name);
    } catch {
      // already gone
    }
  }
}

/**
 * Starts `wrangler pages dev`; resolves { url, stop, child } once it is ready.
 * @param {{ dir: string, basePath: string, host: string, port: number, name: string }} options
 */
export async function startPages({ dir, basePath, host, port, name }) {
  const publishDir = path.join(root, '.wrangler', 'publish', name);
  publish({ from: dir, to: publishDir, basePath, precompressed: false });
  // INSPECTOR_PORT: given by the browser suite's setup, which finds every server's ports at once.
  const [free = 0, freeInspector = 0] = await freePorts(host, 2);
  const chosen = port === 0 ? free : port;
  const inspector = Number(process.env.INSPECTOR_PORT) || freeInspector;
  const child = spawn(
    wranglerNode(),
    [
      wrangler,
      'pages',
      'dev',
      publishDir,
      '--ip',
      host,
      '--port',
      String(chosen),
      '--inspector-port',
      String(inspector),
      '--compatibility-date',
      '2026-11-01',
      '--persist-to',
      path.join(root, '.wrangler', 'state', name),
      '--show-interactive-dev-session=false',
      '--log-level',
      'error',
    ],
    {
      cwd: root,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  const collect = (/** @type {Buffer} */ chunk) => (log = (log + chunk).slice(-4000));
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  /** @type {Promise<never>} */
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`wrangler exited with ${code}:\n${log}`))),
  );
  await waitForPort(chosen, host, exited);
  const url = `http://${host}:${chosen}${basePath}/`;
  // The port answers before the Worker is built (wrangler holds requests until then): a
  // page served says the build is done.
  await answersAsTheSite(url, exited, () => child.kill('SIGTERM'));
  // `pages dev` rebuilds its Worker when a source changes, through esbuild's watch mode, and
  // offers no switch to turn that off (only wrangler's programmatic API reads dev.watch).
  // esbuild polls the Worker's inputs and every folder above them, the project's parent
  // included: a few per cent of a core per server, more under a crowded /tmp, and the
  // browser suite runs three servers for half an hour. Nothing it watches changes while
  // this serves a published copy, so its watcher is paused once the Worker is built, and
  // ended with the server (a paused process would outlive it). Paused before the Worker is
  // built, it would hold every request.
  const watchers = descendantsNamed(/** @type {number} */ (child.pid), 'esbuild');
  if (watchers === null) {
    console.warn("serve:pages: no /proc here to find wrangler's esbuild watcher: it keeps polling");
  } else signal(watchers, 'SIGSTOP');
  child.once('exit', () => signal(watchers ?? [], 'SIGKILL'));
  return {
    url,
    stop: () => child.kill('SIGTERM'),
    child,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await runHost('serve:pages', 'Cloudflare Pages (wrangler pages dev)', (options) =>
    startPages({
      ...options,
      // workerd listens on an address, not a name.
      host: options.host === 'localhost' ? '127.0.0.1' : options.host,
      // One publish folder per build served (out/, .out-eager/, …): several run side by side.
      name: path.basename(options.dir).replace(/^\./, ''),
    }),
  );
}
