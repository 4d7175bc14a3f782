// `node __tests__/build/export-manifest.mjs <dir> <file>`: writes every file of an export
// as a SHA-256 by path (tree-digest.mjs) to <file>. CI writes out/'s once the first Node
// line has passed every check over it; the second line's build is held to it
// (same-export.node.mjs), in place of running those checks again over the same bytes.
import { writeFileSync } from 'node:fs';
import { digest } from './tree-digest.mjs';

const [dir, file] = process.argv.slice(2);
if (!dir || !file) {
  console.error('usage: node __tests__/build/export-manifest.mjs <dir> <file>');
  process.exit(2);
}
const files = digest(dir);
writeFileSync(file, `${JSON.stringify({ dir, node: process.version, files })}\n`);
console.log(`export-manifest: ${Object.keys(files).length} files of ${dir}/ into ${file}`);
