import { type ArtworkEntry, artworkOf } from '@/lib/render/build-result.mjs';
import { contentPictures } from './content';
import { pictureSrc } from '@/lib/content/shared/pictures.mjs';
import { aspects, avifWidthsFor, widthsFor } from '@/lib/core/image-widths.mjs';
import type { Aspect } from './artwork';

/** One picture as the style guide lists it: what it is, where it comes from, how it is served. */
export type CataloguePicture = {
  readonly slug: string;
  readonly src: string;
  readonly source: 'generated' | 'drawn' | 'file';
  readonly origin: string;
  readonly size: string;
  readonly widths: string;
  readonly focal?: string;
};

const ratios: Record<Aspect, string> = { hero: '8:3', cover: '3:4', wide: '16:9', square: '1:1' };

function served(slug: string, aspect: Aspect) {
  const { width, height } = aspects[aspect];
  const webp = widthsFor(aspect);
  const avif = avifWidthsFor(aspect);
  return {
    slug,
    src: pictureSrc(slug),
    size: `${ratios[aspect]}, ${width}×${height}`,
    // A non-breaking hyphen: the range never splits across lines.
    widths: `WebP ${webp[0]}\u2011${webp.at(-1)} px (${webp.length})${avif.length ? `, AVIF ${avif.length}` : ''}`,
  };
}

const drawn = (entry: ArtworkEntry) =>
  `${entry.scene}${entry.seed === undefined ? '' : `, seed ${entry.seed}`}, ${entry.palette}`;

/** The catalogue's pictures, then those the content adds, in content order. */
export const artworkCatalogue: readonly CataloguePicture[] = [
  ...Object.entries(artworkOf(process.cwd())).map(([slug, entry]) => ({
    ...served(slug, entry.aspect),
    source: 'generated' as const,
    origin: drawn(entry),
  })),
  ...[...contentPictures.values()].flatMap((picture): CataloguePicture[] => {
    if (picture.source === 'drawn') {
      const origin = `drawn for an entry: ${drawn(picture.entry)}`;
      return [{ ...served(picture.slug, picture.aspect), source: 'drawn', origin }];
    }
    if (picture.source === 'file') {
      return [
        {
          ...served(picture.slug, picture.aspect),
          source: 'file',
          origin: `file: pictures/${picture.file}`,
          focal: `focal ${picture.focal.x}, ${picture.focal.y}`,
        },
      ];
    }
    return [];
  }),
];
