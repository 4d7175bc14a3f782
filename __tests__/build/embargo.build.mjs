// Nothing before its moment, anywhere (lib/content/shared/moments.mjs), over two exports of the lean
// set with an embargoed entry of each kind (tools/embargo.mjs): .out-lean, built a minute
// before the embargo lifts, has no trace of any of them in any file, compressed copies
// included, not even a name; .out-base-path, built at that minute, has each, linked from
// where it belongs. Both are previews (BUILD_AT): every page says so and is noindex, and
// robots.txt turns every crawler away. `npm test -- rebuild`, after the lean builds.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, it } from 'node:test';
import { EMBARGO } from '../../tools/embargo.mjs';

const BEFORE = '.out-lean';
const AT = '.out-base-path';
const BASE = '/demo/portal';

/**
 * Every file of an export as its path and its bytes, a compressed copy unpacked.
 * @param {string} dir
 * @returns {Map<string, Buffer>}
 */
function exportFiles(dir) {
  /** @type {Map<string, Buffer>} */
  const files = new Map();
  /** @param {string} sub */
  const walk = (sub) => {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const relative = path.posix.join(sub, entry.name);
      if (entry.isDirectory()) {
        walk(relative);
        continue;
      }
      const bytes = readFileSync(path.join(dir, relative));
      files.set(
        relative,
        relative.endsWith('.br')
          ? brotliDecompressSync(bytes)
          : relative.endsWith('.gz')
            ? gunzipSync(bytes)
            : bytes,
      );
    }
  };
  walk('');
  return files;
}

/** @param {Map<string, Buffer>} files @param {string} name */
const text = (files, name) => {
  const bytes = files.get(name);
  assert.ok(bytes, `${name} is in the export`);
  return bytes.toString('utf8');
};

const kitPath = `games/${EMBARGO.kit}/presskit/`;

describe('an embargoed entry of each kind', () => {
  const before = exportFiles(BEFORE);
  const at = exportFiles(AT);

  it("raises the site's age label to the embargoed game's USK 18 once it shows", () => {
    const age = (/** @type {Map<string, Buffer>} */ files) =>
      Number(/<default-age>(\d+)<\/default-age>/.exec(text(files, 'age-de.xml'))?.[1]);
    assert.equal(age(at), 18);
    assert.ok(age(before) < 18, `before: ${age(before)}`);
  });

  it('leaves no trace a minute before: no name, slug, word, link or picture in any file', () => {
    const word = new RegExp(EMBARGO.word, 'i');
    /** @type {string[]} */
    const traces = [];
    for (const [name, bytes] of before) {
      // Bytes read as Latin-1: a picture's or an archive's bytes are searched too.
      const content = bytes.toString('latin1');
      if (word.test(name) || name.startsWith(kitPath)) traces.push(name);
      else if (word.test(content)) traces.push(`${name}: ${content.match(word)?.[0]}`);
      else if (content.includes(EMBARGO.trailer.youtube)) traces.push(`${name}: the trailer`);
      else if (content.includes(`/${kitPath}`)) traces.push(`${name}: a link to the kit`);
    }
    assert.ok(before.size > 500, `${before.size} files searched`);
    assert.deepEqual(traces, []);
  });

  it('is there a minute later, in every language, linked from where it belongs', () => {
    for (const prefix of ['', 'de/', 'ja/', 'ar/']) {
      for (const page of [
        `games/${EMBARGO.game}/index.html`,
        `news/${EMBARGO.post}/index.html`,
        `${EMBARGO.page}/index.html`,
        `${kitPath}index.html`,
      ]) {
        assert.ok(at.has(`${prefix}${page}`), `${prefix}${page}`);
      }
    }
    const gameLink = `href="${BASE}/games/${EMBARGO.game}/"`;
    assert.ok(text(at, 'index.html').includes(gameLink), "the home screen's popular list");
    assert.ok(text(at, 'games/index.html').includes(gameLink), 'the games index');
    assert.ok(text(at, 'games/neon-vanguard/index.html').includes(gameLink), 'a related list');
    assert.ok(
      text(at, `games/${EMBARGO.game}/index.html`).includes(`href="${BASE}/news/${EMBARGO.post}/"`),
      "the game's news",
    );
    assert.ok(
      text(at, 'index.html').includes(`href="${BASE}/${EMBARGO.page}/"`),
      "the footer's link to the page",
    );
    assert.ok(
      text(at, `games/${EMBARGO.kit}/index.html`).includes(`href="${BASE}/${kitPath}"`),
      'the game page links its kit',
    );
    assert.ok(at.has(`${kitPath}data.xml`), "the kit's data.xml");
    assert.ok(text(at, 'careers/index.html').includes(EMBARGO.position), 'the position');
    for (const prefix of ['', 'ar/']) {
      const page = `${prefix}games/${EMBARGO.trailer.game}/index.html`;
      assert.ok(text(at, page).includes(EMBARGO.trailer.youtube), `the trailer on ${page}`);
    }
    const sitemap = text(at, 'sitemap.xml');
    for (const page of [`games/${EMBARGO.game}/`, `news/${EMBARGO.post}/`, `${EMBARGO.page}/`]) {
      assert.ok(sitemap.includes(`${BASE}/${page}</loc>`), `the sitemap lists ${page}`);
    }
    assert.ok(text(at, 'news/feed.atom').includes(EMBARGO.post), 'the feed');
  });

  it('says on every page of a preview which moment it shows, and is noindex', () => {
    for (const [dir, files, instant] of /** @type {const} */ ([
      [BEFORE, before, /1 December 2026 at 14:59 UTC/],
      [AT, at, /1 December 2026 at 15:00 UTC/],
    ])) {
      const pages = [...files.keys()].filter((name) => name.endsWith('.html'));
      assert.ok(pages.length > 50, `${dir}: ${pages.length} pages`);
      for (const name of pages) {
        const html = text(files, name);
        assert.match(
          html,
          /<aside aria-label="(Preview|Vorschau|プレビュー|معاينة)"/,
          `${dir}/${name}`,
        );
        // noindex, nofollow; a page noindex of its own (the 404) keeps its word.
        assert.match(
          html,
          /<meta name="robots" content="noindex(, nofollow)?"\/>/,
          `${dir}/${name}`,
        );
      }
      assert.match(text(files, 'index.html'), instant, dir);
      assert.match(text(files, 'robots.txt'), /User-Agent: \*\nDisallow: \/\n/, dir);
    }
  });
});
