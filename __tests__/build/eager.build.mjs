// The HYDRATION=eager export (npm test -- build:lean makes it, .out-eager/) differs from the default
// build of the same lean content (.out-lean/)
// only in how scripts load: every page's markup and every style, picture and font are
// the same bytes. That is why the browser suite's eager project repeats the desktop
// project's tests (scripts, hydration, CSP, navigation) and not the @full probes, which
// measure styles and layout (docs/testing.md).
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

const EAGER = '.out-eager';
/** The same lean content set built by default (build:lean). */
const LEAN_OUT = '.out-lean';

/**
 * Files under dir, as paths relative to it.
 * @param {string} dir
 * @returns {string[]}
 */
function files(dir, sub = '') {
  return readdirSync(path.join(dir, sub), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(sub, entry.name);
    return entry.isDirectory() ? files(dir, relative) : [relative];
  });
}

/**
 * A page's HTML without what the hydration mode decides: script elements, script
 * preloads and the CSP meta (its hashes name the scripts).
 * @param {string} html
 */
const withoutScripts = (html) =>
  html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*(?:as="script"|rel="modulepreload")[^>]*>/g, '')
    .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/g, '');

/** @param {string} file */
const sha = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** What a hydration mode may change: scripts, their payload, headers and compressed copies. */
const scriptOwned = /\.(js|txt|br|gz)$|(^|\/)_headers$|(^|\/)\.base-path$/;

describe('HYDRATION=eager export', () => {
  it('has every page of the default export, with the same markup once scripts are set aside', () => {
    assert.ok(existsSync(EAGER), `${EAGER}/ is missing: npm test -- build:lean makes it`);
    const pages = files(LEAN_OUT).filter((file) => file.endsWith('.html'));
    assert.ok(pages.length > 20, `the lean export holds its pages (${pages.length})`);
    const differing = pages.filter(
      (file) =>
        !existsSync(path.join(EAGER, file)) ||
        withoutScripts(readFileSync(path.join(LEAN_OUT, file), 'utf8')) !==
          withoutScripts(readFileSync(path.join(EAGER, file), 'utf8')),
    );
    assert.deepEqual(differing, []);
  });

  it('ships the same styles, pictures and fonts, byte for byte', () => {
    const assets = (/** @type {string} */ dir) =>
      files(dir).filter((file) => !file.endsWith('.html') && !scriptOwned.test(file));
    const ours = assets(LEAN_OUT);
    assert.ok(
      ours.some((file) => file.endsWith('.css')),
      'the lean export has its stylesheets',
    );
    assert.deepEqual(assets(EAGER).sort(), ours.sort());
    assert.deepEqual(
      ours.filter((file) => sha(path.join(LEAN_OUT, file)) !== sha(path.join(EAGER, file))),
      [],
    );
  });
});
