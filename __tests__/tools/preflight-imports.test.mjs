// The preflight runs before npm install (.ci/run starts it beside the install, and a fresh
// clone has no node_modules/): everything it loads at start must be Node's own or ours.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

/**
 * Every package a module loads when it starts, through the modules of ours it imports: static
 * imports, and requires at the top of a CommonJS file (one inside a function loads when called).
 * @param {string} file
 * @param {Set<string>} [seen]
 * @returns {string[]} `<file>: <package>`
 */
function packagesAtStart(file, seen = new Set()) {
  if (seen.has(file)) return [];
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  const specifiers = [
    ...[...text.matchAll(/^\s*import\s[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]),
    ...[...text.matchAll(/^import\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]),
    ...[...text.matchAll(/^(?:const|let|var)\s[^=]+=\s*require\(['"]([^'"]+)['"]\)/gm)].map(
      (m) => m[1],
    ),
  ].filter((specifier) => specifier !== undefined);
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith('node:')) return [];
    if (specifier.startsWith('.'))
      return packagesAtStart(path.resolve(path.dirname(file), specifier), seen);
    return [`${path.relative(process.cwd(), file)}: ${specifier}`];
  });
}

describe('the preflight', () => {
  it('loads no package at start, so it runs before npm install', () => {
    assert.deepEqual(packagesAtStart(path.resolve('tools/preflight.mjs')), []);
  });

  it('names a package a module of ours loads through its own imports', () => {
    // The walk itself, over a tool that serves with packages (send, negotiator) and reads the
    // build's brand (zod): each is named with the file that loads it.
    const found = packagesAtStart(path.resolve('tools/serve-nginx.mjs'));
    assert.ok(
      found.some((line) => line.endsWith(': zod')),
      found.join('\n'),
    );
  });
});
