// npm run brand -- --name "Nova Arcade" --company "Nova Arcade Studios" --accent "#3ba7ff"
// Writes data/brand.json (keys left out keep their current value), checked exactly as
// the build checks it, contrast included; a bad value writes nothing and says why.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { BRAND_FILE, BRAND_KEYS, brandTheme, checkBrand } from '../lib/brand.mjs';

/** @type {Record<string, { key: keyof typeof BRAND_KEYS, help: string }>} */
const OPTIONS = {
  name: { key: 'name', help: 'the site name' },
  company: { key: 'companyName', help: 'the company name' },
  accent: { key: 'accent', help: 'the accent colour, #rrggbb' },
  page: { key: 'page', help: 'the page background, #rrggbb' },
  surface: { key: 'surface', help: 'the content frame background, #rrggbb' },
  'art-hue': { key: 'artHue', help: 'the artwork lead hue, 0-359 (default: the accent hue)' },
};

const usage = `Usage: npm run brand -- [--name "Nova Arcade"] [--company "Nova Arcade Studios"] [--accent "#3ba7ff"]
                         [--page "#1f2122"] [--surface "#27292a"] [--art-hue 210 | --art-hue auto]
Writes ${BRAND_FILE}; options left out keep the file's current value.
${Object.entries(OPTIONS)
  .map(([option, { key, help }]) => `  --${option.padEnd(8)} ${help}: ${BRAND_KEYS[key]}`)
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
    if (key !== 'artHue') next[key] = value;
    else if (value === 'auto') delete next.artHue;
    else next.artHue = /^\d+$/.test(value) ? Number(value) : value;
  }
  const brand = checkBrand(next);
  const theme = brandTheme(brand);
  // Colours as the build reads them (#rrggbb), other keys ($comment) kept.
  return { json: { ...next, ...brand }, theme };
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
  } catch (/** @type {any} */ error) {
    console.error(`brand: ${error.message}\n\n${usage}`);
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
  } catch (/** @type {any} */ error) {
    console.error(`brand: ${error.message}; ${BRAND_FILE} was not changed`);
    process.exit(1);
  }
}
