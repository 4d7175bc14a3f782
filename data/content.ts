// The content a studio edits (data/content/*.json), checked against lib/content-schema.mjs
// and with every picture field resolved to the picture the art step makes for it. The build's
// first step has already checked the same files with one-line errors (scripts/content.mjs).
import catalogue from './artwork.json';
import details from './content/details.json';
import games from './content/games.json';
import profile from './content/profile.json';
import streams from './content/streams.json';
import { type Picture, resolveContent } from '@/lib/content.mjs';
import type { Content } from './types';

const resolved = resolveContent(
  {
    'games.json': games,
    'streams.json': streams,
    'profile.json': profile,
    'details.json': details,
  },
  catalogue as unknown as Record<string, { aspect: string }>,
);

export const content = resolved.content as Content;

/** Every picture the content shows, by slug: generated, drawn for an entry, or a studio's file. */
export const contentPictures: ReadonlyMap<string, Picture> = resolved.pictures;
