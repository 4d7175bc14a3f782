// The site's content, checked and resolved: data/content/*.json against lib/content/schema.mjs,
// and every picture field turned into the picture the art step makes for it. Pure: the same
// files give the same result in the build's first step (scripts/content.mjs), the art
// step (scripts/generate-art.mjs) and the app (data/content.ts), which all read the files
// through readContentFiles. Decoding pictures happens in scripts/content.mjs.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DataFileError, quote, readJson } from '../core/data-file.mjs';
import { readGameFolders } from './game-folders.mjs';
import { readNewsFolders } from './news-folders.mjs';
import { resolveNews } from './news.mjs';
import { resolvePictures } from './pictures.mjs';
import { issueLine, unknownGame } from './schema-issues.mjs';
import { readPageFolders, resolvePages } from './studio-pages.mjs';
import {
  CONTENT_DIR,
  ROLE,
  catalogueGame,
  catalogueTranslation,
  contentFiles,
  roleOf,
} from './schema.mjs';
import {
  splitLanguages,
  textKeys,
  textsIn,
  translateContent,
  translateEntry,
} from './translations.mjs';
import { defaultLocale, locales } from '../core/locales.mjs';
import { markdownProblem } from './markdown.mjs';

export { CONTENT_DIR };

/** @typedef {import('./types').Content} Content */
/** @typedef {import('./pictures.mjs').Picture} Picture */
/** @typedef {import('./schema-issues.mjs').SchemaNode} SchemaNode */
/** @typedef {import('../core/locales.mjs').LocaleCode} LocaleCode */
/**
 * The texts written in Markdown (a description, a kit's history), each held to the subset
 * the pages render (lib/content/markdown.mjs): the first refused one stops the step.
 * @param {Record<string, any>} texts an entry or its translation @param {string} where
 * @param {string} [named] the field's name in the line, when `where` does not end with it
 */
function markdownFields(texts, where, named) {
  for (const [key, value] of [
    ['description', texts.description],
    ['press.history', texts.press?.history],
  ]) {
    if (typeof value !== 'string') continue;
    const problem = markdownProblem(value);
    if (problem) throw new DataFileError(`${where}${named ?? key}: ${problem}`);
  }
}

/** The catalogue's key among the files readContentFiles returns: its folders (lib/content/game-folders.mjs). */
export const CATALOGUE = 'games/';
/** The news's key among them: its folders (lib/content/news-folders.mjs). */
export const NEWS = 'news/';
/** The studio's pages' key among them: their folders (lib/content/studio-pages.mjs). */
export const PAGES = 'pages/';

/**
 * The content files as parsed JSON, by file name: every one the schema names, and no other
 * (throws a DataFileError with one line).
 * @param {string} root
 * @returns {Record<string, unknown>}
 */
export function readContentFiles(root) {
  const present = new Set(
    readdirSync(path.join(root, CONTENT_DIR)).filter((name) => name.endsWith('.json')),
  );
  for (const name of present) {
    if (!(name in contentFiles)) {
      throw new DataFileError(
        `${CONTENT_DIR}/${name}: no such content file: expected ${Object.keys(contentFiles).join(', ')}`,
      );
    }
  }
  return {
    ...Object.fromEntries(
      Object.keys(contentFiles).map((name) => {
        const file = `${CONTENT_DIR}/${name}`;
        if (!present.has(name))
          throw new DataFileError(`${file}: missing: expected the content file`);
        return [name, readJson(readFileSync(path.join(root, file)), file)];
      }),
    ),
    [CATALOGUE]: readGameFolders(root),
    [NEWS]: readNewsFolders(root),
    [PAGES]: readPageFolders(root),
  };
}

/**
 * What a list entry that names a catalogue game (`game`) takes from it, from the fields the
 * schema marks fromGame: the entry's field, the game's, by list. The pictures are the
 * game's, so a card and its page show the same art.
 * @param {unknown} schema a content file's schema
 * @returns {Record<string, Record<string, { from: string, text: boolean }>>}
 */
function fromGameFields(schema) {
  const shape = /** @type {{ shape?: Record<string, unknown> }} */ (schema).shape ?? {};
  return Object.fromEntries(
    Object.entries(shape).flatMap(([list, node]) => {
      let holder = /** @type {SchemaNode | undefined} */ (node);
      while (holder?.unwrap && !holder.element) holder = holder.unwrap();
      const element = holder?.element;
      const fields = Object.entries(element?.shape ?? {}).flatMap(([field, inner]) => {
        const from = roleOf(inner, ROLE.fromGame);
        // A translated one (a card's type) is taken again from the game in each language.
        const text = roleOf(inner, ROLE.translated) === true;
        return typeof from === 'string' ? [[field, { from, text }]] : [];
      });
      return fields.length ? [[list, Object.fromEntries(fields)]] : [];
    }),
  );
}

/** Each content file's fields taken from a catalogue game, by file name (fromGameFields). */
const fromGameByFile = Object.fromEntries(
  Object.entries(contentFiles).map(([name, schema]) => [name, fromGameFields(schema)]),
);

