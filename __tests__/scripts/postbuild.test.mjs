// Each post-build transform on a page as Next 16 writes it (captured from `next build`
// before postbuild: __tests__/scripts/fixtures/next16/), and what a change in Next's
// output gives: one warning naming the shape, and the page shipped without the optimisation.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { nextVersion, processPage, warnings } from '../../scripts/postbuild.mjs';
import { withCompileHint } from '../../scripts/postbuild/compile-hints.mjs';
import {
  HEADER_LINE_LIMIT,
  HEADER_RULE_LIMIT,
  headerPolicyFor,
  headersFile,
} from '../../scripts/postbuild/csp.mjs';
import {
  appIndexDependencies,
  inlineLoader,
  inlinePayload,
  runtimeScripts,
  warmScript,
  warmScripts,
} from '../../scripts/postbuild/hydration.mjs';
import { withSchemeFirst } from '../../scripts/postbuild/first-frame.mjs';
import {
  CHARSET,
  COLOR_SCHEME_META,
  NextOutputError,
} from '../../scripts/postbuild/next-output.mjs';
import {
  formSources,
  inlineScripts,
  newsletterTarget,
  searchNeeds,
  sha256,
} from '../../scripts/security.mjs';

const fixture = path.resolve('__tests__/scripts/fixtures/next16');
const page = 'profile/index.html';
const raw = readFileSync(path.join(fixture, page), 'utf8');
const loader = inlineLoader(readFileSync('scripts/postbuild/hydrate-on-intent.js', 'utf8'));
/** The page through the post-build step; `warned` collects its warnings. */
/** @type {string[]} */
let warned = [];
/** @param {string} html @param {Partial<Parameters<typeof processPage>[0]>} [options] */
const run = (html, options = {}) => {
  warned = [];
  return processPage({
    out: fixture,
    basePath: '',
    page,
    html,
    loader,
    warn: (optimisation, error) => warned.push(`${optimisation}: ${error.message}`),
    ...options,
  });
};
const policyOf = (/** @type {string} */ html) =>
  /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
/**
 * Every inline script hashed into the page's policy, none of it unsafe.
 * @param {string} html
 */
function assertPolicyCovers(html) {
  const policy = policyOf(html);
  for (const body of inlineScripts(html)) assert.ok(policy.includes(`'sha256-${sha256(body)}'`));
  assert.doesNotMatch(policy, /unsafe-inline|unsafe-eval/);
}

