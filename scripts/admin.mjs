// The build's last step: the editors' admin in out/admin/ when CMS_BACKEND turns it on
// (scripts/deploy-inputs.mjs; docs/deploy.md), nothing at all when it is off. The admin is
// static files beside the site: Decap's bundle and chunks (cms/), a page, config.yml made
// from cms/config.json, and for the preview demo the sample's files to edit in memory. It
// never touches a page of the site: their bytes, policies and budgets are what they were.
// Its policy goes in the page's meta and in an /admin/* rule of _headers (frame-ancestors,
// noindex), which every host the project serves from reads. Not in the sitemap (it is no
// route), and `noindex` in both places.
import './node-version.mjs';
import { appendFileSync, cpSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DECAP_DIST,
  OWN_SCRIPTS,
  adminConfig,
  adminPage,
  adminPolicy,
  artPreview,
  ensureCmsInstalled,
} from './cms/admin.mjs';
import { CMS_ROOT, MEDIA_FOLDER } from './cms/config.mjs';
import { parseBasePath, parseCmsBackend } from './deploy-inputs.mjs';
import { messageOf } from './errors.mjs';
import { brandOf } from '../lib/render/build-result.mjs';
import { CONTENT_DIR } from '../lib/content/shared/fields.mjs';
import { withEveryLanguage } from '../lib/content/shared/translations.mjs';
import { editedFiles } from '../lib/content/resolve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What the demo's banner says: Decap's in-memory backend keeps nothing past the tab. */
export const DEMO_BANNER =
  'Demo: edit freely, nothing is saved. Closing or reloading this tab forgets every change.';

/**
 * The demo's repository for Decap's in-memory backend (`test-repo`): every content file as
 * text, and each generated picture a field names as the URL of its drawn art, so previews
 * show. Decap reads it from window.repoFiles, looking folders up both as one path
 * ("content/games") and segment by segment, hence the shared object.
 * @param {string} basePath
 * @param {string} dataDir
 */
export function demoRepo(basePath, dataDir = path.join(root, CMS_ROOT)) {
  /** @param {string} dir @returns {Record<string, unknown>} */
  const tree = (dir) =>
    Object.fromEntries(
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return [[entry.name, tree(full)]];
        if (!/\.(json|md)$/.test(entry.name)) return [];
        return [[entry.name, { content: readFileSync(full, 'utf8') }]];
      }),
    );
  const content = tree(path.join(dataDir, 'content'));
  // The lists and the games by language with every language's block, as the editor needs them
  // (the news is a file per language already).
  for (const name of editedFiles(path.dirname(dataDir))) {
    // data/content/games/<slug>/index.json → content.games[<slug>]['index.json']
    const file = /** @type {{ content: string } | undefined} */ (
      name
        .slice(CONTENT_DIR.length + 1)
        .split('/')
        .reduce((/** @type {any} */ node, part) => node?.[part], content)
    );
    if (!file) continue;
    const data = withEveryLanguage(JSON.parse(file.content), name);
    file.content = `${JSON.stringify(data, null, 2)}\n`;
  }
  const art = readdirSync(path.join(root, 'public', 'art'))
    .map((file) => /^(.+)-256\.webp$/.exec(file)?.[1])
    .filter((slug) => slug !== undefined);
  // A picture by its name, as a value Decap fetches (its AssetProxy's toString()).
  const pictures = Object.fromEntries(
    art.map((slug) => [slug, { content: `${basePath}/${artPreview(slug)}` }]),
  );
  return `// The preview demo's repository (scripts/admin.mjs): the sample content, edited in memory.
const content = ${JSON.stringify(content)};
window.repoFiles = { content, 'content/games': content.games, 'content/news': content.news ?? {}, ${JSON.stringify(MEDIA_FOLDER)}: ${JSON.stringify(pictures)} };
`;
}

/** Styles for the demo's banner: the admin's own file, as its policy allows no inline style. */
const BANNER_CSS = `.demo-banner{position:fixed;inset:auto 0 0 0;z-index:1000;margin:0;padding:.5rem 1rem;background:#1d1b33;color:#fff;font:600 14px/1.4 system-ui,sans-serif;text-align:center}
`;

/**
 * Writes out/admin/ for `backend`, and its /admin/* rule into out/_headers.
 * @param {{ out: string, basePath: string, backend: NonNullable<ReturnType<typeof parseCmsBackend>> }} options
 */
export async function writeAdmin({ out, basePath, backend }) {
  const admin = path.join(out, 'admin');
  mkdirSync(admin, { recursive: true });
  for (const file of readdirSync(DECAP_DIST).filter((name) => name.endsWith('.js'))) {
    cpSync(path.join(DECAP_DIST, file), path.join(admin, file));
  }
  for (const [name, file] of Object.entries(OWN_SCRIPTS)) cpSync(file, path.join(admin, name));
  /** @type {Record<string, unknown>} */
  let config;
  /** @type {string[]} */
  const connect = [];
  if (backend.name === 'demo') {
    config = { name: 'test-repo' };
  } else {
    config = {
      name: 'github',
      repo: backend.repo,
      branch: backend.branch,
      base_url: new URL(backend.authUrl).origin,
      auth_endpoint: new URL(backend.authUrl).pathname.replace(/^\/+/, '') || 'auth',
    };
    connect.push('https://api.github.com');
  }
  const brand = brandOf(root);
  const demo = backend.name === 'demo';
  await writeFile(path.join(admin, 'config.yml'), adminConfig(config));
  if (demo) {
    await writeFile(path.join(admin, 'repo-files.js'), demoRepo(basePath));
    await writeFile(path.join(admin, 'admin.css'), BANNER_CSS);
  }
  await writeFile(
    path.join(admin, 'index.html'),
    adminPage({
      title: brand.name,
      scripts: demo ? ['repo-files.js'] : [],
      policy: adminPolicy({ connect, forMeta: true }),
      ...(demo ? { banner: DEMO_BANNER } : {}),
    }),
  );
  appendFileSync(
    path.join(out, '_headers'),
    `\n${basePath}/admin/*\n  Content-Security-Policy: ${adminPolicy({ connect })}\n  X-Robots-Tag: noindex, nofollow\n  Cache-Control: no-cache\n`,
  );
  return readdirSync(admin).length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const backend = parseCmsBackend();
    if (backend) {
      if (ensureCmsInstalled() !== 0) throw new Error('npm install in cms/ failed');
      const files = await writeAdmin({
        out: path.join(root, 'out'),
        basePath: parseBasePath(),
        backend,
      });
      console.log(`admin: out/admin/ (${backend.name}, ${files} files), noindex, its own policy`);
    }
  } catch (error) {
    console.error(`admin: ${messageOf(error)}`);
    process.exit(1);
  }
}
