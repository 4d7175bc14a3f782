// What a deploy sends: the build id keyed to the runtime, not the content
// (scripts/build-id.mjs), and `npm run publish:dir -- --since DIR` (tools/publish.mjs), which
// lists the files a deploy adds, changes and removes and what a host that uploads only the
// bytes it lacks is sent.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { FILES, FOLDERS, runtimeBuildId } from '../../scripts/build-id.mjs';
import { changesSince, changesText } from '../../tools/publish.mjs';
import { scratchDir } from '../scratch.mjs';

/** @param {string} root @param {Record<string, string>} files */
const write = (root, files) => {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
};

describe('the build id', () => {
  const project = () => {
    const root = scratchDir('build-id-');
    write(root, Object.fromEntries(FILES.map((file) => [file, `${file}\n`])));
    for (const dir of FOLDERS) write(root, { [`${dir}/a.ts`]: `export const ${dir} = 1;\n` });
    write(root, {
      'data/brand.json': '{"name":"A"}',
      'data/content/games/a/index.json': '{"en":{"name":"A"}}',
      'data/locales/en/messages.json': '{}',
      'data/artwork.json': '{}',
    });
    return root;
  };
  const inputs = { basePath: '', siteUrl: 'https://portal.example' };

  it('stays when only content changes: an entry, a translation, the art catalogue', () => {
    const root = project();
    const before = runtimeBuildId(inputs, root);
    write(root, {
      'data/content/games/a/index.json': '{"en":{"name":"A, renamed"}}',
      'data/locales/en/messages.json': '{"x":"y"}',
      'data/artwork.json': '{"a":{}}',
      'data/pictures/a.png': 'png',
    });
    assert.equal(runtimeBuildId(inputs, root), before);
  });

  it("stays when only the brand's page-only keys change: store campaign, markets, newsletter", () => {
    const root = project();
    const before = runtimeBuildId(inputs, root);
    write(root, {
      'data/brand.json': JSON.stringify({
        name: 'A',
        storeCampaign: { utm_source: 'site' },
        markets: { de: ['europe'] },
        newsletter: { link: 'https://news.example/' },
      }),
    });
    assert.equal(runtimeBuildId(inputs, root), before);
    write(root, { 'data/brand.json': '{"name":"B"}' });
    assert.notEqual(runtimeBuildId(inputs, root), before);
  });

  it('moves with the code, a config, the lockfile, the brand and the deploy inputs', () => {
    const root = project();
    const ids = new Set([runtimeBuildId(inputs, root)]);
    for (const file of ['components/a.ts', 'data/a.ts', 'package-lock.json', 'data/brand.json']) {
      write(root, { [file]: `changed ${file}\n` });
      ids.add(runtimeBuildId(inputs, root));
    }
    ids.add(runtimeBuildId({ ...inputs, basePath: '/portal' }, root));
    assert.equal(ids.size, 6);
  });
});

describe('publish:dir --since', () => {
  it('lists what was added, changed and removed, and sends only bytes the host lacks', () => {
    const before = scratchDir('publish-before-');
    const after = scratchDir('publish-after-');
    write(before, {
      'index.html': 'home',
      'a/index.html': 'a',
      'old.txt': 'gone',
      'same.css': 'x',
    });
    write(after, {
      'index.html': 'home, edited',
      'a/index.html': 'a',
      'b/index.html': 'b, new',
      // New name, bytes the host holds already: not sent again.
      'copy.txt': 'gone',
      'same.css': 'x',
    });
    const changes = changesSince(before, after);
    assert.deepEqual(changes.added, ['b/index.html', 'copy.txt']);
    assert.deepEqual(changes.changed, ['index.html']);
    assert.deepEqual(changes.removed, ['old.txt']);
    assert.deepEqual(changes.sent.sort(), ['b/index.html', 'index.html']);
    assert.equal(changes.bytes, 'b, new'.length + 'home, edited'.length);
    const text = changesText(changes);
    assert.match(
      text,
      /^5 files: 2 added, 1 changed, 1 removed; Cloudflare Pages and Netlify upload 2 files, 18 bytes\n/,
    );
    assert.match(text, /\nchanged index\.html 12\n/);
  });
});
