// The build's first step for the languages (lib/core/locales.mjs): each language's interface text
// (data/locales/<code>/messages.json), read and checked (the content's texts are checked
// where the content is resolved, lib/content/resolve.mjs). A wrong key or a value that
// is not text stops the build in one line naming file and key; a text not yet translated is
// one warning line naming it, and the site shows English there.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { locales } from '../lib/core/locales.mjs';
import { LOCALES_DIR, readMessages } from '../lib/core/messages.mjs';

/**
 * Checks every language against English; returns each language's messages, filled, and the
 * warnings (one line each). The content's texts in each language are checked where the
 * content is resolved (lib/content/resolve.mjs), which warns of those not translated yet.
 * @param {string} root
 */
export function checkTranslations(root) {
  /** @type {string[]} */
  const warnings = [];
  const messages = readMessages(root, (line) => warnings.push(line));
  const dir = path.join(root, LOCALES_DIR);
  if (existsSync(dir)) {
    for (const entry of readdirSync(dir)) {
      if (!locales.some((locale) => locale.code === entry)) {
        warnings.push(`${LOCALES_DIR}/${entry}: not in lib/core/locales.mjs: not built`);
      }
    }
  }
  return { messages, warnings };
}
