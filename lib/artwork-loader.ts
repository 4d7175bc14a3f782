import type { ImageLoaderProps } from 'next/image';
import { artworkEntry } from './artwork';
import { servedWidth } from './image-widths.mjs';
import { withBasePath } from './site-url';

/**
 * next/image loader for the generated artwork: a static export has no image
 * optimiser, so each srcset width maps to a file drawn at build time.
 */
export function artworkLoader({ src, width }: ImageLoaderProps): string {
  const entry = artworkEntry(src);
  if (!entry) return src;
  return withBasePath(src.replace(/\.webp$/, `-${servedWidth(entry.aspect, width)}.webp`));
}
