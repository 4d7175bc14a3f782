// Press-kit archives (images.zip, logo.zip) with fflate: entries sorted by name, every
// modification time the same fixed instant and pictures stored as they are (JPEG and PNG are
// compressed already), so two builds of one commit give the same bytes.
import { zipSync } from 'fflate';

/** Every entry's modification time: fixed, so the archive is a function of its files alone. */
export const ENTRY_TIME = new Date('2020-01-01T00:00:00Z');

/**
 * One archive of `files`, byte for byte the same for the same files.
 * @param {readonly { name: string, bytes: Uint8Array }[]} files
 */
export function archive(files) {
  const sorted = [...files].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  /** @type {import('fflate').Zippable} */
  const entries = {};
  for (const { name, bytes } of sorted) {
    entries[name] = [bytes, { level: /\.(svg|xml)$/.test(name) ? 9 : 0, mtime: ENTRY_TIME }];
  }
  return Buffer.from(zipSync(entries, { mtime: ENTRY_TIME }));
}

export class ArchiveLimitError extends Error {}

const MIB = 1024 * 1024;
const mib = (/** @type {number} */ bytes) => `${(bytes / MIB).toFixed(1)} MiB`;

/**
 * An archive's parts under the host's limit per file: one archive when it fits; split into
 * parts in name order when `overLimit` is "split"; an ArchiveLimitError with one line
 * otherwise, or when one file alone is over the limit.
 * @param {readonly { name: string, bytes: Uint8Array }[]} files
 * @param {{ where: string, maxBytes: number, overLimit: 'split' | 'stop' }} limit
 * @returns {Buffer[]}
 */
export function archiveParts(files, { where, maxBytes, overLimit }) {
  const whole = archive(files);
  if (whole.length <= maxBytes) return [whole];
  const limitText = `the host takes at most ${mib(maxBytes)} per file (data/brand.json maxFileMiB)`;
  if (overLimit === 'stop') {
    throw new ArchiveLimitError(
      `${where}: ${mib(whole.length)}: ${limitText}; "overLimit": "split" splits it`,
    );
  }
  const sorted = [...files].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  /** @type {{ name: string, bytes: Uint8Array }[][]} */
  const groups = [];
  for (const file of sorted) {
    const last = groups.at(-1);
    if (last && archive([...last, file]).length <= maxBytes) last.push(file);
    else if (archive([file]).length <= maxBytes) groups.push([file]);
    else {
      throw new ArchiveLimitError(
        `${where}: ${file.name} alone is ${mib(file.bytes.length)}: ${limitText}`,
      );
    }
  }
  return groups.map((group) => archive(group));
}
