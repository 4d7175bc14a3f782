// The content a studio edits (data/content/*.json), checked against lib/content-schema.mjs
// and with every picture field resolved to the picture the art step makes for it. The build's
// first step has already checked the same files with one-line errors (scripts/content.mjs),
// and each language's texts beside the English (lib/content-translations.mjs).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import catalogue from './artwork.json';
import { GAMES_DIR } from '@/lib/catalogue.mjs';
import { CONTENT_DIR, type Picture, readContentFiles, resolveContent } from '@/lib/content.mjs';
import { contentFiles } from '@/lib/content-schema.mjs';
import { getLocale, type LocaleCode } from '@/lib/i18n';
import type { Content } from './types';

// Read from disk as the first step reads them, not imported: a studio's editor may save a
// byte-order mark, which the bundler's JSON import refuses.
const read = () =>
  resolveContent(
    readContentFiles(process.cwd()),
    catalogue as unknown as Record<string, { aspect: string }>,
  );

const resolved = read();

/** The content as written, in English, as the build (or `next dev`) started with it. */
export const content = resolved.content as Content;

/**
 * What the content files were when last read. Under `next dev` a file saved while the server
 * runs is read again on the next request, as an imported file would be; a build reads once.
 */
const dev = process.env.NODE_ENV === 'development';
const gameFiles = () => {
  const dir = path.join(process.cwd(), GAMES_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((slug) => {
    const folder = path.join(dir, slug);
    return statSync(folder).isDirectory()
      ? [folder, ...readdirSync(folder).map((file) => path.join(GAMES_DIR, slug, file))]
      : [];
  });
};
const stamp = () =>
  dev
    ? [
        ...Object.keys(contentFiles).map((name) => `${CONTENT_DIR}/${name}`),
        GAMES_DIR,
        ...gameFiles(),
      ]
        .map(
          (file) => statSync(path.resolve(process.cwd(), file), { throwIfNoEntry: false })?.mtimeMs,
        )
        .join()
    : '';
let readAt = stamp();
let current = resolved;

/** The content in a language: the first step's result for it, translations filled. */
export function contentIn(code: LocaleCode): Content {
  const now = stamp();
  if (now !== readAt) {
    readAt = now;
    current = read();
  }
  return current.byLanguage[code] as Content;
}

/** The content in the language of the page being rendered. */
export const localContent = (): Content => contentIn(getLocale().code);

/** Every picture the content shows, by slug: generated, drawn for an entry, or a studio's file. */
export const contentPictures: ReadonlyMap<string, Picture> = resolved.pictures;

/**
 * The pictures the content adds as last read: under `next dev`, a name or picture saved while
 * it runs (the editors' CMS) gets its drawn art's entry on the next request; a build's stay.
 */
export const currentContentPictures = (): ReadonlyMap<string, Picture> => current.pictures;
