// Next's build id from the content, not at random: two builds of the same tree give
// byte-identical out/ trees, so a redeploy of an unchanged commit invalidates no CDN
// entry and no open tab's payloads. The hash covers every input of the build (sources,
// data, scripts, configs, the lockfile) and the deploy inputs.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FOLDERS = ['app', 'components', 'data', 'lib', 'scripts'];
const FILES = [
  'package-lock.json',
  'next.config.mjs',
  'tailwind.config.ts',
  'postcss.config.mjs',
  'tsconfig.json',
];

/**
 * @param {string} dir
 * @returns {string[]}
 */
function filesIn(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.'))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return filesIn(full);
      return entry.isFile() ? [full] : [];
    });
}

/** @param {unknown} inputs what else the build depends on (its environment) */
export function contentBuildId(inputs) {
  const hash = createHash('sha256').update(JSON.stringify(inputs));
  const files = [
    ...FOLDERS.flatMap((dir) => filesIn(path.join(root, dir))),
    ...FILES.map((f) => path.join(root, f)),
  ];
  for (const file of files.sort()) {
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('base64url').slice(0, 21);
}
