// The one reader of the deploy inputs, for the Next config, the post-build step, the
// servers, the bench and the tests. `node scripts/deploy-inputs.mjs` (the first step of
// `npm run build`) stops a build on a bad value with one line naming the variable.
//   BASE_PATH  '' or '/a/b': a trailing slash is dropped ('/portal/' is '/portal')
//   SITE_URL   an absolute http(s) URL, default http://localhost:3000, no trailing slash
import { fileURLToPath } from 'node:url';

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

/** Both inputs, read and checked together. */
export function deployInputs() {
  return { basePath: parseBasePath(), siteUrl: parseSiteUrl() };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    deployInputs();
  } catch (error) {
    console.error(`build: ${error.message}`);
    process.exit(1);
  }
}
