// Data shown in each language's own format (Intl): the library's dates and play times.
// English keeps the text as the content file writes it (the spec's "14/03/2036").
import { defaultLocale } from './locales.mjs';

/** "14/03/2036" (the content's dd/mm/yyyy) in the language's date format. */
export function formatDateAdded(text: string, code: string): string {
  if (code === defaultLocale) return text;
  const [day, month, year] = text.split('/').map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1));
  return new Intl.DateTimeFormat(code, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** "128 h 40 min" in the language's units. */
export function formatPlayTime(text: string, code: string): string {
  if (code === defaultLocale) return text;
  const [hours, minutes] = (text.match(/\d+/g) ?? []).map(Number);
  const unit = (value: number, name: 'hour' | 'minute') =>
    new Intl.NumberFormat(code, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  return `${unit(hours ?? 0, 'hour')} ${unit(minutes ?? 0, 'minute')}`;
}
