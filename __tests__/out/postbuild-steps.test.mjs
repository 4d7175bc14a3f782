// What may stop a build, on a copy of the real export: the post-build step run again over
// out/ with one shape made unfindable. An optional part's shape gone: one warning naming
// it, and the pages ship without that optimisation. A required part's shape gone (the
// charset the Content-Security-Policy follows): the build stops, naming the page.
import assert from 'node:assert/strict';
import { cpSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { postbuild, warnings } from '../../scripts/postbuild.mjs';
import { CHARSET, MEDIA_DIR } from '../../scripts/postbuild/next-output.mjs';
import { STEPS } from '../../scripts/postbuild/steps.mjs';
import { scratchDir } from '../scratch.mjs';

/**
 * A scratch copy of out/, removed after the suite: every template's pages, without the
 * catalogue's, the kits' and the news's many more of the same (the step's time is per page).
 */
function copyOfOut() {
  const copy = scratchDir('postbuild-');
  const many = /^(?:(?:de|ja|ar)\/)?(?:games|presskit|news)\/./;
  cpSync('out', copy, {
    recursive: true,
    filter: (file) => !many.test(path.relative('out', file)),
  });
  return copy;
}

describe('what may stop a build', () => {
  it('declares correctness required and every optimisation optional, in one table', () => {
    const required = Object.entries(STEPS)
      .filter(([, severity]) => severity === 'required')
      .map(([step]) => step);
    assert.deepEqual(required, [
      'language 404 pages',
      'the Content-Security-Policy',
      'the colour scheme first',
      'host headers',
      'precompressed copies',
    ]);
  });

  it('an optional shape made unfindable warns once and the build ships', async () => {
    const out = copyOfOut();
    // The Arabic face under another name: the preload finds no file to hint.
    for (const file of readdirSync(path.join(out, MEDIA_DIR)).filter((f) => /^cairo_/.test(f)))
      rmSync(path.join(out, MEDIA_DIR, file));
    const report = warnings();
    const done = await postbuild({ out, basePath: '', hydration: 'intent', warn: report.warn });
    assert.equal(report.lines().length, 1);
    assert.match(
      report.lines()[0] ?? '',
      /^postbuild: warning: Next [\d.]+'s output lacks the ar pages' face files .*; shipped without the language face preload$/,
    );
    assert.ok(done.pages > 20);
    assert.match(readFileSync(path.join(out, 'ar/index.html'), 'utf8'), /Content-Security-Policy/);
  });

  it("the Content-Security-Policy's shape made unfindable stops the build, naming the page", async () => {
    const out = copyOfOut();
    const page = path.join(out, 'browse/index.html');
    writeFileSync(page, readFileSync(page, 'utf8').replace(CHARSET, '<meta charset="utf-8">'));
    const report = warnings();
    await assert.rejects(
      postbuild({ out, basePath: '', hydration: 'intent', warn: report.warn }),
      /^NextOutputError: postbuild: browse\/index\.html no longer matches Next's output: expected <meta charSet="utf-8"\/>$/,
    );
    assert.deepEqual(report.lines(), []);
  });
});
