// A platform's release as a kit writes it: a day (dd/mm/yyyy), or a window before there is
// one: a year ("2027"), a quarter ("Q3 2027"), a season ("Spring 2027"), a month ("March
// 2027") or "TBA". Pure: the schema, the game page, the JSON-LD, the press kit's import and
// export read a release through here, so a window is never taken for a day.
import { isoDay } from '../shared/days.mjs';
import { DATE } from '../shared/fields.mjs';

const MONTHS = /** @type {const} */ ([
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]);
export const SEASONS = /** @type {const} */ (['spring', 'summer', 'autumn', 'winter']);

/**
 * @typedef {{ kind: 'day', day: string }
 *   | { kind: 'year', year: number }
 *   | { kind: 'quarter', quarter: number, year: number }
 *   | { kind: 'season', season: typeof SEASONS[number], year: number }
 *   | { kind: 'month', month: number, year: number }
 *   | { kind: 'tba' }} Release
 *   `day` as written (dd/mm/yyyy); `month` 1-12
 */

const WINDOW =
  /^(?:(?<year>\d{4})|Q(?<quarter>[1-4]) (?<qYear>\d{4})|(?<season>Spring|Summer|Autumn|Fall|Winter) (?<sYear>\d{4})|(?<month>[A-Z][a-z]+) (?<mYear>\d{4})|(?<tba>TBA))$/;

/** What a release says in words, for the schema and a refused line. */
export const RELEASE_FORMS =
  'a day as dd/mm/yyyy, or a window: "2027", "Q3 2027", "Spring 2027", "March 2027" or "TBA"';

/**
 * A release as written, read; null for a text that is neither a day nor a window (the
 * calendar is the schema's: dayExists in fields.mjs).
 * @param {string} text
 * @returns {Release | null}
 */
export function releaseOf(text) {
  if (DATE.test(text)) return { kind: 'day', day: text };
  const groups = WINDOW.exec(text.trim())?.groups;
  if (!groups) return null;
  if (groups.tba) return { kind: 'tba' };
  if (groups.year) return { kind: 'year', year: Number(groups.year) };
  if (groups.quarter)
    return { kind: 'quarter', quarter: Number(groups.quarter), year: Number(groups.qYear) };
  if (groups.season) {
    const name = groups.season === 'Fall' ? 'autumn' : groups.season.toLowerCase();
    return {
      kind: 'season',
      season: /** @type {typeof SEASONS[number]} */ (name),
      year: Number(groups.sYear),
    };
  }
  const month = MONTHS.indexOf(/** @type {typeof MONTHS[number]} */ (groups.month)) + 1;
  return month > 0 ? { kind: 'month', month, year: Number(groups.mYear) } : null;
}

/** The instant a release day begins: 00:00 UTC on it. @param {string} day dd/mm/yyyy */
export const releaseStart = (day) => new Date(`${isoDay(day)}T00:00:00Z`);

/**
 * Whether a platform's release has come by `now`: a day from its first minute (00:00 UTC); a
 * window, TBA or none never. The one place the site decides it: the resolver marks each
 * platform with it (`out`), which the game page, its JSON-LD and the press kit read.
 * @param {string | undefined} release @param {Date} now
 */
export function isOut(release, now) {
  const read = release === undefined ? null : releaseOf(release);
  return read?.kind === 'day' && releaseStart(read.day) <= now;
}
