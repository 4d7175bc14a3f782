import type catalogue from './artwork.json';
import { currentContentPictures } from './content';
import { artworkOf } from '@/lib/render/build-result.mjs';
import type { Picture } from '@/lib/content/shared/pictures.mjs';
import { pictureSrc } from '@/lib/content/shared/pictures.mjs';
import { artFile, aspects } from '@/lib/core/image-widths.mjs';
import { withBasePath } from '@/lib/core/site-url';

export type ArtworkSlug = Exclude<keyof typeof catalogue, '$comment'>;
export type Aspect = 'hero' | 'cover' | 'wide' | 'square';

export type Artwork = { readonly slug: string; readonly aspect: Aspect };

/** Path of a generated picture; typed so a misspelt slug fails the typecheck. */
export function art(slug: ArtworkSlug): string {
  return pictureSrc(slug);
}

// Every picture by the path it is served under: the catalogue's, and those the content
// adds (drawn for an entry, or a studio's file). Looked up, never parsed back.
const byPath = new Map<string, Artwork>(
  Object.entries(artworkOf(process.cwd())).map(([slug, { aspect }]): [string, Artwork] => [
    pictureSrc(slug),
    { slug, aspect },
  ]),
);
let fromContent: { pictures: ReadonlyMap<string, Picture>; byPath: Map<string, Artwork> } | null =
  null;

/** The content's pictures by path, made again when the content was read again (next dev). */
function contentByPath() {
  const pictures = currentContentPictures();
  if (fromContent?.pictures !== pictures) {
    fromContent = {
      pictures,
      byPath: new Map(
        [...pictures.values()].map(({ slug, aspect }): [string, Artwork] => [
          pictureSrc(slug),
          { slug, aspect },
        ]),
      ),
    };
  }
  return fromContent.byPath;
}

/** The picture behind a path from art(), if it is one. */
export function artworkAt(src: string): Artwork | undefined {
  return byPath.get(src) ?? contentByPath().get(src);
}

/**
 * The widest file a picture is drawn at, as a site path: what a gallery's thumbnail links to
 * without JavaScript (fullSizeOf), a trailer's thumbnail for search engines.
 */
export function fullSizePath(src: string): string {
  const entry = artworkAt(src);
  return entry ? artFile(entry.slug, aspects[entry.aspect].max, 'webp') : src;
}

/** fullSizePath as served, base path included. */
export const fullSizeOf = (src: string): string => withBasePath(fullSizePath(src));
