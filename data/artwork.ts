import catalogue from './artwork.json';
import { contentPictures } from './content';
import { pictureSrc } from '@/lib/content.mjs';

export type ArtworkSlug = Exclude<keyof typeof catalogue, '$comment'>;
export type Aspect = 'hero' | 'cover' | 'wide' | 'square';

export type Artwork = { readonly slug: string; readonly aspect: Aspect };

/** Path of a generated picture; typed so a misspelt slug fails the typecheck. */
export function art(slug: ArtworkSlug): string {
  return pictureSrc(slug);
}

// Every picture by the path it is served under: the catalogue's, and those the content
// adds (drawn for an entry, or a studio's file). Looked up, never parsed back.
const byPath = new Map<string, Artwork>([
  ...Object.entries(catalogue)
    .filter(([slug]) => slug !== '$comment')
    .map(([slug, entry]): [string, Artwork] => [
      art(slug as ArtworkSlug),
      { slug, aspect: (entry as { aspect: Aspect }).aspect },
    ]),
  ...[...contentPictures.values()].map(({ slug, aspect }): [string, Artwork] => [
    pictureSrc(slug),
    { slug, aspect },
  ]),
]);

/** The picture behind a path from art(), if it is one. */
export function artworkAt(src: string): Artwork | undefined {
  return byPath.get(src);
}