describe('post-build on a Next 16 page', () => {
  it('the fixture is what Next writes: async runtime tags and an inline payload', () => {
    assert.match(raw, /<script src="\/_next\/static\/chunks\/[^"]+" async=""><\/script>/);
    assert.equal(inlinePayload(raw), readFileSync(path.join(fixture, 'profile/index.txt'), 'utf8'));
  });

  it('starts the runtime through one loader that fetches the payload', async () => {
    const html = await run(raw);
    const chunks = [...raw.matchAll(/<script src="([^"]+)" async="">/g)].map((m) => m[1] ?? '');
    // Every chunk, Turbopack's runtime last: the loader starts it once the others are in.
    const isRuntime = (/** @type {string} */ src) => /\/turbopack-[^/]+\.js$/.test(src);
    assert.deepEqual(runtimeScripts(html), [
      ...chunks.filter((src) => !isRuntime(src)),
      ...chunks.filter(isRuntime),
    ]);
    assert.equal(chunks.filter(isRuntime).length, 1);
    assert.doesNotMatch(html, /async=""><\/script>/);
    assert.doesNotMatch(html, /self\.__next_f\.push\(\[1,/);
    assert.doesNotMatch(html, /<link rel="preload" as="script"/);
    assert.match(html, /<script data-scripts="[^"]+" data-payload="\/profile\/index\.txt">/);
  });

  it('starts a results page after its first frame, its module preloads with the runtime', async () => {
    const results = raw
      .replace(
        '<meta charSet="utf-8"/>',
        '<meta charSet="utf-8"/><link rel="modulepreload" href="/pagefind/pagefind.js"/>',
      )
      .replace('<main', '<section data-search-results=""></section><main');
    assert.notEqual(results, raw);
    const html = await run(results);
    assert.match(
      html,
      /<script data-scripts="[^"]+" data-payload="[^"]+" data-modules="\/pagefind\/pagefind\.js" data-start="painted">/,
    );
    assert.doesNotMatch(html, /<link rel="modulepreload"/);
    // Every inline script hashed (the policy adds 'wasm-unsafe-eval' for Pagefind here).
    const policy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
    for (const body of inlineScripts(html)) assert.ok(policy.includes(`'sha256-${sha256(body)}'`));
    // A page without results waits for intent.
    assert.doesNotMatch(await run(raw), /data-start=/);
  });

  it('puts the colour scheme, then the policy right after the charset, every inline script hashed', async () => {
    const html = await run(raw);
    assert.match(
      html,
      /^[\s\S]{0,300}<meta charSet="utf-8"\/><meta name="color-scheme" content="dark"\/><meta http-equiv="Content-Security-Policy"/,
    );
    assertPolicyCovers(html);
    assert.deepEqual(warned, []);
  });

  it("in eager mode keeps Next's own tags and payload, every inline script hashed", async () => {
    const html = await run(raw, { hydration: 'eager' });
    const scheme = COLOR_SCHEME_META.exec(raw)?.[0] ?? '';
    assert.equal(
      html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, ''),
      raw.replace(scheme, '').replace(CHARSET, `${CHARSET}${scheme}`),
    );
    assertPolicyCovers(html);
  });

  it('is idempotent', async () => {
    const once = await run(raw);
    assert.equal(await run(once), once);
    assert.equal(withCompileHint(withCompileHint('x()')), withCompileHint('x()'));
  });

  it('stops the build only when the charset the policy follows is missing', async () => {
    await assert.rejects(run(raw.replace('<meta charSet="utf-8"/>', '')), /expected <meta charSet/);
  });

  it("ships Next's own tags, with one warning naming the tag, when Next writes them differently", async () => {
    const changed = raw.replace(/ async=""><\/script>/g, ' defer=""></script>');
    const html = await run(changed);
    assert.deepEqual(warned, [
      `hydration on intent: postbuild: profile/index.html no longer matches Next's output: expected runtime tags <script src="…/_next/static/chunks/…" async=""></script>`,
    ]);
    assert.match(html, /defer=""><\/script>/);
    assertPolicyCovers(html);
  });

  it("ships Next's own tags when no chunk is Turbopack's runtime", async () => {
    const html = await run(raw.replace(/\/turbopack-/g, '/runtime-'));
    assert.match(
      warned.join(),
      /expected one runtime chunk …\/_next\/static\/chunks\/turbopack-….js$/,
    );
    assert.match(html, /runtime-[^"]+" async=""><\/script>/);
  });

  it('keeps the payload inline, with a warning, when its file is missing or differs', async () => {
    const missing = await run(raw, { out: path.join(fixture, 'nowhere') });
    assert.match(
      warned.join(),
      /^payload extraction: .*expected payload file profile\/index\.txt beside it$/,
    );
    const edited = raw.replace(/self\.__next_f\.push\(\[1,"/, 'self.__next_f.push([1,"x');
    const differs = await run(edited);
    assert.match(warned.join(), /expected \/profile\/index\.txt holding the inline payload$/);
    for (const html of [missing, differs]) {
      assert.match(html, /<script data-scripts="[^"]+">/, 'still hydrates on intent');
      assert.match(html, /self\.__next_f\.push\(\[1,/);
      assertPolicyCovers(html);
    }
  });

  it('finds the modules app-index requires, in its order, for the loader to warm', () => {
    const text = readFileSync(path.join(fixture, 'chunk-excerpt.txt'), 'utf8');
    const ids = appIndexDependencies([{ file: 'a.js', text }]);
    assert.deepEqual(ids.slice(0, 6), ['47167', '55682', '43476', '23911', '88014', '71645']);
    assert.equal(ids.length, 20);
    assert.ok(!ids.includes('98569'), 'not app-index itself');
  });

  it('hands the loader the warm-up scripts and hashes each into the policy', async () => {
    const warm = ['88014', '71645'].map(warmScript);
    const html = await run(raw, { warm });
    assert.deepEqual(warmScripts(html), warm);
    const policy = policyOf(html);
    for (const text of warm) assert.ok(policy.includes(`'sha256-${sha256(text)}'`), text);
  });

  it('names the shape when the chunks no longer show app-index', () => {
    assert.throws(
      () => appIndexDependencies([{ file: 'a.js', text: 'nothing here' }]),
      /^NextOutputError: postbuild: _next\/static\/chunks no longer matches Next's output: expected one chunk requiring app-index/,
    );
    const entryOnly = 'appBootstrap)(()=>{let{hydrate:t}=e.r(98569);t(l)})';
    assert.throws(
      () => appIndexDependencies([{ file: 'a.js', text: entryOnly }]),
      /expected the factory of module 98569: ,98569,\(e,…\)=>\{$/,
    );
  });

  it('prints one warning per shape, however many pages lack it', () => {
    const report = warnings();
    for (const where of ['a/index.html', 'b/index.html', 'c/index.html'])
      report.warn('hydration on intent', new NextOutputError(where, 'runtime tags'));
    assert.deepEqual(report.lines(), [
      `postbuild: warning: Next ${nextVersion()}'s output lacks runtime tags (a/index.html and 2 more); shipped without hydration on intent`,
    ]);
  });

  it("keeps a page's header under a host's line limit, the scripts left to its meta", async () => {
    const html = await run(raw);
    assert.match(headerPolicyFor(html), /script-src 'self' 'sha256-/);
    const many = Array.from({ length: 60 }, (_, i) => `<script>n(${i})</script>`).join('');
    const crowded = html.replace('</body>', `${many}</body>`);
    const policy = headerPolicyFor(crowded);
    assert.ok(`  Content-Security-Policy: ${policy}`.length <= HEADER_LINE_LIMIT);
    assert.doesNotMatch(policy, /script-src|default-src/);
    assert.match(policy, /frame-ancestors 'none'/);
  });

  it("stays within a host's 100 rules: past them, game pages share one rule per language", () => {
    const games = Array.from({ length: 30 }, (_, i) =>
      ['', '/de', '/ja', '/ar'].map(
        (prefix) => /** @type {[string, string]} */ ([`${prefix}/games/game-${i}/`, `policy ${i}`]),
      ),
    ).flat();
    const file = headersFile([['/browse/', "default-src 'self'"], ...games], '');
    const rules = file.split('\n').filter((line) => line.startsWith('/'));
    assert.ok(rules.length <= HEADER_RULE_LIMIT, `${rules.length} rules`);
    assert.match(file, /^\/browse\/\n {2}Content-Security-Policy: default-src 'self'$/m);
    for (const prefix of ['', '/de', '/ja', '/ar']) {
      const rule = new RegExp(`^${prefix}/games/\\*\\n {2}Content-Security-Policy: (.+)$`, 'm');
      const policy = rule.exec(file)?.[1] ?? '';
      assert.match(policy, /frame-ancestors 'none'/, prefix);
      assert.doesNotMatch(policy, /script-src/, prefix);
    }
    assert.doesNotMatch(file, /game-0\//);
    // Within the limit, every page keeps its own rule.
    assert.match(headersFile(games.slice(0, 8), ''), /^\/games\/game-0\/$/m);
  });

  it('writes host rules under the base path', () => {
    const file = headersFile([['/browse/', "default-src 'self'"]], '/portal');
    assert.match(file, /^\/portal\/\*$/m);
    assert.match(file, /^\/portal\/_next\/static\/\*$/m);
    assert.match(file, /^\/portal\/browse\/\n {2}Content-Security-Policy: default-src 'self'$/m);
  });
});

describe('the first frame', () => {
  const head = (/** @type {string} */ inner) =>
    `<!DOCTYPE html><html lang="en"><head>${inner}</head><body></body></html>`;
  const scheme = '<meta name="color-scheme" content="dark light"/>';
  const policy = `<meta http-equiv="Content-Security-Policy" content="script-src 'self'"/>`;
  const script = '<script data-cfasync="false" data-theme-head="">(function(){})()</script>';
  const expect = '<link rel="expect" href="#page-end" blocking="render"/>';
  const rest = '<link rel="stylesheet" href="/a.css"/><title>T</title>';

  it('declares the scheme right after the charset, then the policy, the theme script and the hint', () => {
    const html = withSchemeFirst(
      'x.html',
      head(`${CHARSET}${policy}${rest}${scheme}${expect}${script}`),
    );
    assert.equal(html, head(`${CHARSET}${scheme}${policy}${script}${expect}${rest}`));
    assert.equal(withSchemeFirst('x.html', html), html);
  });

  it('moves the scheme alone where the brand has no switch, and stops a page without one', () => {
    assert.equal(
      withSchemeFirst('x.html', head(`${CHARSET}${policy}${rest}${scheme}`)),
      head(`${CHARSET}${scheme}${policy}${rest}`),
    );
    assert.throws(
      () => withSchemeFirst('de/404.html', head(`${CHARSET}${policy}${rest}`)),
      /de\/404\.html no longer matches Next's output: expected <meta name="color-scheme">/,
    );
  });
});

describe("a page's search parts", () => {
  it('are found by their markers, whatever the order of the other attributes', () => {
    const form = (/** @type {string} */ attributes) =>
      searchNeeds(`<header><form ${attributes}><input name="q"/></form></header>`).form;
    assert.equal(form('role="search" data-search-form="" action="/search/" method="get"'), true);
    assert.equal(form('method="get" action="/search/" data-search-form="" role="search"'), true);
    // The inert box of a build with search off, and a studio's text naming the marker.
    assert.equal(form('role="search" action="/search/"'), false);
    assert.equal(
      searchNeeds('<p>&lt;form data-search-form=&quot;&quot;&gt;</p>').form,
      false,
      'escaped text is not a form',
    );
    assert.equal(
      searchNeeds('<section class="py-8" data-search-results="" aria-labelledby="h">').results,
      true,
    );
  });
});

describe("a page's newsletter form", () => {
  const form = (/** @type {string} */ attributes) =>
    `<form ${attributes}><input name="email"/></form>`;
  it("is the provider's origin in form-action, found whatever the order of attributes", () => {
    const action = 'action="https://news.example/list/subscribe?u=1&amp;id=2"';
    assert.equal(
      newsletterTarget(form(`data-newsletter-form="" ${action} method="post"`)),
      'https://news.example',
    );
    assert.equal(
      newsletterTarget(form(`method="post" ${action} data-newsletter-form=""`)),
      'https://news.example',
    );
    assert.deepEqual(formSources(form(`data-newsletter-form="" ${action}`)), [
      'https://news.example',
    ]);
    // Beside the header's search form, the site and the provider.
    const both = `<form data-search-form="" action="/search/"></form>${form(`data-newsletter-form="" ${action}`)}`;
    assert.deepEqual(formSources(both), ["'self'", 'https://news.example']);
  });
  it('is none for escaped text, an unmarked form or an address off https:', () => {
    assert.equal(
      newsletterTarget(
        '<p>&lt;form data-newsletter-form=&quot;&quot; action=&quot;https://x.example/&quot;&gt;</p>',
      ),
      undefined,
    );
    assert.equal(newsletterTarget(form('action="https://news.example/"')), undefined);
    assert.equal(
      newsletterTarget(form('data-newsletter-form="" action="http://news.example/"')),
      undefined,
    );
    assert.deepEqual(formSources('<main></main>'), ["'none'"]);
  });
});
