// The news's folders (data/content/news/<slug>/, a post's slug its address /news/<slug>/),
// read as every Markdown kind is (lib/content/shared/markdown-folders.mjs); lib/content/news/news.mjs
// checks them.
import { NEWS_DIR } from '../shared/fields.mjs';
import { readMarkdownFolders } from '../shared/markdown-folders.mjs';
import { NEWS_KINDS } from './news.schema.mjs';

export { NEWS_DIR };

/** Folder names a post cannot have: the list pages' own addresses (/news/page/2/, /news/devlog/). */
const NEWS_TAKEN = new Set(['page', ...NEWS_KINDS]);

/** @typedef {import('../shared/markdown-folders.mjs').MarkdownFolder} NewsFolder */

/**
 * Every post folder, its files parsed, in slug order; none when the folder is absent.
 * Throws a one-line DataFileError for a folder or a file the news cannot take.
 * @param {string} root
 * @returns {NewsFolder[]}
 */
export const readNewsFolders = (root) =>
  readMarkdownFolders(root, NEWS_DIR, {
    entry: 'post',
    address: (slug) => `/news/${slug}/`,
    taken: (name) =>
      NEWS_TAKEN.has(name)
        ? `/news/${name}/ is a list's address: expected another slug for the post`
        : null,
  });
