import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
import { artworkAt } from '@/data/artwork';
import { artworkLoader } from '@/components/ui/artwork-loader';
import { cn } from '@/lib/cn';
import { artFile, aspects, avifWidthsFor } from '@/lib/core/image-widths.mjs';
import { withBasePath } from '@/lib/core/site-url';

type ArtworkProps = {
  /** A path from `art()`: `/art/<slug>.webp`. */
  src: string;
  /** Empty for pictures that only decorate. */
  alt: string;
  className?: string;
  /** Responsive pictures: the `sizes` attribute. */
  sizes?: string;
  /** Fixed-size pictures (avatars, list thumbnails): the rendered width in CSS pixels. */
  size?: number;
  /** The page's LCP picture: eager, high priority and preloaded. */
  priority?: boolean;
};

/**
 * A generated picture through next/image (its srcset, sizes and lazy loading) with our
 * own loader. Responsive pictures add an AVIF source; WebP is the fallback.
 */
export function Artwork({ src, alt, className, sizes, size, priority = false }: ArtworkProps) {
  const entry = artworkAt(src);
  if (!entry) throw new Error(`Unknown artwork ${src}`);
  const canvas = aspects[entry.aspect];
  const width = size ?? canvas.width;
  const height = Math.round((width * canvas.height) / canvas.width);

  const { props } = getImageProps({
    src,
    alt,
    width,
    height,
    sizes,
    loader: artworkLoader,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
  });
  // next/image adds an inline style (colour: transparent) that a strict style-src would block.
  const { style: _style, srcSet, ...rest } = props;
  void _style;
  const webpSrcSet = dedupeSrcSet(srcSet);
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image props, alt included
  const img = <img {...rest} srcSet={webpSrcSet} className={cn('block', className)} />;

  const avifWidths = avifWidthsFor(entry.aspect);
  if (!sizes || avifWidths.length === 0) return img;
  const avifSrcSet = avifWidths
    .map((w) => `${withBasePath(artFile(entry.slug, w, 'avif'))} ${w}w`)
    .join(', ');

  if (priority) {
    // Inside <picture> React does not preload the picture by itself.
    preload(withBasePath(artFile(entry.slug, avifWidths.at(-1)!, 'avif')), {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: avifSrcSet,
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  }
  return (
    <picture className="block">
      <source type="image/avif" srcSet={avifSrcSet} sizes={sizes} />
      {img}
    </picture>
  );
}

/** Widths above an artwork's largest file all map to that file; keep its first (smallest) entry. */
function dedupeSrcSet(srcSet: string | undefined): string | undefined {
  if (!srcSet) return srcSet;
  const seen = new Set<string>();
  return srcSet
    .split(', ')
    .filter((candidate) => {
      const url = candidate.split(' ')[0] ?? '';
      if (seen.has(url)) return false;
      seen.add(url);
      return true;
    })
    .join(', ');
}
