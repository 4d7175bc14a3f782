// The one reader of the deploy inputs, for the Next config, the post-build step, the
// servers, the bench and the tests. `node scripts/deploy-inputs.mjs` (the first step of
// `npm run build` and `npm run dev`) stops on a bad value with one line naming the
// variable, or the brand file's key (data/brand.json, checked by lib/brand/brand.mjs), or the
// content file's key or picture (data/content/, checked by scripts/content.mjs).
//   BASE_PATH  '' or '/a/b': a trailing slash is dropped ('/portal/' is '/portal')
//   SITE_URL   an absolute http(s) URL, default http://localhost:3000, no trailing slash
//   HYDRATION  intent (default) or eager
//   CMS_BACKEND  '' (no admin), demo, or github with CMS_REPO, CMS_BRANCH and CMS_AUTH_URL:
//              the editors' admin in out/admin/ (scripts/admin.mjs)
//   TYPES_CHECKED  1 when `npm run typecheck` (stricter than Next's own check) has just
//              checked this code: Next skips its check. test:full sets it on the builds
//              that follow its typecheck (base path, eager, content sets, the rebuild), and
//              test:node on its build, CI's second line after the first line's typecheck;
//              unset, as for any build a person runs, Next checks.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRAND_FILE, brandTheme, readBrand } from '../lib/brand/brand.mjs';
import { parseInstant } from '../lib/core/instant.mjs';
import { nextChange } from '../lib/content/shared/moments.mjs';
import { writeResult } from '../lib/render/build-result.mjs';
import { messageOf } from './errors.mjs';

const SEGMENT = /^[A-Za-z0-9._~-]+$/;
export const DEFAULT_SITE_URL = 'http://localhost:3000';

export function parseBasePath(value = process.env.BASE_PATH ?? '') {
  const trimmed = value.trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  const segments = trimmed.split('/').slice(1);
  if (
    !trimmed.startsWith('/') ||
    segments.some((segment) => !SEGMENT.test(segment) || segment === '.' || segment === '..')
  ) {
    throw new Error(
      `BASE_PATH="${value}" is not a path prefix: expected '/' and name segments of letters, digits, '.', '_', '~' or '-', like /portal or /demo/portal`,
    );
  }
  return trimmed;
}

export function parseSiteUrl(value = process.env.SITE_URL ?? DEFAULT_SITE_URL) {
  let url;
  try {
    url = new URL(value.trim());
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) {
    throw new Error(
      `SITE_URL="${value}" is not an absolute http(s) URL: expected the production origin, like https://portal.example.com`,
    );
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/**
 * How pages start Next's runtime: 'intent' (the default: on the visitor's first intent,
 * scripts/postbuild/hydration.mjs) or 'eager' (Next's own script tags, as written).
 * @returns {'intent' | 'eager'}
 */
export function parseHydration(value = process.env.HYDRATION ?? 'intent') {
  const mode = value.trim() || 'intent';
  if (mode === 'intent' || mode === 'eager') return mode;
  throw new Error(
    `HYDRATION="${value}" is not a hydration mode: expected intent (the default) or eager`,
  );
}

/**
 * BUILD_AT: the instant to build the site as of (a preview of it as it will be then), or
 * nothing for the clock's.
 * @returns {Date | null}
 */
export function parseBuildAt(value = process.env.BUILD_AT ?? '') {
  if (!value.trim()) return null;
  const instant = parseInstant(value);
  if (instant) return instant;
  throw new Error(
    `BUILD_AT="${value}" is not an instant: expected a day, a time and an offset, like 2027-03-10T15:00:00Z or 2027-03-10T16:00:00+01:00`,
  );
}

/** @returns {boolean} */
export function parseTypesChecked(value = process.env.TYPES_CHECKED ?? '') {
  const flag = value.trim();
  if (flag === '' || flag === '0') return false;
  if (flag === '1') return true;
  throw new Error(
    `TYPES_CHECKED="${value}" is not a flag: expected 1 (tsc has checked this tree) or nothing`,
  );
}

/**
 * PRECOMPRESS=1 writes .br and .gz copies beside the text files (scripts/postbuild/
 * precompress.mjs), for a host that serves them as they are: nginx (deploy/nginx.conf) and
 * `npm start`. Off by default: the other hosts compress on their own and would publish the
 * copies as files of their own, against their limits.
 * @returns {boolean}
 */
export function parsePrecompress(value = process.env.PRECOMPRESS ?? '') {
  const flag = value.trim();
  if (flag === '' || flag === '0') return false;
  if (flag === '1') return true;
  throw new Error(
    `PRECOMPRESS="${value}" is not a flag: expected 1 (copies for nginx) or nothing (the default)`,
  );
}

/**
 * The editors' admin in the export (scripts/admin.mjs, docs/deploy.md): off (null, the
 * default: no admin/ at all), the preview demo (Decap's in-memory backend, nothing saved), or
 * GitHub's backend, signing in through the OAuth endpoint at CMS_AUTH_URL (a worker like
 * deploy/cms-auth-worker.mjs).
 * @typedef {{ name: 'demo' } | { name: 'github', repo: string, branch: string, authUrl: string }} CmsBackend
 * @returns {CmsBackend | null}
 */
export function parseCmsBackend(env = process.env) {
  const name = (env.CMS_BACKEND ?? '').trim();
  if (name === '') return null;
  if (name === 'demo') return { name };
  if (name !== 'github') {
    throw new Error(
      `CMS_BACKEND="${env.CMS_BACKEND}" is not an admin backend: expected demo or github, or nothing for no admin`,
    );
  }
  const repo = (env.CMS_REPO ?? '').trim();
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo)) {
    throw new Error(
      `CMS_REPO="${env.CMS_REPO ?? ''}" is not a repository: expected owner/name, like studio/portal (CMS_BACKEND=${name})`,
    );
  }
  const branch = (env.CMS_BRANCH ?? '').trim() || 'main';
  if (!/^[\w./-]+$/.test(branch) || branch.includes('..')) {
    throw new Error(`CMS_BRANCH="${env.CMS_BRANCH}" is not a branch name: expected like main`);
  }
  /** @param {string} variable @param {string} example */
  const https = (variable, example) => {
    const value = (env[variable] ?? '').trim();
    let url;
    try {
      url = new URL(value);
    } catch {
      url = null;
    }
    if (!url || url.protocol !== 'https:' || url.search || url.hash) {
      throw new Error(
        `${variable}="${env[variable] ?? ''}" is not an https URL: expected ${example} (CMS_BACKEND=${name}, docs/deploy.md)`,
      );
    }
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  };
  const authUrl = https('CMS_AUTH_URL', 'the OAuth endpoint the editors sign in through');
  return { name, repo, branch, authUrl };
}

