// A reference any kind may make to a catalogue game that names none, as the one line the
// build stops with (a schema problem's line is lib/core/schema-line.mjs's).
import { DataFileError, printable, quote } from '../../core/data-file.mjs';
import { GAMES_DIR } from './folders.mjs';

/**
 * One line for a slug that names no catalogue game.
 * @param {string} where @param {string} slug @param {readonly string[]} slugs
 */
export function unknownGame(where, slug, slugs) {
  const shown =
    slugs.slice(0, 8).join(', ') + (slugs.length > 8 ? ` and ${slugs.length - 8} more` : '');
  return new DataFileError(
    `${where} is ${quote(slug)}: no game ${GAMES_DIR}/${printable(slug)}/: expected one of ${shown || '(the catalogue is empty)'}`,
  );
}
