// The editors' admin a build ships when CMS_BACKEND turns it on (scripts/admin.mjs), written
// over a copy of the lean export (.out-lean/): noindex, its own policy, the generated collections, the backend asked
// for, and not one byte of the site changed but the /admin/* rule added to _headers. Needs the
// CMS installed in cms/ (test:full installs it before the builds).
import assert from 'node:assert/strict';
import { cpSync, existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { digest } from './tree-digest.mjs';
import { DEMO_BANNER, writeAdmin } from '../../scripts/admin.mjs';
import { adminPolicy } from '../../scripts/cms/admin.mjs';
import { scratchDir } from '../scratch.mjs';

const LEAN_OUT = '.out-lean';

/** A copy of the lean export with the admin written into it for `backend`. */
async function withAdmin(
  /** @type {Parameters<typeof writeAdmin>[0]['backend']} */ backend,
  basePath = '',
) {
  const out = scratchDir('admin-out-');
  cpSync(LEAN_OUT, out, { recursive: true });
  await writeAdmin({ out, basePath, backend });
  const read = (/** @type {string} */ file) => readFileSync(path.join(out, file), 'utf8');
  return { out, read };
}

const github = /** @type {const} */ ({
  name: 'github',
  repo: 'studio/portal',
  branch: 'main',
  authUrl: 'https://auth.studio.example/auth',
});

describe('the admin a build ships', () => {
  it('is absent from a default build', () => {
    assert.equal(existsSync(`${LEAN_OUT}/admin`), false);
    assert.doesNotMatch(readFileSync(`${LEAN_OUT}/sitemap.xml`, 'utf8'), /admin/);
  });

  it('changes no byte of the site but adds one _headers rule', async () => {
    const { out } = await withAdmin(github);
    const before = digest(LEAN_OUT);
    const afterAdmin = digest(out);
    const changed = Object.keys({ ...before, ...afterAdmin }).filter(
      (file) => !file.startsWith(`admin${path.sep}`) && before[file] !== afterAdmin[file],
    );
    assert.deepEqual(changed, ['_headers']);
    const headers = readFileSync(path.join(out, '_headers'), 'utf8');
    assert.ok(headers.startsWith(readFileSync(`${LEAN_OUT}/_headers`, 'utf8')));
    assert.equal(
      headers.slice(readFileSync(`${LEAN_OUT}/_headers`, 'utf8').length),
      `\n/admin/*\n  Content-Security-Policy: ${adminPolicy({ connect: ['https://api.github.com'] })}\n  X-Robots-Tag: noindex, nofollow\n  Cache-Control: no-cache\n`,
    );
  });

  it('is noindex, under its own policy, with the generated collections and the Git host', async () => {
    const { read } = await withAdmin(github);
    const page = read('admin/index.html');
    assert.match(page, /<meta name="robots" content="noindex, nofollow">/);
    assert.ok(
      page.includes(
        `<meta http-equiv="Content-Security-Policy" content="${adminPolicy({ connect: ['https://api.github.com'], forMeta: true })}">`,
      ),
    );
    // Decap's bundle and nothing inline: no script without a src, no style element.
    assert.deepEqual(
      [...page.matchAll(/<script([^>]*)>/g)].map((m) => m[1]),
      [' src="field-direction.js"', ' src="instant-times.js"', ' src="decap-cms.js"'],
    );
    assert.doesNotMatch(page, /<style/);
    const config = JSON.parse(read('admin/config.yml'));
    assert.deepEqual(config.backend, {
      name: 'github',
      repo: 'studio/portal',
      branch: 'main',
      base_url: 'https://auth.studio.example',
      auth_endpoint: 'auth',
    });
    // The generated collections, but for a post's games: a choice of the catalogue's slugs.
    const generated = JSON.parse(readFileSync('cms/config.json', 'utf8')).collections;
    const isGames = (/** @type {{ name: string }} */ field) => field.name === 'games';
    const news = (/** @type {any[]} */ collections) =>
      collections.find((collection) => collection.name === 'news');
    const withoutGames = (/** @type {any[]} */ collections) =>
      collections.map((collection) =>
        collection.name === 'news'
          ? {
              ...collection,
              fields: collection.fields.filter((/** @type {{ name: string }} */ f) => !isGames(f)),
            }
          : collection,
      );
    assert.deepEqual(withoutGames(config.collections), withoutGames(generated));
    const games = news(config.collections).fields.find(isGames);
    assert.deepEqual(
      { widget: games.widget, multiple: games.multiple, options: games.options, hint: games.hint },
      {
        widget: 'select',
        multiple: true,
        options: readdirSync('data/content/games').sort(),
        hint: news(generated).fields.find(isGames).hint,
      },
    );
  });

  it('as the preview demo: the sample in memory, a banner saying nothing is saved', async () => {
    const { read } = await withAdmin({ name: 'demo' }, '/demo/portal');
    assert.equal(JSON.parse(read('admin/config.yml')).backend.name, 'test-repo');
    const page = read('admin/index.html');
    assert.ok(page.includes(`<p class="demo-banner" role="status">${DEMO_BANNER}</p>`));
    assert.match(
      page,
      /<script src="field-direction.js"><\/script>\n<script src="instant-times.js"><\/script>\n<script src="repo-files.js"><\/script>\n<script src="decap-cms.js">/,
    );
    const repo = read('admin/repo-files.js');
    assert.ok(repo.includes('"index.json":{"content":'));
    assert.ok(
      repo.includes(
        '"cover-neon-vanguard":{"content":"/demo/portal/art/cover-neon-vanguard-256.webp"}',
      ),
    );
    assert.match(read('_headers'), /\n\/demo\/portal\/admin\/\*\n {2}Content-Security-Policy: /);
  });
});