/**
 * Checks the content files (as parsed JSON, by file name) and resolves every picture.
 * Throws a DataFileError with one line for the first problem; returns the content with each
 * picture field as the path it is served under, the pictures to make, and the warnings.
 * @param {Record<string, unknown>} files
 * @param {Readonly<Record<string, unknown>>} catalogue data/artwork.json, by picture name
 * @param {{ now?: string }} [options] `now`: the build's day (ISO), past which a post is held back
 */
export function resolveContent(files, catalogue, options = {}) {
  /** @type {Map<string, Picture>} */
  const pictures = new Map();
  /** @type {string[]} */
  const warnings = [];
  /** @type {Record<string, any>} */
  const content = {};
  const games = readGames(
    /** @type {import('./game-folders.mjs').CatalogueFolder[]} */ (files[CATALOGUE] ?? []),
    warnings,
  );
  const slugs = [...games.keys()];
  for (const [name, schema] of Object.entries(contentFiles)) {
    const file = `data/content/${name}`;
    // A file by language holds English under `en` (lib/content/translations.mjs).
    const { english, languages } = splitLanguages(files[name], file);
    const result = schema.safeParse(english, { reportInput: true });
    const [issue] = result.success ? [] : result.error.issues;
    if (issue) {
      const at = languages ? [defaultLocale, ...issue.path] : issue.path;
      throw new DataFileError(issueLine(file, schema, { ...issue, path: at }, languages ? 1 : 0));
    }
    const en = languages ? `${defaultLocale}.` : '';
    // The parsed copy: the files as imported are never changed.
    const data = /** @type {Record<string, any>} */ (result.data);
    for (const [list, fields] of Object.entries(fromGameByFile[name] ?? {})) {
      /** @type {Record<string, any>[]} */ (data[list]).forEach((entry, index) => {
        if (entry.game === undefined) return;
        const game = games.get(entry.game);
        if (!game) throw unknownGame(`${file}: ${en}${list}[${index}].game`, entry.game, slugs);
        for (const [field, { from }] of Object.entries(fields)) {
          if (game.entry[from] !== undefined) entry[field] = game.entry[from];
        }
      });
    }
    if (name === 'studio.json') {
      markdownFields(data.studio, `${file}: ${en}studio.`);
      /** @type {{ text: string }[]} */ (data.studio.histories ?? []).forEach(({ text }, index) =>
        markdownFields({ description: text }, `${file}: ${en}studio.histories[${index}].text`, ''),
      );
    }
    if (name === 'details.json' && data.game.game !== undefined && !games.has(data.game.game)) {
      throw unknownGame(`${file}: ${en}game.game`, data.game.game, slugs);
    }
    resolvePictures(data, schema, {
      at: '',
      where: (at) => `${file}: ${en}${at}`,
      catalogue,
      pictures,
    });
    delete data.$schema;
    content[name.replace(/\.json$/, '')] = data;
  }
  content.catalogue = [...games.values()].map(({ slug, file, en, entry }) => {
    resolvePictures(entry, catalogueGame, {
      at: '',
      where: (at) => `${file}: ${en}${at}`,
      catalogue,
      pictures,
    });
    return {
      ...entry,
      slug,
      screenshots: entry.screenshots.map(
        (/** @type {{ alt: string, src: string }} */ { alt, src }) => ({ alt, src }),
      ),
      // The focal point has done its work on the poster.
      videos: (entry.videos ?? []).map((/** @type {Record<string, unknown>} */ video) => {
        const copy = { ...video };
        delete copy.focal;
        return copy;
      }),
      related: entry.related ?? [],
      // The spec's own game has its one page, /details/; the catalogue entry links there.
      page: content.details.game.game === slug ? 'details' : 'own',
    };
  });
  const news = resolveNews(
    /** @type {import('./news-folders.mjs').NewsFolder[]} */ (files[NEWS] ?? []),
    { slugs, artwork: catalogue, pictures, warnings, now: options.now },
  );
  content.news = news[defaultLocale];
  const studioPages = resolvePages(
    /** @type {import('./markdown-folders.mjs').MarkdownFolder[]} */ (files[PAGES] ?? []),
    { warnings, now: options.now },
  );
  content.pages = studioPages[defaultLocale];
  /** @type {Record<string, Record<string, any>>} */
  const byLanguage = { [defaultLocale]: content };
  for (const { code, name } of locales) {
    if (code === defaultLocale) continue;
    const catalogueIn = content.catalogue.map((/** @type {Record<string, any>} */ game) => {
      const own = games.get(game.slug)?.translations[code];
      // Checked against the translation schema already; what it leaves out warned of there.
      return own
        ? translateEntry(game, own, catalogueGame, { file: game.slug, at: code, warn: () => {} })
        : game;
    });
    const lists = translateContent(content, textsIn(files, code), code, name, (line) =>
      warnings.push(line),
    );
    // A list entry that names a catalogue game shows the game's translated texts.
    for (const [file, byList] of Object.entries(fromGameByFile)) {
      const key = file.replace(/\.json$/, '');
      for (const [list, fields] of Object.entries(byList)) {
        lists[key] = {
          ...lists[key],
          [list]: lists[key][list].map((/** @type {Record<string, any>} */ entry) => {
            const game = catalogueIn.find(
              (/** @type {{ slug: string }} */ g) => g.slug === entry.game,
            );
            if (!game) return entry;
            const texts = Object.entries(fields).filter(([, { text }]) => text);
            return {
              ...entry,
              ...Object.fromEntries(texts.map(([field, { from }]) => [field, game[from]])),
            };
          }),
        };
      }
    }
    byLanguage[code] = {
      ...lists,
      catalogue: catalogueIn,
      news: news[code],
      pages: studioPages[code],
    };
  }
  // The one place the resolved content takes its type (lib/content/types.ts, derived from the
  // schema): the walk above is generic over the schema's marks, so TypeScript cannot follow
  // it; the tests over out/ and the games' page tests check what it gives.
  const resolved = /** @type {Record<LocaleCode, Content>} */ (byLanguage);
  return { content: resolved[defaultLocale], byLanguage: resolved, pictures, warnings };
}

