import catalogue from '@/data/artwork.json';

export type ArtworkSlug = Exclude<keyof typeof catalogue, '$comment'>;
export type Aspect = 'hero' | 'cover' | 'wide' | 'square';

type Entry = { readonly aspect: Aspect; readonly title?: string };

/** Path of a generated picture; typed so a misspelt slug fails the typecheck. */
export function art(slug: ArtworkSlug): string {
  return `/art/${slug}.webp`;
}

export function artworkEntry(src: string): Entry | undefined {
  const slug = /^\/art\/([a-z0-9-]+)\.webp$/.exec(src)?.[1];
  if (!slug || slug === '$comment') return undefined;
  return (catalogue as unknown as Record<string, Entry>)[slug];
}
