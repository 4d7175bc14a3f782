// The reference check that `npm run lint` runs (tools/check-references.mjs): a path or a
// README section named in a doc or a comment must exist.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { missingIn } from '../../tools/check-references.mjs';

const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean);

describe('references', () => {
  it('names a path that does not exist, and passes one that does', () => {
    const comment = '// see lib/core/routes.mjs and scripts/content-check.mjs';
    assert.deepEqual(missingIn('lib/x.mjs', comment, files), [
      'lib/x.mjs names scripts/content-check.mjs, which does not exist',
    ]);
  });

  it('reads route groups, wildcards and placeholders as the tree has them', () => {
    const text = 'app/(root)/layout.tsx, app/[locale]/<route>/, __tests__/e2e/*.spec.ts';
    assert.deepEqual(missingIn('docs/x.md', text, files), []);
    assert.equal(missingIn('docs/x.md', 'app/[locale]/<route>/nothing.tsx', files).length, 1);
  });

  it('passes a path .gitignore names: the build writes it', () => {
    assert.deepEqual(
      missingIn('lib/x.mjs', '// public/icon.svg, public/art/ and public/art/x.webp', files),
      [],
    );
  });

  it("checks a Markdown link relative to its document, and a README section's heading", () => {
    assert.deepEqual(missingIn('docs/x.md', '[a](testing.md) [b](gone.md)', files), [
      'docs/x.md links gone.md, which does not exist',
    ]);
    assert.deepEqual(
      missingIn('lib/x.mjs', '(README, Make it yours) (README, Dependencies)', files),
      [`lib/x.mjs names README's "Dependencies", which has no such heading`],
    );
  });
});
