// Where the site lives, fixed at build time:
// SITE_URL (default http://localhost:3000) for the absolute URLs crawlers and link
// previews need, BASE_PATH (default none) for deploys under a sub-path.
// next.config.mjs reads and checks both (scripts/deploy-inputs.mjs) and inlines them;
// the defaults serve the unit tests, which run without it.
export const siteUrl = process.env.SITE_URL ?? 'http://localhost:3000';
export const basePath = process.env.BASE_PATH ?? '';

/** A public file's path with the base path: Next adds it to links, not to plain src strings. */
export function withBasePath(path: string): string {
  return `${basePath}${path}`;
}

/** The absolute URL of a path on this site. */
export function absoluteUrl(path: string): string {
  return `${siteUrl}${basePath}${path}`;
}
