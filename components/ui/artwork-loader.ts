import type { ImageLoaderProps } from 'next/image';
import { artworkAt } from '@/data/artwork';
import { artFile, servedWidth } from '@/lib/core/image-widths.mjs';
import { withBasePath } from '@/lib/core/site-url';

/**
 * next/image loader for the generated artwork: a static export has no image
 * optimiser, so each srcset width maps to a file drawn at build time.
 */
export function artworkLoader({ src, width }: ImageLoaderProps): string {
  const picture = artworkAt(src);
  if (!picture) return src;
  return withBasePath(artFile(picture.slug, servedWidth(picture.aspect, width), 'webp'));
}