/**
 * The build log's line on the next change ahead (lib/content/shared/moments.mjs).
 * @param {import('../lib/content/shared/moments.mjs').Change[]} upcoming
 */
export function nextChangeLine(upcoming) {
  const next = nextChange(upcoming);
  return next
    ? `build: the output changes next at ${next.at.toISOString()}: ${next.what}`
    : 'build: no change ahead: nothing in the content is dated later';
}

/** The deploy inputs, read and checked together. */
export function deployInputs() {
  return {
    basePath: parseBasePath(),
    siteUrl: parseSiteUrl(),
    hydration: parseHydration(),
    typesChecked: parseTypesChecked(),
    precompress: parsePrecompress(),
    cmsBackend: parseCmsBackend(),
  };
}

/**
 * The build's first step in `root`: every input checked, the content read once, the result
 * the later steps read written. Throws on the first bad input, with the one line to print.
 * @param {string} root
 */
export async function firstStep(root) {
  deployInputs();
  // The moment the site is built as of, fixed here once: every later step and each of Next's
  // workers reads it from the result (lib/render/build-result.mjs's buildMoment).
  const buildAt = parseBuildAt();
  const instant = buildAt ?? new Date();
  console.log(`build: as of ${instant.toISOString()} (${buildAt ? 'BUILD_AT' : 'the clock'})`);
  const brand = readBrand(readFileSync(path.join(root, BRAND_FILE)));
  brandTheme(brand);
  // Imported here only: the Next config reads this module and needs no picture decoder.
  const { checkContent } = await import('./content.mjs');
  const checked = await checkContent(root, { maxFileMiB: brand.maxFileMiB, now: instant });
  for (const line of checked.warnings) console.warn(`content: warning: ${line}`);
  // When a build would next show something else: the log's, never the export's (a reader
  // would learn when the next announcement is).
  console.log(nextChangeLine(checked.upcoming));
  // The one result the art step, Next and the admin read (lib/render/build-result.mjs).
  writeResult(root, {
    ...checked,
    brand,
    instant: instant.toISOString(),
    preview: buildAt !== null,
  });
  const { writePageRoutes, writeSearchRoutes } = await import('./page-routes.mjs');
  writePageRoutes(root, checked.byLanguage.en.pages);
  writeSearchRoutes(root, brand.search);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await firstStep(process.cwd());
  } catch (error) {
    console.error(`build: ${messageOf(error)}`);
    process.exit(1);
  }
}
