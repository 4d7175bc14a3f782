// What the default build of the sample says (issue 75): no line that says "warn" or
// "warning". A warning means something to do, and this content, brand and code leave nothing
// to do; what the build handles by design is an information line. Read from the log of the
// suite's build step (__tests__/run.mjs writes it when the build runs beside other steps).
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { it } from 'node:test';

const LOG = 'test-results/build-typed.log';

it('the default build prints no warning', (t) => {
  if (!existsSync(LOG)) return t.skip(`${LOG} is written by npm test's build step`);
  const text = readFileSync(LOG, 'utf8');
  assert.match(text, /^build: time by step: /m, 'the log is a whole build');
  assert.deepEqual(
    text.split('\n').filter((line) => /\bwarn(ing)?\b/i.test(line)),
    [],
  );
});
