// Shared by next.config.mjs (srcset widths), components/ui/artwork-loader.ts (file names)
// and scripts/generate-art.mjs (files drawn), so every width a srcset names exists.
export const imageWidths = {
  /** Widths for images sized against the viewport (sizes="...vw"). */
  device: [384, 640, 828, 1080, 1280, 1440, 1920, 2400],
  /**
   * Widths for small fixed-size images (avatars, list thumbnails). 320 is there for
   * the cover grid at 1024-1440 px, DPR 1 (~280 px wide): without it the browser takes
   * 384, 1.4x the pixels it shows.
   */
  fixed: [64, 96, 128, 192, 256, 320],
};

/** Canvas of each artwork shape, and the widest file worth drawing for it. */
export const aspects = {
  hero: { width: 2400, height: 900, max: 2400 },
  cover: { width: 600, height: 800, max: 828 },
  wide: { width: 1280, height: 720, max: 1440 },
  square: { width: 256, height: 256, max: 384 },
};

const all = [...imageWidths.fixed, ...imageWidths.device].sort((a, b) => a - b);

/** @typedef {keyof typeof aspects} Aspect */

/**
 * Widths drawn for an aspect: every srcset width up to its max, plus the max itself.
 * @param {Aspect} aspect
 */
export function widthsFor(aspect) {
  const { max } = aspects[aspect];
  return [...new Set([...all.filter((w) => w < max), max])];
}

/**
 * Widths also drawn as AVIF (markedly smaller than WebP for this art).
 * Only responsive pictures of 256 px and up: AVIF encodes ~10x slower, and avatars
 * and thumbnails are a few hundred bytes either way.
 * @param {Aspect} aspect
 */
export function avifWidthsFor(aspect) {
  return aspect === 'square' ? [] : widthsFor(aspect).filter((w) => w >= 256);
}

/**
 * The drawn width that serves a requested srcset width.
 * @param {Aspect} aspect @param {number} requested
 */
export function servedWidth(aspect, requested) {
  return widthsFor(aspect).find((w) => w >= requested) ?? aspects[aspect].max;
}

/** The file a picture is drawn to at one width: the one naming scheme, for the art step,
 * the image loader and the AVIF sources.
 * @param {string} slug @param {number} width @param {'webp' | 'avif'} extension */
export function artFile(slug, width, extension) {
  return `/art/${slug}-${width}.${extension}`;
}

/**
 * A game page's share image (Open Graph, Twitter card), 1200×630, in public/art/.
 * @param {string} game the game's slug
 */
export const shareFile = (game) => `share-${game}.jpg`;

/** A news post's share image, its cover at 1200×630 (a name no game's share image can have). @param {string} slug */
export const postShareFile = (slug) => `news-share-${slug}.jpg`;
