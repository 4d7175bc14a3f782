// The designers' style guide (/styleguide/) over out/: exported like a screen, kept out
// of search and the sitemap, out of the navigation, linked from every page's footer.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileOf, screens as routeList, styleguide } from '../../lib/core/routes.mjs';
import { out, readOut } from './read-out.mjs';

const read = readOut;
const file = fileOf(styleguide.path);

describe('the style guide', () => {
  it('is exported and prerendered, with its sections in the HTML', () => {
    assert.ok(existsSync(path.join(out, file)), `${file} is missing: run the build first`);
    const html = read(file);
    for (const heading of ['Colour', 'Contrast', 'Buttons And', 'Artwork']) {
      assert.match(html, new RegExp(`<h2[^>]*><span[^>]*>${heading}</span>`), heading);
    }
  });

  it('is kept out of search and the sitemap', () => {
    assert.match(read(file), /<meta name="robots" content="noindex"\/>/);
    assert.doesNotMatch(read('sitemap.xml'), /styleguide/);
  });

  it("is linked from every page's footer credit line, not from the navigation", () => {
    for (const { path: route } of routeList) {
      const html = read(fileOf(route));
      const footer = html.slice(html.indexOf('<footer'));
      assert.match(footer, /<a[^>]*href="\/styleguide\/"[^>]*>Design system<\/a>/, route);
      const nav = html.slice(html.indexOf('<nav aria-label="Main"'), html.indexOf('</nav>'));
      assert.doesNotMatch(nav, /styleguide/, route);
    }
  });
});
