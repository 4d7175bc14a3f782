// The kinds of content a studio writes as a folder of entries, each named once with what the
// rest of the code asks of it: its folder and format, how its folders are read, its schemas,
// its part in the lean set and how the editors' CMS offers it. The resolver reads the folders through this table (resolve.mjs), the change
// check stamps them (lib/render/build-result.mjs), the editor's configuration makes each
// collection from it (scripts/cms/config.mjs), the lean set cuts them (tools/lean-content.mjs)
// and lint's floors are the kinds' folders with the screens' (eslint.config.mjs). A new kind
// is a folder of lib/content/ and a line here (docs/decisions/code-layout.md).
import { readGameFolders } from './games/game-folders.mjs';
import { catalogueGame, catalogueTranslation } from './games/games.schema.mjs';
import { readNewsFolders } from './news/news-folders.mjs';
import { newsPost, newsTranslation } from './news/news.schema.mjs';
import { readPageFolders } from './pages/studio-pages.mjs';
import { studioPage, studioPageTranslation } from './pages/studio-pages.schema.mjs';
import { GAMES_DIR, NEWS_DIR, PAGES_DIR } from './shared/folders.mjs';

/**
 * @typedef {{
 *   dir: string,
 *   format: 'json' | 'markdown',
 *   read: (root: string) => unknown[],
 *   schema: import('zod').ZodType,
 *   translation: import('zod').ZodType,
 *   lean: readonly string[] | 'all',
 *   cms: { label: string, singular: string, description: string, identifier: string,
 *     summary: string, sortable?: string[], media?: boolean },
 * }} Kind
 *   `format`: 'json', one index.json holding every language (lib/content/shared/translations.mjs);
 *   'markdown', an index.<code>.md per language (lib/content/shared/markdown-folders.mjs).
 *   `lean`: the entries the lean set keeps (tools/lean-content.mjs), or all of them.
 *   `cms.media`: its pictures go where every picture goes, not beside the entry's files.
 */

/** The folder kinds, in the order the resolver runs them: the games first, which the others name. */
export const KINDS = /** @satisfies {Record<string, Kind>} */ ({
  games: {
    dir: GAMES_DIR,
    format: 'json',
    read: readGameFolders,
    schema: catalogueGame,
    translation: catalogueTranslation,
    // A game with a hosted trailer, one with our own video and the details screen's game.
    lean: ['neon-vanguard', 'ember-tundra', 'terraloom'],
    cms: {
      label: 'Games',
      singular: 'Game',
      description:
        'One entry per game: its page is /games/<slug>/, the slug made from its first name and kept when the name changes.',
      identifier: 'name',
      summary: '{{name}}',
      media: true,
    },
  },
  news: {
    dir: NEWS_DIR,
    format: 'markdown',
    read: readNewsFolders,
    schema: newsPost,
    translation: newsTranslation,
    lean: ['neon-vanguard-launch-week', 'neon-vanguard-patch-1-4'],
    cms: {
      label: 'News',
      singular: 'Post',
      description:
        'One entry per post: its page is /news/<slug>/, the slug made from its first title and kept when the title changes. A post dated after the build waits for a later build.',
      identifier: 'title',
      summary: '{{date}} · {{title}}',
      sortable: ['date', 'title'],
      media: true,
    },
  },
  pages: {
    dir: PAGES_DIR,
    format: 'markdown',
    read: readPageFolders,
    schema: studioPage,
    translation: studioPageTranslation,
    lean: 'all',
    cms: {
      label: 'Pages',
      singular: 'Page',
      description:
        "The studio's own pages: imprint, privacy, terms, accessibility, about, careers. A page is served at /<slug>/ (the slug made from its first title) or the address a language gives it; the footer lists it in the group it names.",
      identifier: 'title',
      summary: '{{title}} · {{kind}}',
      sortable: ['title', 'updated'],
    },
  },
});

/** @typedef {keyof typeof KINDS} KindName */

/** A kind's key among the files readContentFiles returns: its folder under data/content/. @param {KindName} name */
export const kindKey = (name) => `${name}/`;

/** The folders of lib/content/ lint holds apart: each kind's, and the screens' own files'. */
export const KIND_FOLDERS = [...Object.keys(KINDS), 'screens'];
