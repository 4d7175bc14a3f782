// `node scripts/due.mjs --since <instant>`: whether the site built now would differ from the
// one built at <instant>, said without building: a publishAt or expireAt, a post's or a
// position's day, or a release day between the two (lib/content/shared/moments.mjs). Exits 0 with
// one line when a build is due, 1 with one line when nothing is, 2 with one line for a bad
// instant or a data file the build would stop on. A scheduler calls it every few minutes and
// builds only on 0 (docs/deploy.md, "Rebuilt when the time comes"). `--now <instant>` asks as
// of another moment than the clock's (a check of a schedule). `--upcoming` prints every
// change ahead of now, comma-separated, for a scheduler that cannot run this (the Cloudflare
// Worker of deploy/schedule/cloudflare/): never for the export, whose readers must not learn
// when the next announcement is.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readCatalogue } from './art/catalogue.mjs';
import { messageOf } from './errors.mjs';
import { readContentFiles, resolveContent } from '../lib/content/resolve.mjs';
import { nextChange } from '../lib/content/shared/moments.mjs';
import { parseInstant } from '../lib/core/instant.mjs';

/**
 * The changes between `since` (excluded) and `now` (included), as the content read at `root`
 * says, and the next one after `now`.
 * @param {string} root @param {Date} since @param {Date} now
 */
export function dueBetween(root, since, now) {
  const { upcoming } = resolveContent(readContentFiles(root), readCatalogue(root), { now: since });
  const due = upcoming
    .filter(({ at }) => at <= now)
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  return { due, next: nextChange(upcoming.filter(({ at }) => at > now)) };
}

/** An option's instant, or a one-line refusal. @param {string} name @param {string} text */
function instantOf(name, text) {
  const at = parseInstant(text);
  if (!at) {
    throw new Error(
      `--${name} is "${text}": expected an instant with its offset, like 2027-03-10T15:00:00Z`,
    );
  }
  return at;
}

/** @param {string[]} args @returns {{ code: 0 | 1 | 2, line: string }} */
export function dueLine(args, root = process.cwd(), clock = new Date()) {
  const usage =
    'usage: node scripts/due.mjs --since <instant> [--now <instant>] | --upcoming [--now <instant>]';
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        since: { type: 'string' },
        now: { type: 'string' },
        upcoming: { type: 'boolean' },
      },
    }));
  } catch (error) {
    return { code: 2, line: `due: ${messageOf(error)}: ${usage}` };
  }
  if (values.upcoming) {
    try {
      const now = values.now ? instantOf('now', values.now) : clock;
      const { upcoming } = resolveContent(readContentFiles(root), readCatalogue(root), { now });
      const instants = [...new Set(upcoming.map(({ at }) => at.toISOString()))].sort();
      return { code: 0, line: instants.join(',') };
    } catch (error) {
      return { code: 2, line: `due: ${messageOf(error).split('\n')[0]}` };
    }
  }
  if (!values.since) return { code: 2, line: `due: no --since: ${usage}` };
  try {
    const since = instantOf('since', values.since);
    const now = values.now ? instantOf('now', values.now) : clock;
    const { due, next } = dueBetween(root, since, now);
    const [first] = due;
    if (first) {
      const more = due.length > 1 ? ` (and ${due.length - 1} more)` : '';
      return {
        code: 0,
        line: `due: ${first.what} at ${first.at.toISOString()}${more}: build now`,
      };
    }
    const ahead = next ? `the next change is at ${next.at.toISOString()}` : 'no change is ahead';
    return { code: 1, line: `due: nothing since ${since.toISOString()}; ${ahead}` };
  } catch (error) {
    return { code: 2, line: `due: ${messageOf(error).split('\n')[0]}` };
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { code, line } = dueLine(process.argv.slice(2));
  (code === 2 ? console.error : console.log)(line);
  process.exit(code);
}
