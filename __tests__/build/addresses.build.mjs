// Gone by decision (scripts/addresses.mjs): the lean set's second deploy (.out-lean-edited,
// tools/embargo.mjs EDITED) withdraws a post: its folder removed, its addresses marked gone in
// the ledger. Each answers 410 with its language's 404 page on the preview server and on
// nginx (deploy/nginx.conf), where the deploy before (.out-lean) had the post. The other
// hosts answer 404: the file that lists them is not published. `npm test -- rebuild`.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { locales, localisedPath } from '../../lib/core/locales.mjs';
import { postPath } from '../../lib/core/routes.mjs';
import { EDITED } from '../../tools/embargo.mjs';
import { localHosts } from '../local-hosts.mjs';

const BEFORE = '.out-lean';
const EDITED_OUT = path.resolve('.out-lean-edited');
const withdrawn = locales.map(({ code }) => ({
  code,
  address: localisedPath(postPath(EDITED.withdrawn), code),
}));

describe('a post withdrawn and marked gone', () => {
  /** @type {import('../local-hosts.mjs').LocalHost[]} */
  let hosts = [];
  after(() => hosts.forEach(({ stop }) => stop()));
  before(async () => {
    hosts = await localHosts(EDITED_OUT);
  });

  it('was a page of the deploy before, in each language, and is none now', () => {
    for (const { address } of withdrawn) {
      assert.ok(existsSync(path.join(BEFORE, address, 'index.html')), address);
      assert.ok(!existsSync(path.join(EDITED_OUT, address)), address);
    }
    assert.deepEqual(
      readFileSync(path.join(EDITED_OUT, '_gone'), 'utf8').trim().split('\n'),
      withdrawn.map(({ address }) => address).sort(),
    );
  });

  for (const name of ['preview', 'nginx']) {
    it(`answers 410 on ${name}, with the 404 page of its language`, async () => {
      const host = hosts.find((each) => each.name === name);
      assert.ok(host);
      for (const { code, address } of withdrawn) {
        for (const target of [address, address.slice(0, -1)]) {
          /** @type {Response} */
          const response = await fetch(new URL(target, host.url), { redirect: 'manual' });
          assert.equal(response.status, 410, `${name} ${target}`);
          const body = await response.text();
          assert.match(body, new RegExp(`<html lang="${code}"`), `${name} ${target}`);
          assert.match(body, /<meta name="robots" content="noindex/, `${name} ${target}`);
        }
      }
      // Beside it, the rest answers as before.
      const kept = await fetch(new URL(postPath('neon-vanguard-launch-week'), host.url));
      assert.equal(kept.status, 200);
    });
  }
});
