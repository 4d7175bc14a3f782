// The interface text and the language of the page being rendered. Each layout and page
// names its language (setRequestLocale) before anything reads it: React's cache() scopes it
// to one render, so the static export renders every language's page in its own words.
// Client components get their words as props (or, for the error screen, by context).
import { cache } from 'react';
import type english from '@/data/locales/en/messages.json';
import { defaultLocale, locales } from '../core/locales.mjs';
import { readMessages } from '../core/messages.mjs';
import { readResult, whileEditing } from './build-result.mjs';

export type LocaleCode = (typeof locales)[number]['code'];
export type Locale = (typeof locales)[number];
/** A language's writing system (lib/core/locales.mjs): what picks its web face. */
export type Script = Locale['script'];
export type Messages = Omit<typeof english, '$schema'>;

const current = cache((): { code: LocaleCode } => ({ code: defaultLocale }));

/** Names the language of the page being rendered: the first line of every layout and page. */
export function setRequestLocale(code: LocaleCode): void {
  current().code = code;
}

/** The language of the page being rendered (English outside a render, as in unit tests). */
export function getLocale(): Locale {
  const code = current().code;
  return locales.find((locale) => locale.code === code) ?? locales[0];
}

// Read once in a build; under `next dev`, again once a message file is saved.
const loaded = whileEditing(
  process.cwd(),
  () =>
    (readResult(process.cwd())?.messages ?? readMessages(process.cwd())) as Record<
      LocaleCode,
      Messages
    >,
);

/**
 * A language's messages, English filling any key not yet translated (the build names those):
 * the first step's result, or the files read where there is none as new as the data.
 */
export function messagesFor(code: LocaleCode): Messages {
  // English is the reference every language is filled from: its keys are the ones the
  // components read (a test holds them to it), so each language has English's shape.
  return loaded()[code];
}

/** The messages of the page being rendered. */
export function getMessages(): Messages {
  return messagesFor(getLocale().code);
}