/**
 * The catalogue's games by slug, each checked: its English entry against the schema, its
 * related games, its Markdown, and each language's translation. A language the file has no
 * block for, or a text a block leaves out, shows English and adds a warning naming it.
 * @param {import('./game-folders.mjs').CatalogueFolder[]} folders
 * @param {string[]} warnings
 */
function readGames(folders, warnings) {
  // A store link must lead away from this site (SITE_URL, as the build reads it).
  const siteHost = new URL(process.env.SITE_URL ?? 'http://localhost:3000').host;
  const slugs = folders.map(({ slug }) => slug);
  /** @type {Map<string, { slug: string, file: string, en: string, entry: Record<string, any>, translations: Record<string, Record<string, any>> }>} */
  const games = new Map();
  for (const { slug, file, data } of folders) {
    // English under `en`, each language's texts beside it (lib/content/translations.mjs).
    const { english, languages } = splitLanguages(data, file);
    const result = catalogueGame.safeParse(english, { reportInput: true });
    const [issue] = result.success ? [] : result.error.issues;
    if (issue) {
      const at = languages ? [defaultLocale, ...issue.path] : issue.path;
      throw new DataFileError(
        issueLine(file, catalogueGame, { ...issue, path: at }, languages ? 1 : 0),
      );
    }
    const en = languages ? `${defaultLocale}.` : '';
    // The parsed copy: the file as read is never changed.
    const entry = /** @type {Record<string, any>} */ (result.data);
    delete entry.$schema;
    /** @type {string[]} */ (entry.related ?? []).forEach((other, index) => {
      if (other === slug) {
        throw new DataFileError(
          `${file}: ${en}related[${index}] is ${quote(other)}: a game does not relate to itself`,
        );
      }
      if (!slugs.includes(other)) {
        throw unknownGame(`${file}: ${en}related[${index}]`, other, slugs);
      }
    });
    /** @type {{ url: string }[]} */ (entry.stores ?? []).forEach(({ url }, index) => {
      if (new URL(url).host === siteHost) {
        throw new DataFileError(
          `${file}: ${en}stores[${index}].url is ${quote(url)}: expected a link to the store, not to this site`,
        );
      }
    });
    markdownFields(entry, `${file}: ${en}`);
    /** @type {Record<string, Record<string, any>>} */
    const translations = {};
    for (const { code } of locales) {
      if (code === defaultLocale) continue;
      const own = languages?.[code];
      if (own === undefined) {
        warnings.push(`${file}: no ${code}: the ${code} pages show the game in English`);
        continue;
      }
      const parsed = catalogueTranslation.safeParse(own, { reportInput: true });
      const [wrong] = parsed.success ? [] : parsed.error.issues;
      if (wrong) {
        throw new DataFileError(
          issueLine(file, catalogueTranslation, { ...wrong, path: [code, ...wrong.path] }, 1),
        );
      }
      const texts = /** @type {Record<string, any>} */ (parsed.data);
      for (const [list, one] of /** @type {const} */ ([
        ['screenshots', 'screenshot'],
        ['videos', 'video'],
      ])) {
        const own = texts[list]?.length;
        const english = entry[list]?.length ?? 0;
        if (own !== undefined && own !== english) {
          throw new DataFileError(
            `${file}: ${code}.${list} has ${own} entries: expected one per ${one} in ${defaultLocale}, ${english}`,
          );
        }
      }
      markdownFields(texts, `${file}: ${code}.`);
      const missing = textKeys(entry, catalogueGame).filter((key) => texts[key] === undefined);
      if (missing.length) {
        warnings.push(`${file}: ${code} has no ${missing.join(', ')}: shown in English`);
      }
      translations[code] = texts;
    }
    games.set(slug, { slug, file, en, entry, translations });
  }
  return games;
}
