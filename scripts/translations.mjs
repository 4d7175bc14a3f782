// The build's first step for the languages (lib/core/locales.mjs): each language's interface text
// (data/locales/<code>/messages.json), read and checked (the content's texts are checked
// where the content is resolved, lib/content/resolve.mjs). A wrong key or a value that
// is not text stops the build in one line naming file and key; a text not yet translated is
// one warning line naming it, and the site shows English there.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DataFileError } from '../lib/core/data-file.mjs';
import { defaultLocale, locales, prefixedLocales } from '../lib/core/locales.mjs';
import { LOCALES_DIR, fillMessages, readLocaleFile } from '../lib/core/messages.mjs';

/**
 * Checks every language against English; returns the warnings (one line each).
 * The content's texts in each language are checked where the content is resolved
 * (lib/content/resolve.mjs), which warns of those not translated yet.
 * @param {string} root
 */
export function checkTranslations(root) {
  /** @type {string[]} */
  const warnings = [];
  const english = readLocaleFile(root, defaultLocale, 'messages.json');
  if (english.data === undefined) {
    throw new DataFileError(`${english.file}: missing: expected the English interface text`);
  }
  // English checked against itself: an object of texts, nested no deeper than objects.
  const englishMessages = /** @type {import('../lib/core/messages.mjs').Messages} */ (english.data);
  fillMessages(englishMessages, english.data, english.file);
  for (const { code, name } of prefixedLocales) {
    const messages = readLocaleFile(root, code, 'messages.json');
    if (messages.data === undefined) {
      throw new DataFileError(
        `${messages.file}: missing: expected ${name}'s interface text (lib/core/locales.mjs lists ${code})`,
      );
    }
    fillMessages(englishMessages, messages.data, messages.file, (key) =>
      warnings.push(`${messages.file}: ${key} is not translated yet: English is shown`),
    );
  }
  const dir = path.join(root, LOCALES_DIR);
  if (existsSync(dir)) {
    for (const entry of readdirSync(dir)) {
      if (!locales.some((locale) => locale.code === entry)) {
        warnings.push(`${LOCALES_DIR}/${entry}: not in lib/core/locales.mjs: not built`);
      }
    }
  }
  return warnings;
}
