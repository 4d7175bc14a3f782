// What the build checks compare: every file under a folder, by path, as a SHA-256.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** @param {string} dir @returns {Record<string, string>} */
export function digest(dir) {
  /** @type {Record<string, string>} */
  const files = {};
  /** @param {string} sub */
  const walk = (sub) => {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const relative = path.join(sub, entry.name);
      if (entry.isDirectory()) walk(relative);
      else
        files[relative] = createHash('sha256')
          .update(readFileSync(path.join(dir, relative)))
          .digest('hex');
    }
  };
  walk('');
  return files;
}
