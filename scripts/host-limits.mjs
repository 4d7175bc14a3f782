// The build's last step: out/'s size and file count, with and without the precompressed
// copies, and one warning line for each host named in the README whose limit the export
// passes or nears, before a publish fails there. Hosts given out/ without the copies
// (tools/publish.mjs --no-precompressed) are measured without them.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MiB = 1024 * 1024;

/**
 * What each host takes, as its documentation states it (docs/deploy.md).
 * @type {readonly { host: string, files?: number, fileBytes?: number, totalBytes?: number,
 *   precompressed: boolean }[]}
 */
export const HOST_LIMITS = [
  { host: 'Cloudflare Pages', files: 20_000, fileBytes: 25 * MiB, precompressed: false },
  // "No larger than 1 GB": taken as the smaller reading, 10^9 bytes.
  { host: 'GitHub Pages', totalBytes: 1e9, precompressed: false },
];

/** A limit counts as near from this share of it. */
export const NEAR = 0.9;

const PRECOMPRESSED = /\.(br|gz)$/;

/**
 * @typedef {{ files: number, bytes: number, largest: { file: string, bytes: number } }} Tally
 * @typedef {{ all: Tally, plain: Tally }} Measure
 */

/**
 * out/'s files and bytes, all of them and without the precompressed copies.
 * @param {string} out
 * @returns {Measure}
 */
export function measureOut(out) {
  const tally = () => ({ files: 0, bytes: 0, largest: { file: '', bytes: 0 } });
  const all = tally();
  const plain = tally();
  /** @param {Tally} into @param {string} file @param {number} bytes */
  const add = (into, file, bytes) => {
    into.files += 1;
    into.bytes += bytes;
    if (bytes > into.largest.bytes) into.largest = { file, bytes };
  };
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        const { size } = statSync(full);
        const file = path.relative(out, full);
        add(all, file, size);
        if (!PRECOMPRESSED.test(entry.name)) add(plain, file, size);
      }
    }
  };
  walk(out);
  return { all, plain };
}

// In MiB, as the hosts state their limits per file and as tools/bench-catalogue.mjs reports.
const mib = (/** @type {number} */ bytes) => `${(bytes / MiB).toFixed(1)} MiB`;
const count = (/** @type {number} */ n) => n.toLocaleString('en-GB');

/** The summary line. @param {Measure} measure */
export function sizeLine({ all, plain }) {
  const copies = all.files - plain.files;
  return copies
    ? `out: ${mib(all.bytes)} in ${count(all.files)} files; without the ${count(copies)} precompressed copies ${mib(plain.bytes)} in ${count(plain.files)}`
    : `out: ${mib(all.bytes)} in ${count(all.files)} files (no precompressed copies)`;
}

/**
 * One line for each host whose limit the export passes or nears (NEAR).
 * @param {Measure} measure
 */
export function limitWarnings(measure) {
  /** @type {string[]} */
  const lines = [];
  for (const limit of HOST_LIMITS) {
    const given = limit.precompressed ? measure.all : measure.plain;
    /** @type {[number, number | undefined, string][]} */
    const checks = [
      [given.files, limit.files, `${count(given.files)} files of its ${count(limit.files ?? 0)}`],
      [given.bytes, limit.totalBytes, `${mib(given.bytes)} of its ${mib(limit.totalBytes ?? 0)}`],
      [
        given.largest.bytes,
        limit.fileBytes,
        `${given.largest.file} is ${mib(given.largest.bytes)}, a file at most ${mib(limit.fileBytes ?? 0)}`,
      ],
    ];
    for (const [value, max, said] of checks) {
      if (!max || value < max * NEAR) continue;
      const verdict = value > max ? 'a publish would fail' : 'near the limit';
      lines.push(`out: warning: ${limit.host}: ${said} (${verdict})`);
    }
  }
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = path.resolve(process.argv[2] ?? 'out');
  const measure = measureOut(out);
  console.log(sizeLine(measure));
  for (const line of limitWarnings(measure)) console.warn(line);
}
