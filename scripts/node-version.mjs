// Imported first by the commands a person starts (npm start, npm test, npm run build):
// on a Node outside package.json's `engines` they stop in their first second with one
// line naming the Node they need, instead of failing minutes later on something that
// Node lacks (Node 20's test runner takes no globs, for one).
import { readFileSync } from 'node:fs';

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
if (!satisfies(process.versions.node, range)) {
  const lts = readFileSync(new URL('../.nvmrc', import.meta.url), 'utf8').trim();
  console.error(
    `Node ${process.versions.node} cannot run this project: it needs Node ${range} (package.json engines); the active LTS, ${lts}, is named in .nvmrc.`,
  );
  process.exit(1);
}
