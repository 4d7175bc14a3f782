// The editors' CMS (Decap CMS, docs/decisions/cms.md) is configured from the content schema,
// never by hand: each content file's JSON Schema (the one `$schema` names, written from
// lib/content/<kind>/*.schema.mjs) becomes the editor's fields, with the same required fields,
// patterns, ranges and list lengths, so the editor asks for what the build checks.
// `npm run content:schema` writes cms/config.json with the schema files; `--check` fails
// when it is out of date. tools/cms.mjs adds the backend when it serves the admin.
import { z } from 'zod';
import { KINDS } from '../../lib/content/kinds.mjs';
import { GAMES_DIR } from '../../lib/content/games/game-folders.mjs';
import { NEWS_DIR } from '../../lib/content/news/news-folders.mjs';
import { PAGES_DIR } from '../../lib/content/pages/studio-pages.mjs';
import {
  ART_SLUG,
  DATE,
  GAME_SLUG,
  MAX_PICTURE_BYTES,
  PICTURE_FILE,
  VIDEOS_DIR,
  ROLE,
} from '../../lib/content/shared/fields.mjs';
import { contentFiles } from '../../lib/content/screens/screens.schema.mjs';
import { defaultLocale, locales } from '../../lib/core/locales.mjs';

/**
 * The part of a JSON Schema the fields are made from (z.toJSONSchema's output).
 * @typedef {{
 *   type?: string,
 *   description?: string,
 *   properties?: Record<string, JsonSchema>,
 *   required?: string[],
 *   items?: JsonSchema,
 *   anyOf?: JsonSchema[],
 *   pattern?: string,
 *   'x-video'?: string,
 *   minLength?: number,
 *   maxLength?: number,
 *   minItems?: number,
 *   maxItems?: number,
 *   minimum?: number,
 *   maximum?: number,
 *   additionalProperties?: boolean,
 *   enum?: string[],
 *   format?: string,
 *   'x-translated'?: boolean,
 * }} JsonSchema
 */

/**
 * A Decap CMS field (decapcms.org/docs/widgets). `i18n` says whether each language has its
 * own value; a field without it exists in the English file only.
 * @typedef {{
 *   name: string,
 *   label: string,
 *   widget: string,
 *   required?: boolean,
 *   hint?: string,
 *   pattern?: [string, string],
 *   fields?: CmsField[],
 *   field?: CmsField,
 *   min?: number,
 *   max?: number,
 *   value_type?: string,
 *   step?: number,
 *   i18n?: boolean,
 *   collapsed?: boolean,
 *   summary?: string,
 *   options?: string[],
 *   format?: string,
 *   date_format?: string,
 *   time_format?: boolean,
 *   picker_utc?: boolean,
 * }} CmsField
 */

/** Where the CMS's local backend is rooted: the files it may write are data/'s. */
export const CMS_ROOT = 'data';

/** The content folder and the pictures folder, as the CMS names them (under CMS_ROOT). */
const CONTENT = 'content';
export const MEDIA_FOLDER = 'pictures';

/**
 * A picture field's value: a generated picture's name or pictures/<file>, held to the
 * schema's file-name rules. Decap tests a picture's file name, not its path (the image
 * widget's getValidateValue), so the rule here drops the folder the build asks for: the
 * media folder gives it.
 */
