// Addresses that outlive renames: a game, its press kit, a post or a studio page may list
// the English addresses it had before as `formerly` (a studio page's language file, its own).
// Each old address answers with a 301 to the entry's address now, in every language as its
// current one follows (/de/ + the English address, or a page's own address). An entry past
// its expireAt is gone: its addresses, old and current, answer 410 where a host can say so.
// The build's last steps turn the result into host files and check the ledger of published
// addresses (scripts/addresses.mjs, data/addresses.txt).
import { z } from 'zod';
import { DataFileError } from '../../core/data-file.mjs';
import { locales, localisedPath } from '../../core/locales.mjs';

/** The ledger of every address the site has published (scripts/addresses.mjs). */
export const LEDGER = 'data/addresses.txt';

/** An address on this site, English and unprefixed, its folder's trailing slash included. */
const ADDRESS = /^\/(?:[a-z0-9][a-z0-9._~-]*\/)+$/;
const PREFIXED = new RegExp(`^/(${locales.map(({ code }) => code).join('|')})/`);

/** The field every kind that has an address of its own carries. */
export const formerlyField = z
  .array(
    z
      .string()
      .regex(
        ADDRESS,
        'an address on this site, like /games/old-name/: lower case, a slash at each end',
      )
      .refine(
        (address) => !PREFIXED.test(address),
        'the English address, without a language prefix: the other languages follow from it',
      ),
  )
  .max(24, 'at most 24 old addresses')
  .describe(
    'The addresses it had before a rename, like /games/old-name/: each answers with a permanent redirect (301) to this one, in every language.',
  )
  .optional();

/** The field's name, which a JSON file may carry at its top level beside `$schema`. */
export const FORMERLY = 'formerly';

/**
 * @typedef {{ from: string, to: string }} Move  an old address and the one it leads to, both
 *   with their language's prefix and without the base path
 * @typedef {import('./moments.mjs').EntryState} EntryState
 * @typedef {{ file: string, paths: Record<string, string>, formerly: Record<string, readonly string[]>, state: EntryState }} AddressedEntry
 *   `paths` and `formerly` by language code, prefixed
 */

/**
 * An English address and its old ones in every language, each as its current one follows.
 * @param {string} english @param {readonly string[]} [formerly]
 */
export function everyLanguage(english, formerly = []) {
  return {
    paths: Object.fromEntries(locales.map(({ code }) => [code, localisedPath(english, code)])),
    formerly: Object.fromEntries(
      locales.map(({ code }) => [code, formerly.map((old) => localisedPath(old, code))]),
    ),
  };
}

/**
 * The site's addresses as the content decides them: each entry's, now and before. `check`
 * stops on an old address that is an address now, or that two lists name; `moves` and
 * `gone` are what the hosts are told.
 */
export class AddressBook {
  /** @type {AddressedEntry[]} */
  entries = [];

  /** @param {AddressedEntry} entry */
  add(entry) {
    this.entries.push(entry);
  }

  /**
   * Throws a DataFileError naming both files for an old address that is some entry's
   * address now (or one of `own`, the site's own pages), or that is listed twice.
   * @param {readonly string[]} own the site's own pages' addresses, in every language
   */
  check(own) {
    /** @type {Map<string, string>} */
    const current = new Map(own.map((address) => [address, "the site's own page"]));
    for (const { file, paths } of this.entries) {
      for (const address of Object.values(paths)) current.set(address, file);
    }
    /** @type {Map<string, string>} */
    const listed = new Map();
    for (const { file, formerly } of this.entries) {
      for (const address of Object.values(formerly).flat()) {
        const now = current.get(address);
        if (now) {
          throw new DataFileError(
            `${file}: formerly ${address} is ${now === file ? "this entry's own" : `${now}'s`} address now: expected an old address no page has`,
          );
        }
        const other = listed.get(address);
        if (other) {
          throw new DataFileError(
            `${file}: formerly ${address} is listed by ${other} too: expected each old address in one list, once`,
          );
        }
        listed.set(address, file);
      }
    }
  }

  /** Each shown entry's old addresses, leading to its address now. @returns {Move[]} */
  moves() {
    return this.entries
      .filter(({ state }) => state === 'shown')
      .flatMap(({ paths, formerly }) =>
        Object.entries(formerly).flatMap(([code, olds]) =>
          olds.map((from) => ({ from, to: /** @type {string} */ (paths[code]) })),
        ),
      )
      .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  }

  /** Every address, now and before, of the entries past their expireAt. @returns {string[]} */
  gone() {
    return this.entries
      .filter(({ state }) => state === 'ended')
      .flatMap(({ paths, formerly }) => [
        ...Object.values(paths),
        ...Object.values(formerly).flat(),
      ])
      .sort();
  }
}
