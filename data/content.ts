// The content a studio edits (data/content/*.json), checked against lib/content-schema.mjs
// and with every picture field resolved to the picture the art step makes for it. The build's
// first step has already checked the same files with one-line errors (scripts/content.mjs),
// and each language's translations (data/locales/<code>/content.json).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import catalogue from './artwork.json';
import { CONTENT_DIR, type Picture, resolveContent } from '@/lib/content.mjs';
import { contentFiles } from '@/lib/content-schema.mjs';
import { readJson } from '@/lib/data-file.mjs';
import { getLocale, type LocaleCode } from '@/lib/i18n';
import { defaultLocale } from '@/lib/locales.mjs';
import { checkTexts, readLocaleFile, translateContent } from '@/lib/translations.mjs';
import type { Content } from './types';

// Read from disk as the first step reads them, not imported: a studio's editor may save a
// byte-order mark, which the bundler's JSON import refuses.
const files = Object.fromEntries(
  Object.keys(contentFiles).map((name) => {
    const file = `${CONTENT_DIR}/${name}`;
    return [name, readJson(readFileSync(path.join(process.cwd(), file)), file)];
  }),
);

const resolved = resolveContent(files, catalogue as unknown as Record<string, { aspect: string }>);

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
