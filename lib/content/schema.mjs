// The schema of the site's content, gathered: the shared field builders (lib/content/fields.mjs)
// and each kind's schema beside its resolver (games, news, studio pages, the screens' files).
// The build's first step checks every file against them (lib/content/resolve.mjs), the
// TypeScript types come from them (lib/content/types.ts) and `npm run content:schema` writes
// the JSON Schema each file names in `$schema`, so an editor flags a wrong key or type as it is
// typed. Field names are the spec's, odd spellings included (`dataAdded`, `streamrImage`).
export {
  ART_SLUG,
  CONTENT_DIR,
  DATE,
  GAMES_DIR,
  GAME_SLUG,
  MAX_LIST,
  MAX_PICTURE_BYTES,
  MAX_PICTURE_PIXELS,
  MAX_SCREENSHOTS,
  PICTURE_FILE,
  ROLE,
  bare,
  roleOf,
  translated,
  translationSchema,
} from './fields.mjs';
export * from './games.schema.mjs';
export * from './news.schema.mjs';
export * from './press.schema.mjs';
export * from './screens.schema.mjs';
export * from './studio-pages.schema.mjs';

/** The JSON Schema of a content file, as its `$schema` names it (data/content/schema/). */
export const schemaFileOf = (/** @type {string} */ name) =>
  `schema/${name.replace(/\.json$/, '.schema.json')}`;
