// The content a studio edits (data/content/*.json), checked against lib/content/<kind>/*.schema.mjs
// and with every picture field resolved to the picture the art step makes for it. The build's
// first step has already checked the same files with one-line errors (scripts/content.mjs),
// and each language's texts beside the English (lib/content/shared/translations.mjs).
import {
  artworkOf,
  brandOf,
  buildMoment,
  readResult,
  whileEditing,
  writeResult,
} from '@/lib/render/build-result.mjs';
import { readMessages } from '@/lib/core/messages.mjs';
import type { Picture } from '@/lib/content/shared/pictures.mjs';
import { readContentFiles, resolveContent } from '@/lib/content/resolve.mjs';
import { getLocale, type LocaleCode } from '@/lib/render/i18n';
import { defaultLocale } from '@/lib/core/locales.mjs';
import type { Content } from '../lib/content/types';

const root = process.cwd();
const dev = process.env.NODE_ENV === 'development';

/**
 * The first step's result (lib/render/build-result.mjs): a build parses no data file here. Where
 * there is none as new as the data (a unit test on a fresh clone, a file saved under
 * `next dev`), the first step's resolve runs here on the files, read from disk as it reads
 * them (an editor may save a byte-order mark, which the bundler's JSON import refuses), and
 * under `next dev` its result is written for the art and the next reader.
 */
function load() {
  const result = readResult(root);
  if (result) return { byLanguage: result.byLanguage, pictures: new Map(result.pictures) };
  const artwork = artworkOf(root);
  const { instant, preview } = buildMoment(root);
  const resolved = resolveContent(readContentFiles(root), artwork, { now: instant });
  if (dev) {
    writeResult(root, {
      ...resolved,
      brand: brandOf(root),
      artwork,
      messages: readMessages(root),
      instant: instant.toISOString(),
      preview: preview !== null,
    });
  }
  return { byLanguage: resolved.byLanguage, pictures: resolved.pictures };
}

// Read once in a build; under `next dev`, again on the next request once a data file is
// saved (a post's Markdown in any language, a game's JSON, a list), as an imported file would be.
const latest = whileEditing(root, load);
const resolved = latest();

/** The content as written, in English, as the build (or `next dev`) started with it. */
export const content: Content = resolved.byLanguage[defaultLocale];

/** The content in a language: the first step's result for it, translations filled. */
export function contentIn(code: LocaleCode): Content {
  return latest().byLanguage[code];
}

/** The content in the language of the page being rendered. */
export const localContent = (): Content => contentIn(getLocale().code);

/** Every picture the content shows, by slug: generated, drawn for an entry, or a studio's file. */
export const contentPictures: ReadonlyMap<string, Picture> = resolved.pictures;

/**
 * The pictures the content adds as last read: under `next dev`, a name or picture saved while
 * it runs (the editors' CMS) gets its drawn art's entry on the next request; a build's stay.
 */
export const currentContentPictures = (): ReadonlyMap<string, Picture> => latest().pictures;
