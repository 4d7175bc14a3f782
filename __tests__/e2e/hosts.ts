import { existsSync } from 'node:fs';
import { variants, type VariantName } from '../suites.mjs';

// The hosts the browser suite serves the builds on, each by the script a person would
// run: the preview server of `npm start`, Debian's nginx with deploy/nginx.conf, and
// Cloudflare's Pages runtime (wrangler pages dev).
export const hosts = {
  preview: 'tools/serve.mjs',
  nginx: 'tools/serve-nginx.mjs',
  pages: 'tools/serve-pages.mjs',
} as const;

export type Host = keyof typeof hosts;
export type { VariantName };

/**
 * `npm run test:full` (E2E_SUITE=full) runs every project: the real hosts, the other
 * builds, the visual baselines. Otherwise, as in `npm test`, the suite is the desktop and
 * phone projects on the preview server over out/ alone.
 */
export const fullSuite = process.env.E2E_SUITE === 'full';
/** `npm test -- sweep` (E2E_SUITE=sweep): the every-page sweeps' project. */
export const sweepSuite = process.env.E2E_SUITE === 'sweep';

/** Where a variant's export lands (__tests__/suites.mjs), and under which base path. */
export const outOf = (variant: VariantName, set = '') =>
  set ? `${variants[variant].out}/${set}` : variants[variant].out;
export const basePathOf = (variant: VariantName): string => {
  const entry = variants[variant];
  return 'basePath' in entry ? entry.basePath : '';
};

/** The content sets of a variant of sets, by name (hostile, count-1, …), built or not. */
export const setsOf = (variant: VariantName): readonly string[] => {
  const entry = variants[variant];
  return 'sets' in entry ? entry.sets : [''];
};

/** Whether a variant's export (one set of it) is there to test. */
export const built = (variant: VariantName, set = ''): boolean =>
  existsSync(`${outOf(variant, set)}/index.html`);

/** Where global setup leaves the origin of a variant (a set of it) served on a host. */
export const originVariable = (variant: VariantName, host: Host, set = '') =>
  `E2E_${[variant, set, host]
    .filter(Boolean)
    .join('_')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')}_URL`;

export const BRAND_DIR = outOf('brand');
export const CONTENT_DIR = outOf('content');
