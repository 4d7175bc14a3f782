// The first frame of every exported page, as its first bytes decide it: the colour scheme
// declared right after the charset (a frame painted before the parser reaches it has the
// light default canvas), the stored-theme script right after the policy, before any
// stylesheet, and the hint that holds the first frame until the page's end marker is in
// (scripts/postbuild/first-frame.mjs). What the browser paints: __tests__/e2e/slow-load.spec.ts.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { brandTheme, checkBrand } from '../../lib/brand/brand.mjs';
import { adminPage } from '../../scripts/cms/admin.mjs';
import { out, readOut } from './read-out.mjs';

/** Every HTML page of the export: routes, languages, games, 404 pages. */
const pages = readdirSync(out, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html') && !file.startsWith('_next'))
  .map((file) => file.split(path.sep).join('/'))
  .sort();

/** How far into <head> a tag ends. @param {string} html @param {RegExp} tag */
const endInHead = (html, tag) => {
  const found = tag.exec(html);
  assert.ok(found, `${tag} in the page`);
  return found.index + found[0].length - html.indexOf('<head>') - '<head>'.length;
};

const { switchable } = brandTheme(checkBrand(JSON.parse(readFileSync('data/brand.json', 'utf8'))));
const SCHEME = /<meta name="color-scheme" content="[a-z ]+"\/?>/;

describe('the first frame', () => {
  it('covers every page of the export', () => assert.ok(pages.length > 60, String(pages.length)));

  for (const page of pages) {
    it(`${page}: the scheme within 200 bytes of <head>, the theme script before any stylesheet`, () => {
      const html = readOut(page);
      assert.equal(html.match(new RegExp(SCHEME, 'g'))?.length, 1, 'one colour-scheme meta');
      assert.match(html, /<head><meta charSet="utf-8"\/><meta name="color-scheme"/);
      assert.ok(endInHead(html, SCHEME) <= 200, 'within 200 bytes');
      const policyEnd = endInHead(html, /<meta http-equiv="Content-Security-Policy"[^>]*>/);
      // A brand with no switch has no stored choice, and no script for it.
      const script = /<script data-cfasync="false" data-theme-head="">/.exec(html);
      assert.equal(Boolean(script), switchable, 'the stored-theme script where a switch is');
      if (script) {
        assert.equal(script.index - html.indexOf('<head>') - '<head>'.length, policyEnd);
        assert.ok(script.index < html.indexOf('<link rel="stylesheet"'), 'before the stylesheets');
      }
      // The first frame waits for a marker after the footer, the last thing a page shows.
      const target = /<link rel="expect" href="#([\w-]+)" blocking="render"\/>/.exec(html)?.[1];
      assert.ok(target, 'the render-blocking hint');
      assert.ok(
        html.indexOf(`id="${target}"`) > html.lastIndexOf('</footer>'),
        'marker after the footer',
      );
    });
  }

  it("the admin's shell declares light first, as Decap draws", () => {
    const html = adminPage({ title: 'Lumenrift' });
    assert.match(
      html,
      /<head>\n<meta charset="utf-8">\n<meta name="color-scheme" content="light">/,
    );
  });
});
