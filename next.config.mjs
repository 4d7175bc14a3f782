import { imageWidths } from './lib/image-widths.mjs';

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Plain HTML for any static host: every route is written as route/index.html.
  output: 'export',
  trailingSlash: true,
  reactStrictMode: true,
  poweredByHeader: false,
  images: {
    // Variants are drawn at build time (scripts/generate-art.mjs); the Artwork
    // component points next/image at them through its own loader.
    deviceSizes: imageWidths.device,
    imageSizes: imageWidths.fixed,
  },
};

export default nextConfig;
