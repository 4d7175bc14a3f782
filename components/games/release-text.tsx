import { formatLongDate, isoDate } from '@/lib/core/format';
import { format } from '@/lib/core/messages.mjs';
import { defaultLocale } from '@/lib/core/locales.mjs';
import { releaseOf, type Release } from '@/lib/content/games/release.mjs';
import { getLocale, getMessages } from '@/lib/render/i18n';

type ReleaseTextProps = {
  /** As written: a day (dd/mm/yyyy), a window ("Q3 2027", "TBA"), or none. */
  release: string | undefined;
  /** A press kit's fact sheet gives the day itself; a game page says where the game stands. */
  as: 'state' | 'day';
  /** Whether it is out as of the build's instant, as the content's resolver decided it. */
  out?: boolean;
};

/**
 * A platform's release in the page's language, as of the build's instant: "Out 14 March
 * 2027" before the day, "Out now" from it, "Coming Q3 2027" for a window, "Coming soon"
 * without one. A day to come never reads as past.
 */
export function ReleaseText({ release, as, out = false }: ReleaseTextProps) {
  const { code } = getLocale();
  const { gameFacts: words } = getMessages();
  const read = release === undefined ? null : releaseOf(release);
  if (!read || read.kind === 'tba') return <>{words.comingSoon}</>;
  if (read.kind !== 'day') {
    return <>{format(words.comingIn, { window: windowText(read, code, words) })}</>;
  }
  const day = formatLongDate(read.day, code);
  if (as === 'day') {
    return (
      // Isolated, so a date that starts with digits stays whole beside the platform's name.
      <bdi>
        <time dateTime={isoDate(read.day)}>{day}</time>
      </bdi>
    );
  }
  return (
    <time dateTime={isoDate(read.day)}>
      {out ? words.outNow : format(words.outOn, { date: day })}
    </time>
  );
}

type Words = ReturnType<typeof getMessages>['gameFacts'];

/** A window in a language's words: "Q3 2027", "Frühjahr 2027", "2027年3月". */
function windowText(read: Exclude<Release, { kind: 'day' | 'tba' }>, code: string, words: Words) {
  const year = String(read.year);
  switch (read.kind) {
    case 'year':
      return year;
    case 'quarter':
      return format(words.quarter, { quarter: String(read.quarter), year });
    case 'season':
      return format(words[read.season], { year });
    case 'month':
      return new Intl.DateTimeFormat(code === defaultLocale ? 'en-GB' : code, {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(Date.UTC(read.year, read.month - 1, 1)));
  }
}