const PICTURE_NAME = PICTURE_FILE.source.replace(/^\^pictures\\\//, '^');
const PICTURE = new RegExp(`^(?:${ART_SLUG.source.slice(1, -1)}|${PICTURE_NAME.slice(1, -1)})$`);

/** Fields an editor writes at length: Markdown, rendered at build (lib/content/shared/markdown.mjs). */
const MARKDOWN = new Set([
  `${GAMES_DIR}:description`,
  `${GAMES_DIR}.press:history`,
  `${CONTENT}/studio.json.studio:description`,
  `${CONTENT}/studio.json.studio.histories:text`,
  `${NEWS_DIR}:body`,
  `${PAGES_DIR}:body`,
  `${PAGES_DIR}.positions:description`,
]);

/** Each content file's name in the editor. */
/** @type {Readonly<Record<keyof typeof contentFiles, string>>} */
const FILE_LABELS = {
  'games.json': 'Game lists (home, browse, profile)',
  'streams.json': 'Streams and top streamers',
  'profile.json': 'Profile',
  'details.json': 'Details page',
  'studio.json': 'Studio press kit',
};

/** A label an editor reads, from the spec's field name: `streamCaption` → "Stream caption". */
export function labelOf(/** @type {string} */ name) {
  // A board's own name (ESRB, ClassInd) is written as the board writes it.
  if (/^[A-Z]/.test(name)) return name;
  if (name === 'url') return 'Link (https:)';
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * @param {JsonSchema} schema
 * @returns {schema is JsonSchema & { anyOf: JsonSchema[] }}
 */
const isPicture = (schema) =>
  (schema.anyOf ?? []).some((option) => option.pattern === PICTURE_FILE.source);

/**
 * One field from its JSON Schema.
 * @param {string} name
 * @param {JsonSchema} schema
 * @param {{ required: boolean, where: string, translated?: JsonSchema }} at
 *   `translated`: the field's schema in the translation file, when it has one there
 * @returns {CmsField}
 */
function fieldOf(name, schema, { required, where, translated }) {
  /** @type {CmsField} */
  const field = { name, label: labelOf(name), widget: 'string', required };
  if (schema.description) field.hint = schema.description;
  // Every file is by language: a field without a translation is the English column's only
  // (Decap shows a field left unmarked in every column once it sits in a translated list).
  field.i18n = translated !== undefined;
  const path = `${where}:${name}`;
  if (schema[ROLE.video]) {
    // A file of the studio's in data/videos/, uploaded there; the build checks what it is.
    Object.assign(field, {
      widget: 'file',
      // Under the CMS's root, data/, as the pictures' folder is.
      media_folder: `/${VIDEOS_DIR.replace(/^data\//, '')}`,
      public_folder: VIDEOS_DIR.replace(/^data\//, ''),
      // Decap tests the file's name, not its path (as for pictures, PICTURE_NAME above).
      pattern: [
        (schema.pattern ?? '').replace(/^\^videos\\\//, '^'),
        `a .${schema[ROLE.video]} file in ${VIDEOS_DIR}/: lower-case letters, digits and hyphens`,
      ],
    });
  } else if (isPicture(schema)) {
    field.widget = 'image';
    field.pattern = [PICTURE.source, 'a picture from data/pictures/ (JPEG, PNG, WebP or AVIF)'];
  } else if (name === 'game' || (/^(related|games)$/.test(name) && schema.type === 'array')) {
    // A catalogue game by its slug, typed: Decap's relation widget would store an entry's
    // path ("neon-vanguard/index") for a collection whose entries are folders, which is no
    // slug. The pattern holds it to the slug rule; the build names an unknown one.
    const slug = {
      widget: 'string',
      pattern: /** @type {[string, string]} */ ([
        GAME_SLUG.source,
        "a game's slug, its folder's name: lower-case letters, digits and hyphens, like neon-vanguard",
      ]),
    };
    if (schema.type === 'array') {
      Object.assign(field, {
        widget: 'list',
        collapsed: false, // the slugs are the whole entry: shown, not folded under "Game"
        field: { name: 'game', label: 'Game', ...slug },
      });
    } else Object.assign(field, slug);
  } else if (schema.type === 'string' && schema.enum) {
    // A fixed list (platforms, stores, a board's ratings): chosen, never typed.
    Object.assign(field, { widget: 'select', options: schema.enum });
  } else if (schema.type === 'string' && schema.pattern === DATE.source) {
    // A date as a date: Decap's picker writes it as the build reads it, dd/mm/yyyy.
    Object.assign(field, {
      widget: 'datetime',
      format: 'DD/MM/YYYY',
      date_format: 'DD/MM/YYYY',
      time_format: false,
      picker_utc: true,
    });
  } else if (schema.type === 'string') {
    textField(field, schema, MARKDOWN.has(path));
  } else if (schema.type === 'number' || schema.type === 'integer') {
    Object.assign(field, {
      widget: 'number',
      ...(schema.type === 'integer'
        ? { value_type: 'int', step: 1 }
        : { value_type: 'float', step: name === 'amount' ? 0.01 : 0.05 }),
    });
    if (schema.minimum !== undefined) field.min = schema.minimum;
    if (schema.maximum !== undefined) field.max = schema.maximum;
  } else if (schema.type === 'boolean') {
    field.widget = 'boolean';
  } else if (schema.type === 'object' && schema.properties) {
    field.widget = 'object';
    field.collapsed = name === 'focal';
    field.fields = fieldsOf(schema, `${where}.${name}`, translated);
    // Decap checks an object's required fields even when the object itself is left out, so
    // an optional object's fields are optional in the editor; the build still asks for all.
    if (!required) for (const inner of field.fields) inner.required = false;
  } else if (schema.type === 'array' && schema.items) {
    listField(field, schema, { where, translated });
  } else {
    throw new Error(`cms: ${path}: no editor field for this schema (${JSON.stringify(schema)})`);
  }
  return field;
}

/**
 * A folder kind's collection as Decap takes it: a folder per entry, `<slug>/index`, its
 * fields from the kind's schema and translation schema. A JSON kind (the games) keeps every
 * language in the entry's one file, English under `en`, as the configuration's i18n says for
 * every file; a Markdown kind (the news, the studio's pages) has a file per language beside
 * the English, index.<code>.md (lib/content/shared/markdown-folders.mjs), since an entry's
 * body is a Markdown document, which one JSON file by language cannot hold.
 * @param {string} name @param {import('../../lib/content/kinds.mjs').Kind} kind
 */
function folderCollection(name, { dir, format, cms, schema, translation }) {
  const markdown = format === 'markdown';
  const languages = locales.map(({ code }) => code);
  return {
    name,
    label: cms.label,
    label_singular: cms.singular,
    description: cms.description,
    folder: dir.replace(/^data\//, ''),
    path: '{{slug}}/index',
    extension: markdown ? 'md' : 'json',
    format: markdown ? 'frontmatter' : 'json',
    create: true,
    ...(cms.media ? { media_folder: `/${MEDIA_FOLDER}`, public_folder: MEDIA_FOLDER } : {}),
    identifier_field: cms.identifier,
    summary: cms.summary,
    ...(cms.sortable ? { sortable_fields: cms.sortable } : {}),
    i18n: markdown
      ? { structure: 'multiple_files', locales: languages, default_locale: defaultLocale }
      : true,
    fields: fieldsOf(jsonSchema(schema), dir, jsonSchema(translation)),
  };
}

/**
 * A text's editor: Markdown where the field is a body, held to the schema's form (a link,
 * a pattern, a length) as it is typed.
 * @param {CmsField} field @param {JsonSchema} schema @param {boolean} markdown
 */
function textField(field, schema, markdown) {
  if (markdown) field.widget = 'markdown';
  if (schema.format === 'uri') field.pattern = ['^https://[^\\s/]+\\.[^\\s]+$', 'an https: link'];
  else if (schema.pattern)
    field.pattern = [schema.pattern, schema.description ?? 'the expected form'];
  else if (schema.maxLength !== undefined) {
    field.pattern = [`^[\\s\\S]{1,${schema.maxLength}}$`, `at most ${schema.maxLength} characters`];
  }
}

/**
 * A list's editor: its bounds, and its entries' fields (an object's) or its one field.
 * @param {CmsField} field @param {JsonSchema} schema a list's, its items named
 * @param {{ where: string, translated?: JsonSchema }} at
 */
function listField(field, schema, { where, translated }) {
  const { name } = field;
  const items = /** @type {JsonSchema} */ (schema.items);
  field.widget = 'list';
  if (schema.minItems !== undefined) field.min = schema.minItems;
  if (schema.maxItems !== undefined) field.max = schema.maxItems;
  if (items.type === 'object') {
    const fields = fieldsOf(items, `${where}.${name}`, translated?.items);
    field.fields = fields;
    // A folded entry is named by its text, the translated one first, so each language's
    // column names it in that language; an entry with a text to translate is shown open.
    const texts = fields.filter(({ widget }) => widget === 'string' || widget === 'markdown');
    const label = texts.find(({ i18n }) => i18n) ?? texts[0];
    if (label) field.summary = `{{fields.${label.name}}}`;
    // Open too: a short entry (a platform and its date; a store, its region, link and price; a
    // language and its three marks) is read whole.
    if (translated?.items || fields.length <= 5) field.collapsed = false;
  } else {
    field.field = fieldOf(name, items, { required: true, where });
  }
}

/**
 * An object's fields, `$schema` left to the file.
 * @param {JsonSchema} schema
 * @param {string} where
 * @param {JsonSchema} [translated]
 */
function fieldsOf(schema, where, translated) {
  return Object.entries(schema.properties ?? {})
    .filter(([name]) => name !== '$schema')
    .map(([name, property]) =>
      fieldOf(name, property, {
        required: (schema.required ?? []).includes(name),
        where,
        translated: translated?.properties?.[name],
      }),
    );
}

/**
 * The part of a content file's JSON Schema another language writes: its translated texts
 * (lib/content/shared/translations.mjs), each optional, lists in the English list's order.
 * Undefined where nothing is translated.
 * @param {JsonSchema} schema
 * @returns {JsonSchema | undefined}
 */
export function translationOf(schema) {
  if (schema.type === 'string') {
    return schema[ROLE.translated]
      ? { type: 'string', description: schema.description }
      : undefined;
  }
  if (schema.type === 'array' && schema.items) {
    const items = translationOf(schema.items);
    return items && { type: 'array', items, description: "In the English list's order." };
  }
  if (schema.type === 'object' && schema.properties) {
    const properties = Object.entries(schema.properties).flatMap(([key, property]) => {
      const translated = translationOf(property);
      return translated ? [/** @type {const} */ ([key, translated])] : [];
    });
    return properties.length > 0
      ? { type: 'object', properties: Object.fromEntries(properties), additionalProperties: false }
      : undefined;
  }
  return undefined;
}

/** @param {z.ZodType} schema */
export const jsonSchema = (schema) =>
  /** @type {JsonSchema} */ (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }));

/**
 * The CMS's configuration without its backend: the game catalogue as a folder collection,
 * one entry per game with a file per language beside it; the content files as files.
 */
export function cmsConfig() {
  const languages = locales.map(({ code }) => code);
  return {
    $comment:
      'Written by `npm run content:schema` from lib/content/<kind>/*.schema.mjs (scripts/cms/config.mjs): edit the schema, not this file.',
    media_folder: MEDIA_FOLDER,
    public_folder: MEDIA_FOLDER,
    // The build's limit for a dropped-in picture: the media library refuses a larger upload.
    max_file_size: MAX_PICTURE_BYTES,
    // Slugs the build takes (GAME_SLUG): lower case, digits and hyphens.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    // Each file holds every language, English under `en` (lib/content/shared/translations.mjs), for
    // the games' folder as for the lists: the one layout Decap offers a file collection.
    i18n: { structure: 'single_file', locales: languages, default_locale: defaultLocale },
    collections: [
      // Each folder kind as the table names it (lib/content/kinds.mjs).
      ...Object.entries(KINDS).map(([name, kind]) => folderCollection(name, kind)),
      {
        name: 'lists',
        label: 'Lists and pages',
        format: 'json',
        i18n: true,
        files: Object.entries(contentFiles).map(([file, schema]) => {
          const english = jsonSchema(schema);
          const translated = translationOf(english);
          return {
            name: file.replace(/\.json$/, ''),
            label: FILE_LABELS[/** @type {keyof typeof contentFiles} */ (file)],
            file: `${CONTENT}/${file}`,
            ...(translated ? { i18n: true } : {}),
            fields: fieldsOf(english, `${CONTENT}/${file}`, translated),
          };
        }),
      },
    ],
  };
}
