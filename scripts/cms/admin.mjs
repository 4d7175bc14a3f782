// The editors' admin page, its configuration and its policy: one definition for the local
// editor (`npm run cms`, tools/cms.mjs) and the admin a build ships (scripts/admin.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gameFiles } from '../../lib/content/games/game-folders.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Decap's prebuilt bundle and the chunks it loads beside itself. */
export const DECAP_DIST = path.join(root, 'cms', 'node_modules', 'decap-cms', 'dist');
/**
 * Installs the CMS into cms/ when it is not there (npm run cms, a build with the admin on);
 * returns npm's exit status, 0 when nothing was needed.
 */
export function ensureCmsInstalled() {
  const server = path.join(root, 'cms', 'node_modules', 'decap-server', 'dist', 'index.js');
  if (existsSync(server) && existsSync(path.join(DECAP_DIST, 'decap-cms.js'))) return 0;
  console.log('cms: installing the CMS into cms/ (once: docs/decisions/cms.md)');
  const install = spawnSync('npm', ['install', '--no-audit', '--no-fund'], {
    cwd: path.join(root, 'cms'),
    stdio: 'inherit',
  });
  return install.status ?? 1;
}

/** A generated picture's preview in the admin, under the site's root: its 256 px WebP. */
export const artPreview = (/** @type {string} */ slug) => `art/${slug}-256.webp`;

/**
 * Our scripts in the admin, by the name it loads them under, before Decap's: each field's
 * direction from its text; a publishAt's or expireAt's instant in UTC and the editor's time.
 */
export const OWN_SCRIPTS = Object.fromEntries(
  ['field-direction.js', 'instant-times.js'].map((name) => [
    name,
    path.join(root, 'scripts', 'cms', name),
  ]),
);

/**
 * The admin's own policy (the public pages' is untouched): Decap compiles its configuration's
 * JSON Schema with ajv, which builds functions from strings ('unsafe-eval'), and its styles are
 * emotion's injected style elements ('unsafe-inline'). Everything else from this origin, and
 * the Git host's API when there is one; pictures it holds in memory (an upload, a draft's
 * backup) are blob: URLs it also fetches. frame-ancestors is a header's alone (a meta's is
 * ignored with a console error), so `forMeta` leaves it out.
 * @param {{ connect?: string[], forMeta?: boolean }} [options]
 */
export function adminPolicy({ connect = [], forMeta = false } = {}) {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ["connect-src 'self' blob:", ...connect].join(' '),
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    ...(forMeta ? [] : ["frame-ancestors 'none'"]),
  ].join('; ');
}

/**
 * The admin's page: Decap's script and what it reads first, no inline script or style.
 * Decap draws in light only, so the page declares light first thing: a dark system's
 * first frame is not a dark canvas that flips to light.
 * @param {{ title: string, scripts?: string[], policy?: string, banner?: string }} page
 *   `policy`: a meta policy, for hosts that serve the page without its header
 */
export function adminPage({ title, scripts = [], policy, banner }) {
  const text = (/** @type {string} */ value) => value.replace(/[<&>"]/g, '');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="color-scheme" content="light">
${policy ? `<meta http-equiv="Content-Security-Policy" content="${text(policy)}">\n` : ''}<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${text(title)} · Content</title>
${banner ? '<link rel="stylesheet" href="admin.css">\n' : ''}</head>
<body>
${banner ? `<p class="demo-banner" role="status">${text(banner)}</p>\n` : ''}${[...Object.keys(OWN_SCRIPTS), ...scripts, 'decap-cms.js'].map((src) => `<script src="${src}"></script>`).join('\n')}
</body>
</html>
`;
}

/**
 * The configuration the admin reads: the generated collections (cms/config.json) and a
 * backend. JSON is YAML, so it is served as config.yml, the name Decap asks for.
 * @param {Record<string, unknown>} backend
 */
export function adminConfig(backend) {
  const config = JSON.parse(readFileSync(path.join(root, 'cms', 'config.json'), 'utf8'));
  delete config.$comment; // for the file's readers; Decap warns of a key it does not know
  // A post's games are a choice among the catalogue's slugs as it stands when the admin is
  // made: cms/config.json, written from the schema alone, can only type them.
  const slugs = gameFiles(root).map((file) => path.basename(path.dirname(file)));
  const news = config.collections.find((/** @type {{ name: string }} */ c) => c.name === 'news');
  const games = news?.fields.find((/** @type {{ name: string }} */ f) => f.name === 'games');
  if (games && slugs.length > 0) {
    delete games.field;
    delete games.collapsed;
    Object.assign(games, { widget: 'select', multiple: true, options: slugs });
  }
  return JSON.stringify({ ...config, backend });
}
