// The checks over out/ read the export through this: a missing file names the build step.
import assert from 'node:assert/strict';
import { existsSync, lstatSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const out = path.resolve('out');

/** @param {string} file a path inside out/ */
export function readOut(file) {
  const full = path.join(out, file);
  assert.ok(existsSync(full), `${file} is missing from out/: run npm run build first`);
  return readFileSync(full, 'utf8');
}

/**
 * Every HTML page of the export, relative to out/: routes, languages, 404s, the style guide.
 * Never Next's chunks or a built admin; lstat, so a symlink (the server spec plants some) is
 * never followed out of out/. Another export's (`dir`), relative to it.
 * @returns {string[]}
 */
export function htmlPages(dir = out, root = dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (lstatSync(full).isDirectory()) {
      return dir === root && (name === '_next' || name === 'admin') ? [] : htmlPages(full, root);
    }
    return name.endsWith('.html') ? [path.relative(root, full).split(path.sep).join('/')] : [];
  });
}

/** A page's hreflang links: { de: 'http://…/de/browse/', …, 'x-default': … }. @param {string} html */
export const alternatesOf = (html) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );

/** The text of an attribute or of a page, the entities React writes decoded. @param {string} text */
export const decode = (text) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** A pattern's first group in a page, decoded; '' where the page lacks it. */
export const attr = (/** @type {string} */ html, /** @type {string} */ pattern) =>
  decode(new RegExp(pattern).exec(html)?.[1] ?? '');

/** A `<meta name|property="…">` tag's content, decoded. */
export const meta = (/** @type {string} */ html, /** @type {string} */ name) =>
  attr(html, `<meta (?:name|property)="${name}" content="([^"]*)"`);

/** The page's JSON-LD blocks, parsed. @param {string} html */
export const jsonLd = (html) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => /** @type {Record<string, any>} */ (JSON.parse(m[1] ?? 'null')),
  );
