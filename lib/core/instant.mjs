// Moments the site is built as of. An instant is ISO 8601 with its offset
// ("2027-03-10T15:00:00Z", "2027-03-10T16:00:00+01:00"): without one, an embargo typed in
// one zone lifts an hour off in another. The build's first step fixes the build's own
// instant once (BUILD_AT, else the clock's) in its result, so every step and each of Next's
// workers reads the same moment (lib/render/build-result.mjs's buildMoment).

const INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2}))$/;

/**
 * The instant `text` names, or null when it is not one: no offset, or a day, hour or offset
 * the calendar and the clock lack ("2027-02-30", "24:00", "+25:00"), which Date would roll over.
 * @param {string} text
 * @returns {Date | null}
 */
export function parseInstant(text) {
  const match = INSTANT.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second = '0', , offsetHours = '0', offsetMinutes = '0'] =
    match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const realDay =
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day);
  const realTime =
    Number(hour) < 24 &&
    Number(minute) < 60 &&
    Number(second) < 60 &&
    Number(offsetHours) < 24 &&
    Number(offsetMinutes) < 60;
  return realDay && realTime ? new Date(text.trim()) : null;
}
