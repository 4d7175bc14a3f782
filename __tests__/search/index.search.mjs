// The search build (npm test -- build:content makes it: data/brand.json `search` on, the whole catalogue)
// against the default build in out/, where search is off. What the pages mark for the index,
// the index Pagefind writes from them, the header's form and the policies. The browser half
// (the results in every language, keyboard, JavaScript off, axe, baselines) is
// e2e/search.spec.ts.
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { SEARCH_OUT } from '../../tools/build-search.mjs';
import { MAX_FRAGMENTS, SEARCH_DIR, writeSearchIndex } from '../../scripts/search-index.mjs';
import { WASM, policyFor } from '../../scripts/security.mjs';
import { locales, localisedPath, splitLocale } from '../../lib/core/locales.mjs';
import { searchPage } from '../../lib/core/routes.mjs';
import { decode, htmlPages, out } from '../out/read-out.mjs';

const searchOut = path.resolve(SEARCH_OUT);
assert.ok(
  existsSync(path.join(searchOut, SEARCH_DIR, 'pagefind-entry.json')),
  `${SEARCH_OUT}/ is missing its index: run npm test -- build:content`,
);

const pages = htmlPages(searchOut);
const read = (/** @type {string} */ file) => readFileSync(path.join(searchOut, file), 'utf8');
const route = (/** @type {string} */ file) => `/${file.replace(/index\.html$/, '')}`;
const policyOf = (/** @type {string} */ html) =>
  decode(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '');
