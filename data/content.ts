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
import { defaultLocale, locales } from '@/lib/locales.mjs';
import { textsIn, translateContent } from '@/lib/content-translations.mjs';
import type { CatalogueGame, Content } from './types';

// Read from disk as the first step reads them, not imported: a studio's editor may save a
// byte-order mark, which the bundler's JSON import refuses.
const read = () => {
  const files = readContentFiles(process.cwd());
  return {
    files,
    ...resolveContent(files, catalogue as unknown as Record<string, { aspect: string }>),
  };
};

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
let english = content;
let files = resolved.files;
let pictures: ReadonlyMap<string, Picture> = resolved.pictures;
const translated = new Map<LocaleCode, Content>();

/** The content in a language: its texts beside the English in each content file. */
export function contentIn(code: LocaleCode): Content {
  const now = stamp();
  if (now !== readAt) {
    readAt = now;
    const again = read();
    english = again.content as Content;
    files = again.files;
    pictures = again.pictures;
    translated.clear();
  }
  if (code === defaultLocale) return english;
  let localised = translated.get(code);
  if (!localised) {
    const name = locales.find((locale) => locale.code === code)?.name ?? code;
    const texts = translateContent(english, textsIn(files, code), code, name);
    const catalogue = english.catalogue.map((game) => gameIn(game, code));
    // A list entry that names a catalogue game shows the game's type in the language.
    const typeOf = (slug: string | undefined, fallback: string) =>
      catalogue.find((game) => game.slug === slug)?.type ?? fallback;
    localised = {
      ...texts,
      catalogue,
      games: {
        popular: texts.games.popular.map((entry) => ({
          ...entry,
          type: typeOf(entry.game, entry.type),
        })),
        library: texts.games.library.map((entry) => ({
          ...entry,
          gameType: typeOf(entry.game, entry.gameType),
        })),
        featured: texts.games.featured,
      },
    };
    translated.set(code, localised);
  }
  return localised;
}

/** A catalogue game in a language: each text its translation gives, English for the rest. */
function gameIn(game: CatalogueGame, code: LocaleCode): CatalogueGame {
  const texts = game.translations[code];
  if (!texts) return game;
  return {
    ...game,
    type: texts.type ?? game.type,
    description: texts.description ?? game.description,
    screenshots: game.screenshots.map((shot, index) => ({
      ...shot,
      alt: texts.screenshots?.[index]?.alt ?? shot.alt,
    })),
    ...(game.facts ? { facts: { ...game.facts, ...texts.facts } } : {}),
  };
}

/** The content in the language of the page being rendered. */
export const localContent = (): Content => contentIn(getLocale().code);

/** Every picture the content shows, by slug: generated, drawn for an entry, or a studio's file. */
export const contentPictures: ReadonlyMap<string, Picture> = resolved.pictures;

/**
 * The pictures the content adds as last read: under `next dev`, a name or picture saved while
 * it runs (the editors' CMS) gets its drawn art's entry on the next request; a build's stay.
 */
export const currentContentPictures = (): ReadonlyMap<string, Picture> => pictures;
