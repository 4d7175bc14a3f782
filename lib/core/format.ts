// Data shown in each language's own format (Intl): the library's dates and play times.
// English keeps the text as the content file writes it (the spec's "14/03/2036").
import { defaultLocale } from './locales.mjs';

/** "14/03/2036" (the content's dd/mm/yyyy) in the language's date format. */
export function formatDateAdded(text: string, code: string): string {
  if (code === defaultLocale) return text;
  return new Intl.DateTimeFormat(code, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    dayOf(text),
  );
}

/** "128 h 40 min" in the language's units. */
export function formatPlayTime(text: string, code: string): string {
  if (code === defaultLocale) return text;
  const [hours, minutes] = (text.match(/\d+/g) ?? []).map(Number);
  const unit = (value: number, name: 'hour' | 'minute') =>
    new Intl.NumberFormat(code, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  return `${unit(hours ?? 0, 'hour')} ${unit(minutes ?? 0, 'minute')}`;
}

/** "14/03/2036" as the machine-readable date <time> and JSON-LD take: "2036-03-14". */
export function isoDate(text: string): string {
  const [day, month, year] = text.split('/');
  return `${year}-${month}-${day}`;
}

/** "14/03/2036" written out in the language's long form: "14 March 2036", "14. März 2036". */
export function formatLongDate(text: string, code: string): string {
  // English pages write dates day first, as the content does (the spec's "14/03/2036").
  const locale = code === defaultLocale ? 'en-GB' : code;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    dayOf(text),
  );
}

/** An instant as a reader's long date and time, in UTC and said so: "1 December 2026, 15:00 UTC". */
export function formatInstant(at: Date, code: string): string {
  const locale = code === defaultLocale ? 'en-GB' : code;
  const text = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(at);
  return `${text} UTC`;
}

/** "14/03/2036" as the day it names, at midnight UTC. */
const dayOf = (text: string) => new Date(`${isoDate(text)}T00:00:00Z`);

/** A file's size in the language's units, as browsers show downloads: "680 kB", "6.9 MB". */
export function formatFileSize(bytes: number, code: string): string {
  const [value, unit, digits] =
    bytes < 1000
      ? [bytes, 'byte', 0]
      : bytes < 1_000_000
        ? [bytes / 1000, 'kilobyte', 0]
        : [bytes / 1_000_000, 'megabyte', 1];
  return new Intl.NumberFormat(code, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: digits,
  }).format(value);
}