/** A policy's sources, its script hashes left out: what differs between two pages by design. */
const sources = (/** @type {string} */ policy) =>
  policy
    .split('; ')
    .map((directive) => directive.replace(/ 'sha256-[^']+'/g, ''))
    .sort();
/** The pages whose content the index reads: each game, kit, post and studio page. */
const indexed = pages.filter((file) => read(file).includes('data-pagefind-body'));
const resultsPages = locales.map(
  ({ code }) => `${localisedPath(searchPage.path, code).slice(1)}index.html`,
);

describe('the search build', () => {
  it('builds a results page in every language, never indexed, not in the sitemap', () => {
    const sitemap = readFileSync(path.join(searchOut, 'sitemap.xml'), 'utf8');
    for (const file of resultsPages) {
      const html = read(file);
      assert.match(html, /<meta name="robots" content="noindex"\/>/, file);
      assert.ok(!sitemap.includes(`${route(file)}<`), `${route(file)} is in the sitemap`);
    }
  });

  it('starts the results page’s runtime after its first frame, Pagefind’s loader with it', () => {
    for (const file of resultsPages) {
      const html = read(file);
      const loader = /<script data-scripts="[^"]+"[^>]*>/.exec(html)?.[0] ?? '';
      assert.match(loader, / data-start="painted"/, file);
      assert.match(loader, / data-modules="\/pagefind\/pagefind\.js"/, file);
      // Nothing in the HTML requests a script while the page parses.
      assert.doesNotMatch(
        html,
        /<link rel="(modulepreload|preload)"[^>]* (as="script"|href="[^"]+\.js")/,
      );
      // (The noModule polyfill is for browsers without modules, which no engine we test is.)
      assert.doesNotMatch(html, /<script src="[^"]+"(?! noModule)/, file);
    }
    // Every other page still waits for intent.
    const others = pages.filter((file) => !resultsPages.includes(file)).slice(0, 20);
    for (const file of others) assert.doesNotMatch(read(file), /data-start=/, file);
  });

  it("gives every page the header's form, to its own language's results page", () => {
    for (const file of pages.filter((page) => !page.startsWith('styleguide/'))) {
      const html = read(file);
      const { locale } = splitLocale(route(file));
      const action = localisedPath(searchPage.path, locale);
      assert.match(
        html,
        new RegExp(`<form role="search"[^>]*action="${action}" method="get"`),
        `${file}: no form to ${action}`,
      );
      assert.match(html, /<input[^>]*type="search"[^>]*name="q"/, `${file}: no q field`);
    }
  });

  it('marks only the content for the index: one body inside <main>, with its kind', () => {
    const kinds = new Map();
    for (const file of indexed) {
      const html = read(file);
      const bodies = html.match(/data-pagefind-body=""/g) ?? [];
      assert.equal(bodies.length, 1, `${file}: ${bodies.length} bodies`);
      const main = html.indexOf('<main');
      const body = html.indexOf('data-pagefind-body');
      assert.ok(main > 0 && body > main && body < html.indexOf('</main>'), `${file}: outside main`);
      const kind = /data-pagefind-filter="kind:([a-z]+)"/.exec(html)?.[1];
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
    const perLanguage = (/** @type {RegExp} */ pattern) =>
      pages.filter((file) => pattern.test(route(file))).length / locales.length;
    // Every game page, kit, post and studio page, in each language; nothing else.
    // A game's page; /games/accessibility/ lists features, not a game.
    const games = perLanguage(/\/games\/(?!accessibility\/)[^/]+\/$/);
    const kits = perLanguage(/\/presskit\/$/);
    assert.ok(games > 10 && kits > games, `${games} games, ${kits} kits`);
    assert.equal(kinds.get('game') / locales.length, games);
    assert.equal(kinds.get('presskit') / locales.length, kits);
    assert.ok(kinds.get('news') > 0 && kinds.get('page') > 0, JSON.stringify([...kinds]));
    for (const screen of ['index.html', 'browse/index.html', 'streams/index.html', '404.html'])
      assert.ok(!indexed.includes(screen), `${screen} is indexed`);
  });

  it('writes one index per language, each holding its language’s marked pages', () => {
    const entry = JSON.parse(read(`${SEARCH_DIR}/pagefind-entry.json`));
    assert.deepEqual(Object.keys(entry.languages).sort(), locales.map(({ code }) => code).sort());
    for (const { code } of locales) {
      const own = indexed.filter((file) => splitLocale(route(file)).locale === code);
      assert.equal(entry.languages[code].page_count, own.length, code);
      const fragments = readdirSync(path.join(searchOut, SEARCH_DIR, 'fragment')).filter((f) =>
        f.startsWith(`${code}_`),
      );
      assert.ok(fragments.length <= MAX_FRAGMENTS, `${code}: ${fragments.length} fragments`);
    }
    // Only the API: the results are drawn by the site, not Pagefind's stock interfaces.
    const top = readdirSync(path.join(searchOut, SEARCH_DIR));
    assert.deepEqual(
      top.filter((file) => /ui|highlight|playground/.test(file)),
      [],
    );
  });

  it('writes the same index bytes from the same pages', async () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'search-again-'));
    try {
      for (const file of pages) cpSync(path.join(searchOut, file), path.join(copy, file));
      await writeSearchIndex(copy);
      const files = (/** @type {string} */ root) =>
        readdirSync(path.join(root, SEARCH_DIR), { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
          .sort();
      assert.deepEqual(files(copy), files(searchOut));
      for (const file of files(copy)) {
        assert.ok(
          readFileSync(path.join(copy, file)).equals(readFileSync(path.join(searchOut, file))),
          `${file} differs`,
        );
      }
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it("differs in policy from a plain page by 'wasm-unsafe-eval' on the results page alone", () => {
    const plain = sources(policyOf(read('browse/index.html')));
    for (const file of pages) {
      const html = read(file);
      const policy = policyOf(html);
      assert.equal(policy, policyFor(html), `${file}: its policy is not the one its HTML needs`);
      if (resultsPages.includes(file)) {
        assert.deepEqual(
          sources(policy),
          plain.map((directive) =>
            directive.startsWith('script-src ')
              ? directive.replace("'self'", `'self' ${WASM}`)
              : directive,
          ),
          file,
        );
      } else assert.ok(!policy.includes(WASM), `${file} allows WebAssembly`);
    }
  });

  it('asks of a plain page only that its form may submit to the site', () => {
    const off = sources(policyOf(readFileSync(path.join(out, 'browse/index.html'), 'utf8')));
    const on = sources(policyOf(read('browse/index.html')));
    assert.deepEqual(
      on,
      off.map((directive) =>
        directive === "form-action 'none'" ? "form-action 'self'" : directive,
      ),
    );
  });
});
