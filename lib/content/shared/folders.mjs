// Where each kind of content lives, apart from its schema: the build's change check
// (lib/render/build-result.mjs) and the brand's checks (through schema-issues.mjs, which
// Tailwind's config loads) read these without loading zod.

/** Where the content files are. */
export const CONTENT_DIR = 'data/content';
/** The catalogue's folders, a game's slug its folder's name (lib/content/games/game-folders.mjs). */
export const GAMES_DIR = `${CONTENT_DIR}/games`;
/** The news's folders, a post's slug its folder's name (lib/content/news/news-folders.mjs). */
export const NEWS_DIR = `${CONTENT_DIR}/news`;
/** The studio's pages' folders (lib/content/pages/studio-pages.mjs). */
export const PAGES_DIR = `${CONTENT_DIR}/pages`;

/** A studio's trailers and their captions, named by a game's videos (lib/content/games/videos.mjs). */
export const VIDEOS_DIR = 'data/videos';
