import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { floorPage, writeFloorSite } from '../../tools/bench-floor.mjs';
import { serveOnLoopback } from '../../tools/serve.mjs';

describe('bench: the floor page', () => {
  it('is served at / from its own folder by the bench server', async () => {
    const dir = writeFloorSite();
    assert.equal(readFileSync(path.join(dir, 'index.html'), 'utf8'), floorPage);
    const { server, origin } = await serveOnLoopback({ dir, basePath: '' });
    try {
      const response = await fetch(`${origin}/`);
      assert.equal(response.status, 200);
      assert.equal(await response.text(), floorPage);
    } finally {
      server.close();
      rmSync(dir, { recursive: true });
    }
  });
});
