// npm run brand -- --name "Nova Arcade" --company "Nova Arcade Studios" --accent "#3ba7ff"
// Writes data/brand.json (keys left out keep their current value), checked exactly as
// the build checks it, contrast included; a bad value writes nothing and says why.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  BRAND_FILE,
  BRAND_KEYS,
  HEX,
  brandTheme,
  checkBrand,
  schemeOfPage,
} from '../lib/brand/brand.mjs';
import { messageOf } from '../scripts/errors.mjs';

/**
 * Each option's value form; what it sets is the brand key's own description (BRAND_KEYS).
 * @type {Record<string, { key: keyof typeof BRAND_KEYS, value: string }>}
 */
const OPTIONS = {
  name: { key: 'name', value: 'text' },
  company: { key: 'companyName', value: 'text' },
  accent: { key: 'accent', value: '#rrggbb' },
  page: { key: 'page', value: '#rrggbb' },
  surface: { key: 'surface', value: '#rrggbb' },
  scheme: { key: 'scheme', value: 'system|light|dark' },
  switch: { key: 'switch', value: 'true|false' },
  search: { key: 'search', value: 'true|false' },
  'art-hue': { key: 'artHue', value: '0-359|auto' },
};

/** The value column: the longest value form and a space. */
const VALUE_WIDTH = Math.max(...Object.values(OPTIONS).map(({ value }) => value.length)) + 1;

const usage = `Usage: npm run brand -- [--name "Nova Arcade"] [--company "Nova Arcade Studios"] [--accent "#3ba7ff"]
                         [--page "#ffffff" [--surface "#f0f0f0"]] [--scheme system|light|dark]
                         [--switch true|false] [--search true|false] [--art-hue 210 | --art-hue auto]
Writes ${BRAND_FILE}; options left out keep the file's current value. A page colour replaces
the palette of the theme it belongs to (dark or light); the other theme is kept.
${Object.entries(OPTIONS)
  .map(
    ([option, { key, value }]) =>
      `  --${option.padEnd(8)} ${value.padEnd(VALUE_WIDTH)} ${BRAND_KEYS[key]}`,
  )
  .join('\n')}`;

/**
 * The brand file's new content: `current` with the options applied, then checked.
 * @param {Record<string, unknown>} current
 * @param {Record<string, string | undefined>} options
 */
export function nextBrand(current, options) {
  const next = { ...current };
  for (const [option, { key }] of Object.entries(OPTIONS)) {
    const value = options[option];
    if (value === undefined) continue;
    if (key === 'artHue') {
      if (value === 'auto') delete next.artHue;
      else next.artHue = /^\d+$/.test(value) ? Number(value) : value;
    } else if (key === 'switch' || key === 'search') {
      next[key] = value === 'true' ? true : value === 'false' ? false : value;
    } else next[key] = value;
  }
  // A page colour (the shorthand) replaces the palette of the theme it belongs to; a surface
  // alone changes the first-shown theme's frame and keeps its page.
  if (next.surface !== undefined && next.page === undefined) {
    const resolved = checkBrand({ ...current, surface: undefined, page: undefined });
    next.page = resolved[resolved.scheme === 'light' ? 'light' : 'dark'].page;
  }
  // A new page without a surface gets its theme's derived one, not the old page's frame.
  if (options.page !== undefined && options.surface === undefined) delete next.surface;
  if (typeof next.page === 'string' && HEX.test(next.page)) delete next[schemeOfPage(next.page)];
  const brand = checkBrand(next);
  const theme = brandTheme(brand);
  // Colours as the build reads them (#rrggbb), both palettes spelt out, other keys kept.
  const kept = { ...next };
  delete kept.page;
  delete kept.surface;
  return { json: { $schema: './brand.schema.json', ...kept, ...brand }, theme };
}

function main() {
  /** @type {Record<string, string | boolean | undefined>} */
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        ...Object.fromEntries(Object.keys(OPTIONS).map((option) => [option, { type: 'string' }])),
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    console.error(`brand: ${messageOf(error)}\n\n${usage}`);
    process.exit(2);
  }
  if (parsed.help || Object.keys(parsed).length === 0) {
    console.log(usage);
    return;
  }
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const file = path.join(root, BRAND_FILE);
  /** @type {Record<string, unknown>} */
  let current = {};
  try {
    current = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // A missing or broken file is replaced: every required key must then be given.
  }
  // Past --help, every value parseArgs gave is a string option.
  const { json, theme } = nextBrand(
    current,
    /** @type {Record<string, string | undefined>} */ (parsed),
  );
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  const { accent } = theme.colours;
  console.log(
    `brand: wrote ${BRAND_FILE} for ${json.name} (${json.companyName}): accent ${accent.DEFAULT}, small text ${accent.ink}, rings ${accent.mark}, button label ${accent.label}; every pairing reaches WCAG AA.
Next: npm run dev to see it, npm start to build and serve it, npm test to check it.`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(`brand: ${messageOf(error)}; ${BRAND_FILE} was not changed`);
    process.exit(1);
  }
}
