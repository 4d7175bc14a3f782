// The build's first step for the languages (lib/locales.mjs): each language's folder in
// data/locales/<code>/ read and checked. A wrong key or a value that is not text stops the
// build in one line naming file and key; a text not yet translated is one warning line
// naming it, and the site shows English there.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DataFileError, quote } from '../lib/data-file.mjs';
import { defaultLocale, locales, prefixedLocales } from '../lib/locales.mjs';
import {
  LOCALES_DIR,
  checkTexts,
  fillMessages,
  readLocaleFile,
  translateContent,
} from '../lib/translations.mjs';

/**
 * Checks every language against English; returns the warnings (one line each).
 * @param {string} root
 * @param {unknown} content the resolved English content (scripts/content.mjs)
 */
export function checkTranslations(root, content) {
  /** @type {string[]} */
  const warnings = [];
  const english = readLocaleFile(root, defaultLocale, 'messages.json');
  if (english.data === undefined) {
    throw new DataFileError(`${english.file}: missing: expected the English interface text`);
  }
  // English checked against itself: an object of texts, nested no deeper than objects.
  const englishMessages = /** @type {import('../lib/translations.mjs').Messages} */ (english.data);
  fillMessages(englishMessages, english.data, english.file);
  // Every English text in a translated field: with no translations, each one is "missing".
  const translatable = new Set();
  translateContent(content, {}, (_, text) => translatable.add(text));
  for (const { code, name } of prefixedLocales) {
    const messages = readLocaleFile(root, code, 'messages.json');
    if (messages.data === undefined) {
      throw new DataFileError(
        `${messages.file}: missing: expected ${name}'s interface text (lib/locales.mjs lists ${code})`,
      );
    }
    fillMessages(englishMessages, messages.data, messages.file, (key) =>
      warnings.push(`${messages.file}: ${key} is not translated yet: English is shown`),
    );
    const texts = readLocaleFile(root, code, 'content.json');
    if (texts.data === undefined) {
      warnings.push(`${texts.file}: missing: the ${name} pages show the content in English`);
      continue;
    }
    const translations = checkTexts(texts.data, texts.file);
    translateContent(content, translations, (where, text) =>
      warnings.push(
        `${texts.file}: no translation of ${where} ${quote(text, 60)}: English is shown`,
      ),
    );
    // Stale translations (a caption since renamed) in one line: after a studio replaces the
    // sample content, every sample translation is one.
    const unused = Object.keys(translations).filter((source) => !translatable.has(source));
    if (unused.length > 0) {
      const named = unused.slice(0, 3).map((source) => quote(source, 40));
      const more = unused.length > 3 ? ` and ${unused.length - 3} more` : '';
      warnings.push(
        `${texts.file}: ${unused.length} translation${unused.length === 1 ? '' : 's'} of text no content file holds, unused: ${named.join(', ')}${more}`,
      );
    }
  }
  const dir = path.join(root, LOCALES_DIR);
  if (existsSync(dir)) {
    for (const entry of readdirSync(dir)) {
      if (!locales.some((locale) => locale.code === entry)) {
        warnings.push(`${LOCALES_DIR}/${entry}: not in lib/locales.mjs: not built`);
      }
    }
  }
  return warnings;
}
