import { availableParallelism } from 'node:os';
import { imageWidths } from './lib/core/image-widths.mjs';
import { runtimeBuildId } from './scripts/build-id.mjs';
import { deployInputs } from './scripts/deploy-inputs.mjs';

// BASE_PATH=/some/path builds a site that works under that prefix (a GitHub Pages
// project site); SITE_URL gives crawlers and link previews absolute URLs.
const { basePath, siteUrl, typesChecked } = deployInputs();

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Plain HTML for any static host: every route is written as route/index.html.
  output: 'export',
  trailingSlash: true,
  reactStrictMode: true,
  poweredByHeader: false,
  // From the code, never the content (scripts/build-id.mjs): two builds of one tree give
  // identical out/ trees, and a content edit rewrites only the files that show it.
  generateBuildId: () => runtimeBuildId({ basePath, siteUrl }),
  basePath,
  // Inlined into server and client code alike (lib/core/site-url.ts reads them).
  env: { BASE_PATH: basePath, SITE_URL: siteUrl },
  // Next's own type check repeats `npm run typecheck`, which the test builds of one tree
  // have passed (deploy-inputs.mjs, TYPES_CHECKED); a deployer's `npm run build` keeps it.
  typescript: { ignoreBuildErrors: typesChecked },
  // app/global-not-found.tsx renders the root's 404 page, so no root not-found.tsx (a whole
  // document) rides in every page's payload (docs/upgrading-next.md).
  experimental: {
    globalNotFound: true,
    // One rendering worker per core (Next's default leaves one to its main process, which
    // only waits while they render): the catalogue's pages are most of a build.
    cpus: availableParallelism(),
  },
  images: {
    // Variants are drawn at build time (scripts/generate-art.mjs); the Artwork
    // component points next/image at them through its own loader.
    deviceSizes: imageWidths.device,
    imageSizes: imageWidths.fixed,
  },
};

export default nextConfig;
