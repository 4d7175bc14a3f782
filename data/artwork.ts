import catalogue from './artwork.json';

export type ArtworkSlug = Exclude<keyof typeof catalogue, '$comment'>;
export type Aspect = 'hero' | 'cover' | 'wide' | 'square';

export type Artwork = { readonly slug: ArtworkSlug; readonly aspect: Aspect };

/** Path of a generated picture; typed so a misspelt slug fails the typecheck. */
export function art(slug: ArtworkSlug): string {
  return `/art/${slug}.webp`;
}

// Every picture by the path art() gives it: looked up, never parsed back.
const byPath = new Map<string, Artwork>(
  Object.entries(catalogue)
    .filter(([slug]) => slug !== '$comment')
    .map(([slug, entry]) => [
      art(slug as ArtworkSlug),
      { slug: slug as ArtworkSlug, aspect: (entry as { aspect: Aspect }).aspect },
    ]),
);

/** The picture behind a path from art(), if it is one. */
export function artworkAt(src: string): Artwork | undefined {
  return byPath.get(src);
}
