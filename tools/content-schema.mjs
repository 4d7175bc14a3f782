// `npm run content:schema`: writes the JSON Schema of each content file (data/content/schema/)
// from lib/content/<kind>/*.schema.mjs, the schema the build checks, and the brand's
// (data/brand.schema.json, from lib/brand/brand.schema.mjs). Each content file names its own
// in `$schema`, so VS Code and GitHub's web editor flag a wrong key or type as it is typed.
// `--check` fails when a written schema is out of date (npm test runs it through the tests).
// cms/config.json, the editors' CMS's fields, is written from the same schema alongside.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { CONTENT_DIR } from '../lib/content/resolve.mjs';
import { GAME_FILE } from '../lib/content/games/game-folders.mjs';
import { KINDS } from '../lib/content/kinds.mjs';
import { cmsConfig, jsonSchema, translationOf } from '../scripts/cms/config.mjs';
import { defaultLocale, prefixedLocales } from '../lib/core/locales.mjs';
import { contentFiles } from '../lib/content/screens/screens.schema.mjs';
import { BRAND_FILE, BRAND_KEYS } from '../lib/brand/brand.mjs';
import { brandFile } from '../lib/brand/brand.schema.mjs';
import { toolArgs } from './args.mjs';

/** The JSON Schema of a content file, as its `$schema` names it (data/content/schema/). */
const schemaFileOf = (/** @type {string} */ name) =>
  `schema/${name.replace(/\.json$/, '.schema.json')}`;

/** The brand file's JSON Schema, beside it: `"$schema": "./brand.schema.json"`. */
const BRAND_SCHEMA_FILE = 'data/brand.schema.json';

/**
 * A content file's JSON Schema: English alone, or English under `en` with each other
 * language's texts beside it (lib/content/shared/translations.mjs).
 * @param {import('zod').ZodType} schema
 */
function byLanguageSchema(schema) {
  const { $schema: dialect, ...english } = /** @type {Record<string, unknown>} */ (
    jsonSchema(schema)
  );
  const translated = translationOf(
    /** @type {import('../scripts/cms/config.mjs').JsonSchema} */ (english),
  );
  const ref = { $ref: '#/$defs/english' };
  return {
    $schema: dialect,
    $defs: { english },
    anyOf: [
      ref,
      {
        type: 'object',
        properties: {
          $schema: { type: 'string' },
          [defaultLocale]: ref,
          ...Object.fromEntries(prefixedLocales.map(({ code }) => [code, translated ?? {}])),
        },
        required: [defaultLocale],
        additionalProperties: false,
      },
    ],
  };
}

/** Each schema file's path and text. */
export async function schemaTexts() {
  /** @type {{ schema: import('zod').ZodType, file: string, title: string, byLanguage?: boolean }[]} */
  const schemas = [
    ...Object.entries(contentFiles).map(([name, schema]) => ({
      schema,
      file: schemaFileOf(name),
      title: `${CONTENT_DIR}/${name}`,
      byLanguage: true,
    })),
    // Each JSON folder kind's entries name theirs (lib/content/kinds.mjs): ../../schema/ from
    // data/content/<kind>/<slug>/, after the kind's singular, game.schema.json.
    ...Object.values(KINDS)
      .filter((kind) => kind.format === 'json')
      .map((kind) => ({
        schema: kind.schema,
        file: `schema/${kind.cms.singular.toLowerCase()}.schema.json`,
        title: `${kind.dir}/<slug>/${GAME_FILE}`,
        byLanguage: true,
      })),
  ];
  const texts = schemas.map(async ({ schema, file: name, title, byLanguage = false }) => {
    const json = byLanguage ? byLanguageSchema(schema) : jsonSchema(schema);
    const file = path.join(CONTENT_DIR, name);
    // Written as the project's formatter would write it, so lint never disagrees.
    const text = await format(JSON.stringify({ ...json, title }), {
      ...(await resolveConfig(file)),
      filepath: file,
    });
    return { file, text };
  });
  // The brand's (data/brand.json names it), each key described as BRAND_KEYS describes it.
  const brand = (async () => {
    const file = BRAND_SCHEMA_FILE;
    const { properties = {}, ...rest } = /** @type {{ properties?: Record<string, object> }} */ (
      jsonSchema(brandFile)
    );
    const described = Object.fromEntries(
      Object.entries(properties).map(([key, value]) => [
        key,
        key in BRAND_KEYS
          ? { description: BRAND_KEYS[/** @type {keyof typeof BRAND_KEYS} */ (key)], ...value }
          : value,
      ]),
    );
    const text = await format(
      JSON.stringify({ ...rest, properties: described, title: BRAND_FILE }),
      {
        ...(await resolveConfig(file)),
        filepath: file,
      },
    );
    return { file, text };
  })();
  // The editors' CMS configuration (scripts/cms/config.mjs), made from the same schema.
  const cms = (async () => {
    const file = path.join('cms', 'config.json');
    const text = await format(JSON.stringify(cmsConfig()), {
      ...(await resolveConfig(file)),
      filepath: file,
    });
    return { file, text };
  })();
  return Promise.all([...texts, brand, cms]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = Boolean(toolArgs('content:schema', { check: { type: 'boolean' } }).values.check);
  let stale = 0;
  for (const { file, text } of await schemaTexts()) {
    if (check) {
      let written = '';
      try {
        written = readFileSync(file, 'utf8');
      } catch {}
      if (written !== text) {
        console.error(`content:schema: ${file} is out of date: run npm run content:schema`);
        stale += 1;
      }
    } else {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
      console.log(`content:schema: wrote ${file}`);
    }
  }
  process.exit(stale ? 1 : 0);
}
