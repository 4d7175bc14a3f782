// Imported first by the commands a person starts (npm start, npm test, npm run build): on a
// Node outside package.json's `engines` the command runs again under the Node named in .nvmrc,
// fetched once from the npm registry (scripts/project-node.mjs), with that Node first on PATH
// so every step it starts runs under it too. NODE_FETCH=0 turns that off: the command then
// stops in its first second with one line naming the Node it needs, instead of failing
// minutes later on something the old Node lacks (Node 20's test runner takes no globs).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectNodeBin } from './project-node.mjs';

/**
 * Whether a version satisfies an `engines` range of caret alternatives,
 * '^22.12.0 || ^24.0.0': the only form package.json uses.
 * @param {string} version '26.10.0'
 * @param {string} range
 */
export function satisfies(version, range) {
  const [major = 0, minor = 0, patch = 0] = version.split('.').map(Number);
  return range.split('||').some((alternative) => {
    const match = /^\s*\^(\d+)\.(\d+)\.(\d+)\s*$/.exec(alternative);
    if (!match) throw new Error(`package.json engines.node: '${alternative.trim()}' is not ^x.y.z`);
    const [want, wantMinor, wantPatch] = match.slice(1).map(Number);
    if (major !== want) return false;
    return minor > Number(wantMinor) || (minor === wantMinor && patch >= Number(wantPatch));
  });
}

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
/** @type {string} */
const range = manifest.engines.node;
// PROJECT_NODE marks the run again under the fetched Node: it is the project's, whatever
// engines says, and is never run a third time.
if (process.env.PROJECT_NODE === process.versions.node && process.env.PROJECT_NODE_PARENT) {
  endWithParent(Number(process.env.PROJECT_NODE_PARENT));
} else if (
  process.env.PROJECT_NODE !== process.versions.node &&
  !satisfies(process.versions.node, range)
) {
  const lts = readFileSync(new URL('../.nvmrc', import.meta.url), 'utf8').trim();
  const why = `Node ${process.versions.node} is outside package.json's engines (${range})`;
  if (process.env.NODE_FETCH === '0') {
    console.error(
      `${why}: this project needs one of those; the active LTS, ${lts}, is named in .nvmrc (NODE_FETCH=0 keeps the machine's Node).`,
    );
    process.exit(1);
  }
  let bin;
  try {
    bin = projectNodeBin(lts);
  } catch (error) {
    const reason = String(error instanceof Error ? error.message : error).split('\n')[0];
    console.error(
      `${why}, and Node ${lts} (.nvmrc) could not be fetched from the npm registry: ${reason}`,
    );
    process.exit(1);
  }
  console.error(
    `${why}: running under Node ${lts} (.nvmrc), from the npm registry, kept in ${path.dirname(bin)}.`,
  );
  const run = spawnSync(path.join(bin, 'node'), [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
      PROJECT_NODE: lts,
      PROJECT_NODE_PARENT: String(process.pid),
    },
  });
  if (run.signal) process.kill(process.pid, run.signal);
  process.exit(run.status ?? 1);
}

/**
 * The run again ends when the command it stands in for does. That process waits in spawnSync
 * and cannot pass a signal on: a test runner's or a process manager's SIGTERM ends it alone,
 * and left this one serving on its port for good. Orphaned (on Linux and macOS its parent is
 * then another process; on Windows the old one is gone), it sends itself the SIGTERM that was
 * meant for it, so its own handlers (a server's close) run as they would have.
 * @param {number} parent
 */
function endWithParent(parent) {
  // Its own children are not run again: they have no such parent to watch.
  delete process.env.PROJECT_NODE_PARENT;
  const gone = () => {
    if (process.ppid !== parent) return true;
    try {
      process.kill(parent, 0);
      return false;
    } catch (error) {
      return /** @type {NodeJS.ErrnoException} */ (error).code === 'ESRCH';
    }
  };
  // Unref'd: the watch never keeps a finished command alive.
  const watch = setInterval(() => {
    if (!gone()) return;
    clearInterval(watch);
    process.kill(process.pid, 'SIGTERM');
  }, 250);
  watch.unref();
}
