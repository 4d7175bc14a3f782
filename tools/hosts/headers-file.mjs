// Reads the host headers file the build writes (out/_headers, Netlify / Cloudflare Pages
// format) and answers which headers a path gets: every matching rule applies, and a name
// set twice is joined with a comma, as those hosts do. The preview server and the nginx
// include (tools/hosts/nginx-include.mjs) both read it this way.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** @typedef {{ pattern: string, headers: [string, string][] }} HeaderRule */

/**
 * [{ pattern: '/art/*', headers: [['Cache-Control', '…']] }, …] in file order.
 * @param {string} dir
 * @returns {HeaderRule[]}
 */
export function readHeaderRules(dir) {
  const file = path.join(dir, '_headers');
  if (!existsSync(file)) return [];
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] });
    else {
      const at = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

/** @param {string} pattern @param {string} pathname */
export const ruleMatches = (pattern, pathname) =>
  pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern;

/**
 * @param {HeaderRule[]} rules @param {string} pathname
 * @returns {Record<string, string>}
 */
export function headersFor(rules, pathname) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const { pattern, headers: list } of rules) {
    if (!ruleMatches(pattern, pathname)) continue;
    for (const [name, value] of list)
      headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}
