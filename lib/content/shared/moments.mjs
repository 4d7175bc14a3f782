// When an entry shows: `publishAt` and `expireAt`, on every kind that has them (a game, its
// press kit and each trailer, a post, a studio page, a careers position). An entry is shown
// from its publishAt (absent: always) until its expireAt (absent: never ends), as of the
// build's instant (lib/core/instant.mjs). An entry not shown is left out where it is read
// (lib/content/*.mjs), so no page, list, feed, sitemap or index downstream can name it.
// Each instant still ahead is kept as an upcoming change: the build prints the next one and
// scripts/due.mjs compares them with the clock.
import { z } from 'zod';
import { parseInstant } from '../../core/instant.mjs';

/** A day alone, ISO (2027-03-10): 00:00 UTC that day, as the content's days mean. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The instant a publishAt or expireAt names, or null: an ISO 8601 instant with its offset,
 * or a day alone.
 * @param {string} text
 */
export const momentOf = (text) => parseInstant(DAY.test(text) ? `${text}T00:00:00Z` : text);

const FORMS =
  'an instant with its offset, like 2027-03-10T15:00:00Z or 2027-03-10T16:00:00+01:00, or a day, 2027-03-10 (00:00 UTC)';

// The form, which the editor checks as it is typed (the JSON Schema's pattern); the calendar
// and the clock, which the build checks.
const moment = (/** @type {string} */ what) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/, FORMS)
    .refine((text) => momentOf(text) !== null, FORMS)
    .describe(what)
    .optional();

/** The two fields, for every kind's schema. */
export const momentFields = {
  publishAt: moment(
    'When it appears on the site: an instant with its offset (2027-03-10T15:00:00Z). Until then it is on no page, list, feed or index.',
  ),
  expireAt: moment(
    'When it leaves the site, the same way: an instant with its offset. Left out: it stays.',
  ),
};

/** The fields' names, which a file may carry at its top level beside `$schema`. */
export const MOMENT_KEYS = /** @type {const} */ (['publishAt', 'expireAt']);

/**
 * The instants an entry's fields name, null where a field is absent. The schema has checked
 * the texts.
 * @param {{ publishAt?: string, expireAt?: string }} fields
 */
const windowOf = (fields) => ({
  from: fields.publishAt === undefined ? null : momentOf(fields.publishAt),
  until: fields.expireAt === undefined ? null : momentOf(fields.expireAt),
});

/**
 * @typedef {'shown' | 'held' | 'ended'} EntryState  shown now, not yet (publishAt ahead), or
 *   past its expireAt
 */

/**
 * Whether an entry's moments put it past its end (expireAt at or before `now`), not yet
 * shown, or shown: what an address of it answers (lib/content/shared/addresses.mjs).
 * @param {{ publishAt?: string, expireAt?: string }} fields @param {Date} now
 * @returns {EntryState}
 */
export function stateOf(fields, now) {
  const { from, until } = windowOf(fields);
  if (until && until <= now) return 'ended';
  return from && from > now ? 'held' : 'shown';
}

/**
 * @typedef {{ at: Date, what: string }} Change
 *   An instant ahead at which the site built then differs: `what` says what happens.
 */

/**
 * The build's instant and what the content says of time: which entries show, which are held
 * back (and why, for the build's warnings), and each change still ahead.
 */
export class Clock {
  /** @param {Date} now */
  constructor(now) {
    this.now = now;
    /** @type {Change[]} */
    this.upcoming = [];
  }

  /**
   * Whether an entry with these fields shows now; a moment ahead is kept as a change, and an
   * entry left out is said in `warnings`. The schema has checked the texts.
   * @param {{ publishAt?: string, expireAt?: string }} fields
   * @param {string} what the entry, as the warnings and changes name it (its file, its key)
   * @param {string[]} warnings
   * @param {{ publishAt?: string, expireAt?: string }} [said] how to name a moment the entry
   *   takes from another field ("dated 20/11/2026"): by default, the field and its value
   */
  shows(fields, what, warnings, said = {}) {
    const { from, until } = windowOf(fields);
    const fromText = said.publishAt ?? `publishAt ${fields.publishAt}`;
    const untilText = said.expireAt ?? `expireAt ${fields.expireAt}`;
    if (from && until && until <= from) {
      warnings.push(`${what}: ${untilText}, not after ${fromText}: never shown`);
      return false;
    }
    if (until && until <= this.now) {
      warnings.push(`${what}: ${untilText}, before the build's instant: left out`);
      return false;
    }
    if (until) this.ahead(until, `${what} leaves the site`);
    if (from && from > this.now) {
      this.ahead(from, `${what} is published`);
      warnings.push(`${what}: ${fromText}, after the build's instant: held back until then`);
      return false;
    }
    return true;
  }

  /**
   * A change at `at` when it is still ahead (a release day, a post's day).
   * @param {Date} at @param {string} what
   */
  ahead(at, what) {
    if (at > this.now) this.upcoming.push({ at, what });
  }
}

/**
 * The first change ahead, or null when the content has none.
 * @param {readonly Change[]} upcoming
 */
export const nextChange = (upcoming) =>
  upcoming.reduce(
    (/** @type {Change | null} */ first, change) =>
      !first || change.at < first.at ? change : first,
    null,
  );

/**
 * An entry without its moments: what is shown carries no instant ahead into a page, a flight
 * file or a feed (a reader could learn when the next announcement is).
 * @template {Record<string, any>} T
 * @param {T} entry
 * @returns {Omit<T, 'publishAt' | 'expireAt'>}
 */
export function withoutMoments(entry) {
  const rest = { ...entry };
  delete rest.publishAt;
  delete rest.expireAt;
  return rest;
}
