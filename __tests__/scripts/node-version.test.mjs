// A command started on a Node outside `engines` runs again under the Node .nvmrc names
// (scripts/node-version.mjs), that Node first on PATH for every step it starts; NODE_FETCH=0
// keeps the refusal. Tried in a scratch project whose engines leave out the Node running
// these tests and whose cache already holds "the project's Node" (this one), so no
// download is needed.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, linkSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { satisfies } from '../../scripts/node-version.mjs';
import { scratchDir } from '../scratch.mjs';

const version = process.versions.node;

/** A project whose engines refuse this Node, with a command that reports where it ran. */
function project() {
  const root = scratchDir('node-version-');
  mkdirSync(path.join(root, 'scripts'));
  for (const file of ['node-version.mjs', 'project-node.mjs']) {
    copyFileSync(path.join('scripts', file), path.join(root, 'scripts', file));
  }
  writeFileSync(path.join(root, 'package.json'), JSON.stringify({ engines: { node: '^1.0.0' } }));
  writeFileSync(path.join(root, '.nvmrc'), `${version}\n`);
  writeFileSync(
    path.join(root, 'scripts', 'command.mjs'),
    "import './node-version.mjs';\nconsole.log(JSON.stringify({ node: process.execPath, path: process.env.PATH, args: process.argv.slice(2) }));\n",
  );
  // A command that runs until stopped, as `npm start` and the browser suite's servers do.
  writeFileSync(
    path.join(root, 'scripts', 'server.mjs'),
    "import './node-version.mjs';\nconsole.log(process.pid);\nsetInterval(() => {}, 1000);\n",
  );
  // The cache as project-node.mjs leaves it: <cache>/<version>/package/bin/node.
  const cache = path.join(root, 'cache');
  const bin = path.join(cache, version, 'package', 'bin');
  mkdirSync(bin, { recursive: true });
  // A hard link (a copy across file systems): Node names a symbolic link by its target.
  try {
    linkSync(process.execPath, path.join(bin, 'node'));
  } catch {
    copyFileSync(process.execPath, path.join(bin, 'node'));
  }
  return { root, bin };
}

/** @param {string} root @param {Record<string, string>} env */
const started = (root, env = {}) => ({
  ...process.env,
  NODE_CACHE_DIR: path.join(root, 'cache'),
  // PROJECT_NODE unset: as a person starts it, not as a step of a run that did this already.
  PROJECT_NODE: '',
  ...env,
});

/** @param {string} root @param {Record<string, string>} env */
const command = (root, env = {}) =>
  spawnSync(process.execPath, [path.join(root, 'scripts', 'command.mjs'), '--flag'], {
    encoding: 'utf8',
    env: started(root, env),
  });

/**
 * Whether a process runs: an ended one that nobody has reaped yet (a container's first
 * process may never reap it) is a zombie in /proc, where there is one.
 * @param {number} pid
 */
function running(pid) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

describe('the Node a command runs on', () => {
  it('reads the engines range as npm does for ^x.y.z alternatives', () => {
    assert.equal(satisfies('26.10.0', '^22.12.0 || ^24.0.0 || ^26.0.0'), true);
    assert.equal(satisfies('22.11.0', '^22.12.0 || ^24.0.0 || ^26.0.0'), false);
    assert.equal(satisfies('20.20.2', '^22.12.0 || ^24.0.0 || ^26.0.0'), false);
  });

  it("outside engines: runs again under .nvmrc's Node, first on PATH, and says so in one line", () => {
    const { root, bin } = project();
    const run = command(root);
    assert.equal(run.status, 0, run.stderr);
    const lines = run.stderr.trim().split('\n');
    assert.equal(lines.length, 1, run.stderr);
    assert.match(lines[0] ?? '', new RegExp(`running under Node ${version} \\(\\.nvmrc\\)`));
    const seen = JSON.parse(run.stdout);
    assert.equal(seen.node, path.join(bin, 'node'));
    assert.equal(seen.path.split(path.delimiter)[0], bin);
    assert.deepEqual(seen.args, ['--flag']);
  });

  it('with NODE_FETCH=0: stops in one line naming the Node it needs', () => {
    const { root } = project();
    const run = command(root, { NODE_FETCH: '0' });
    assert.equal(run.status, 1);
    assert.equal(run.stdout, '');
    assert.match(
      run.stderr,
      new RegExp(
        `^Node ${version} is outside package.json's engines \\(\\^1\\.0\\.0\\): .*${version}.*NODE_FETCH=0.*\\n$`,
      ),
    );
  });
  it('stopped as a test runner stops a server (SIGTERM to the command), the run again ends too', async () => {
    const { root } = project();
    const server = spawn(process.execPath, [path.join(root, 'scripts', 'server.mjs')], {
      env: started(root),
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    // The run again under the project's Node prints its own pid on the command's stdout.
    const pid = await new Promise((resolve, reject) => {
      server.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
      server.once('exit', (code) => reject(new Error(`the command exited (${code}) first`)));
    });
    assert.notEqual(pid, server.pid, 'the command ran again under the project Node');
    server.kill('SIGTERM');
    const deadline = Date.now() + 10_000;
    while (running(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const outlived = running(pid);
    if (outlived) process.kill(pid, 'SIGKILL');
    assert.equal(outlived, false, 'the run again outlived the command it stands in for by 10 s');
  });
});
