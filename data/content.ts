// The content a studio edits (data/content/*.json), checked against lib/content-schema.mjs
// and with every picture field resolved to the picture the art step makes for it. The build's
// first step has already checked the same files with one-line errors (scripts/content.mjs),
// and each language's translations (data/locales/<code>/content.json).
import catalogue from './artwork.json';
import details from './content/details.json';
import games from './content/games.json';
import profile from './content/profile.json';
import streams from './content/streams.json';
import { type Picture, resolveContent } from '@/lib/content.mjs';
import { getLocale, type LocaleCode } from '@/lib/i18n';
import { defaultLocale } from '@/lib/locales.mjs';
import { checkTexts, readLocaleFile, translateContent } from '@/lib/translations.mjs';
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

/** The content as written, in English. */
export const content = resolved.content as Content;

const translated = new Map<LocaleCode, Content>([[defaultLocale, content]]);

/** The content in a language: its translated fields from data/locales/<code>/content.json. */
export function contentIn(code: LocaleCode): Content {
  let localised = translated.get(code);
  if (!localised) {
    const { file, data } = readLocaleFile(process.cwd(), code, 'content.json');
    localised = data === undefined ? content : translateContent(content, checkTexts(data, file));
    translated.set(code, localised);
  }
  return localised;
}

/** The content in the language of the page being rendered. */
export const localContent = (): Content => contentIn(getLocale().code);

/** Every picture the content shows, by slug: generated, drawn for an entry, or a studio's file. */
export const contentPictures: ReadonlyMap<string, Picture> = resolved.pictures;
