// Each post-build transform on a page as Next 16 writes it (captured from `next build`
// before postbuild: __tests__/scripts/fixtures/next16/), and the build error a change in
// Next's output must give.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { processPage } from '../../scripts/postbuild.mjs';
import { withCompileHint } from '../../scripts/postbuild/compile-hints.mjs';
import { headersFile } from '../../scripts/postbuild/csp.mjs';
import {
  appIndexDependencies,
  inlineLoader,
  inlinePayload,
  runtimeScripts,
  warmScript,
} from '../../scripts/postbuild/hydration.mjs';
import { inlineScripts, sha256 } from '../../scripts/security.mjs';

const fixture = path.resolve('__tests__/scripts/fixtures/next16');
const page = 'profile/index.html';
const raw = readFileSync(path.join(fixture, page), 'utf8');
const loader = inlineLoader(readFileSync('scripts/postbuild/hydrate-on-intent.js', 'utf8'));
const run = (html, options = {}) =>
  processPage({ out: fixture, basePath: '', page, html, loader, ...options });

describe('post-build on a Next 16 page', () => {
  it('the fixture is what Next writes: async runtime tags and an inline payload', () => {
    assert.match(raw, /<script src="\/_next\/static\/chunks\/[^"]+" async=""><\/script>/);
    assert.equal(inlinePayload(raw), readFileSync(path.join(fixture, 'profile/index.txt'), 'utf8'));
  });

  it('starts the runtime through one loader that fetches the payload', async () => {
    const html = await run(raw);
    const chunks = [...raw.matchAll(/<script src="([^"]+)" async="">/g)].map((m) => m[1]);
    // Every chunk, Turbopack's runtime last: the loader starts it once the others are in.
    const isRuntime = (src) => /\/turbopack-[^/]+\.js$/.test(src);
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

  it('puts the policy right after the charset, with every inline script hashed', async () => {
    const html = await run(raw);
    assert.match(
      html,
      /^[\s\S]{0,300}<meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy"/,
    );
    const policy = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)[1];
    for (const body of inlineScripts(html)) assert.ok(policy.includes(`'sha256-${sha256(body)}'`));
    assert.doesNotMatch(policy, /unsafe-inline|unsafe-eval/);
  });

  it('is idempotent', async () => {
    const once = await run(raw);
    assert.equal(await run(once), once);
    assert.equal(withCompileHint(withCompileHint('x()')), withCompileHint('x()'));
  });

  it('stops the build, naming the page and the tag, when Next writes its runtime tags differently', async () => {
    const changed = raw.replace(/ async=""><\/script>/g, ' defer=""></script>');
    await assert.rejects(
      run(changed),
      /^NextOutputError: postbuild: profile\/index\.html no longer matches Next's output: expected runtime tags <script src="…\/_next\/static\/chunks\/…" async=""><\/script>$/,
    );
  });

  it("stops the build, naming the page, when no chunk is Turbopack's runtime", async () => {
    const renamed = raw.replace(/\/turbopack-/g, '/runtime-');
    await assert.rejects(
      run(renamed),
      /profile\/index\.html no longer matches Next's output: expected one runtime chunk …\/_next\/static\/chunks\/turbopack-….js$/,
    );
  });

  it('stops the build when the payload file is missing or differs', async () => {
    await assert.rejects(
      run(raw, { out: path.join(fixture, 'nowhere') }),
      /profile\/index\.html no longer matches Next's output: expected its payload file profile\/index\.txt beside it/,
    );
    const edited = raw.replace(/self\.__next_f\.push\(\[1,"/, 'self.__next_f.push([1,"x');
    await assert.rejects(
      run(edited),
      /expected \/profile\/index\.txt to hold the page's inline payload/,
    );
  });

  it('finds the modules app-index requires, in its order, for the loader to warm', () => {
    const text = readFileSync(path.join(fixture, 'chunk-excerpt.txt'), 'utf8');
    const ids = appIndexDependencies([{ file: 'a.js', text }]);
    assert.deepEqual(ids.slice(0, 6), ['47167', '55682', '43476', '23911', '88014', '71645']);
    assert.equal(ids.length, 20);
    assert.ok(!ids.includes('98569'), 'not app-index itself');
  });

  it('hashes the warm-up scripts into the policy of a page whose loader runs them', async () => {
    const html = await run(raw, { warm: ['88014', '71645'] });
    assert.match(
      html,
      /<script data-scripts="[^"]+" data-payload="[^"]+" data-warm="88014 71645">/,
    );
    const policy = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)[1];
    for (const id of ['88014', '71645'])
      assert.ok(policy.includes(`'sha256-${sha256(warmScript(id))}'`), id);
    // The loader builds the same text the build hashed.
    assert.ok(loader.includes("'TURBOPACK.push({otherChunks:[],runtimeModuleIds:[' + id + ']})'"));
  });

  it('stops the build, naming the shape, when the chunks no longer show app-index', () => {
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

  it('writes host rules under the base path', () => {
    const file = headersFile([['/browse/', "default-src 'self'"]], '/portal');
    assert.match(file, /^\/portal\/\*$/m);
    assert.match(file, /^\/portal\/_next\/static\/\*$/m);
    assert.match(file, /^\/portal\/browse\/\n {2}Content-Security-Policy: default-src 'self'$/m);
  });
});
