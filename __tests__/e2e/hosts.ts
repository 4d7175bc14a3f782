import { existsSync, readdirSync } from 'node:fs';
// The hosts the browser suite serves the build on, each by the script a person would
// run: the preview server of `npm start`, Debian's nginx with deploy/nginx.conf, and
// Cloudflare's Pages runtime (wrangler pages dev).
export const hosts = {
  preview: 'tools/serve.mjs',
  nginx: 'tools/serve-nginx.mjs',
  pages: 'tools/serve-pages.mjs',
} as const;

export type Host = keyof typeof hosts;

/**
 * `npm run test:full` (E2E_SUITE=full) runs every project: the real hosts, the other
 * builds, the visual baselines. Otherwise, as in `npm test`, the suite is the desktop and
 * phone projects on the preview server over out/ alone.
 */
export const fullSuite = process.env.E2E_SUITE === 'full';

export const BASE_PATH_DIR = '.out-base-path';
/** The HYDRATION=eager build (npm test -- build:eager): Next's own script tags. */
export const EAGER_DIR = '.out-eager';
/** The second brand's export (npm test -- build:brand), served by the preview server. */
export const BRAND_DIR = '.out-brand';
export const BRAND_ORIGIN = 'E2E_BRAND_URL';
/** The content sets' exports (npm test -- build:content), one folder each, served by the preview server. */
export const CONTENT_DIR = '.out-content';
/** The content sets built, by name (hostile, count-1, …). */
export const contentSets = (): string[] =>
  existsSync(CONTENT_DIR)
    ? readdirSync(CONTENT_DIR).filter((set) => existsSync(`${CONTENT_DIR}/${set}/index.html`))
    : [];
export const contentOrigin = (set: string) =>
  `E2E_CONTENT_${set.toUpperCase().replace(/-/g, '_')}_URL`;

/** Where global setup leaves a server's origin for the tests. */
export const originVariable = (host: string, basePath: string, eager = false) =>
  `E2E_${host.toUpperCase()}${basePath ? '_BASE_PATH' : ''}${eager ? '_EAGER' : ''}_URL`;
