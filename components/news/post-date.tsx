import { getLocale } from '@/lib/render/i18n';
import { formatLongDate, isoDate } from '@/lib/core/format';

/** A post's day (dd/mm/yyyy as written) in the page's language, machine-readable too. */
export function PostDate({ date }: { date: string }) {
  return <time dateTime={isoDate(date)}>{formatLongDate(date, getLocale().code)}</time>;
}
