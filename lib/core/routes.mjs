// The site's pages, the one list. The app (lib/core/paths.ts), the navigation and footer
// (lib/nav-links.ts), the sitemap, the 404 page's case redirect, the scripts, the bench,
// the screenshots and every test read it. A new page is its entry here and its
// app/<route>/page.tsx; `nav` puts it in the navigation.

/**
 * The screens, in navigation order, in the trailing-slash form the export writes. `nav`:
 * 'main' for the spec's four navigation entries (its pageName is `name`, its `to` the
 * path), 'profile' for the avatar link beside them.
 */
export const screens = /** @type {const} */ ([
  { path: '/', name: 'Home', nav: 'main' },
  { path: '/browse/', name: 'Browse', nav: 'main' },
  { path: '/details/', name: 'Details', nav: 'main' },
  { path: '/streams/', name: 'Streams', nav: 'main' },
  { path: '/profile/', name: 'Profile', nav: 'profile' },
]);

/**
 * The designers' style guide: exported and checked like the screens, but not one of them
 * (no nav link, no sitemap entry, noindex); the footer's credit line links it.
 */
export const styleguide = /** @type {const} */ ({ path: '/styleguide/', name: 'Design system' });

/**
 * The search page: built only when data/brand.json turns search on (scripts/page-routes.mjs),
 * never in the sitemap (noindex), where the header's form sends `q`.
 */
export const searchPage = /** @type {const} */ ({ path: '/search/', name: 'Search' });

/**
 * The game catalogue's pages: every game at /games/, each at /games/<slug>/ (data/content/
 * games/<slug>/). Not screens of the spec: no nav link; the sitemap lists them.
 */
export const gamesIndex = /** @type {const} */ ({ path: '/games/', name: 'Games' });

/**
 * The segment of the one placeholder page a dynamic route with nothing to show exports (a
 * static export refuses a dynamic route that writes no page): no game, post, kind, page number
 * or studio page can be named so (their slugs are letters and digits), and the post-build step
 * removes the page (scripts/postbuild.mjs).
 */
export const PLACEHOLDER_SEGMENT = '-';

/**
 * A dynamic route's parameters, or one set of placeholders when there are none
 * (PLACEHOLDER_SEGMENT).
 * @template {string} K
 * @param {Record<K, string>[]} list
 * @param {readonly K[]} keys the route's parameters
 * @returns {Record<K, string>[]}
 */
export function paramsOrPlaceholder(list, keys) {
  if (list.length > 0) return list;
  const placeholder = Object.fromEntries(keys.map((key) => [key, PLACEHOLDER_SEGMENT]));
  return [/** @type {Record<K, string>} */ (placeholder)];
}

/**
 * A catalogue game's page: 'neon-vanguard' → '/games/neon-vanguard/'.
 * @param {string} slug
 */
export const gamePath = (slug) => `/games/${slug}/`;

/**
 * The games by accessibility feature: the features any game lists at
 * /games/accessibility/, and each feature's games at /games/accessibility/<tag>/ (the tags
 * of lib/content/games/accessibility.mjs). No game's slug can be `accessibility`.
 */
export const accessibilityIndex = /** @type {const} */ ({
  path: '/games/accessibility/',
  name: 'Accessibility features',
});

/** A feature's page: 'mono-sound' → '/games/accessibility/mono-sound/'. @param {string} tag */
export const accessibilityTagPath = (tag) => `${accessibilityIndex.path}${tag}/`;

/**
 * The press kits (presskit()): the studio's at /presskit/, each catalogue game's at
 * /games/<slug>/presskit/. Not screens of the spec: the footer and the game pages link them.
 */
export const presskit = /** @type {const} */ ({ path: '/presskit/', name: 'Press kit' });

/**
 * A press kit's address: the studio's without a slug, a catalogue game's with its slug.
 * @param {string} [slug]
 */
export const presskitPath = (slug) => (slug ? `${gamePath(slug)}presskit/` : presskit.path);

/**
 * The news (data/content/news/<slug>/): every post at /news/, newest first, paged at
 * NEWS_PAGE_SIZE (/news/page/2/); each kind's at /news/<kind>/; each post at /news/<slug>/.
 * Not screens of the spec: the footer and the game pages link them.
 */
export const news = /** @type {const} */ ({ path: '/news/', name: 'News' });

/** Posts per list page: two rows of three at 1440 px, and every page as light as the first. */
export const NEWS_PAGE_SIZE = 6;

/**
 * A list page's address: ('devlog', 2) → '/news/devlog/page/2/'; no kind is every post,
 * page 1 has no number.
 * @param {string | undefined} kind @param {number} [page]
 */
export const newsListPath = (kind, page = 1) =>
  `${news.path}${kind ? `${kind}/` : ''}${page > 1 ? `page/${page}/` : ''}`;

/** A post's address: 'neon-vanguard-patch-1-4' → '/news/neon-vanguard-patch-1-4/'. @param {string} slug */
export const postPath = (slug) => `${news.path}${slug}/`;

/**
 * Each language's feeds, beside its /news/: RSS 2.0, Atom 1.0 and JSON Feed 1.1, with the
 * type their <link rel="alternate"> names. Their extensions are the formats' own, so every
 * host serves each as its type from its extension alone (.xml would be text/xml on nginx);
 * JSON Feed's own type has no extension, and its specification allows application/json.
 */
export const feeds = /** @type {const} */ ([
  { format: 'rss', path: '/news/feed.rss', type: 'application/rss+xml', title: 'RSS' },
  { format: 'atom', path: '/news/feed.atom', type: 'application/atom+xml', title: 'Atom' },
  { format: 'json', path: '/news/feed.json', type: 'application/feed+json', title: 'JSON Feed' },
]);

/**
 * A page the studio writes (data/content/pages/<slug>/), at its address in a language:
 * 'imprint' → '/imprint/', and under /de/ its German address, '/de/impressum/'.
 * @param {string} address
 */
export const studioPagePath = (address) => `/${address}/`;

/**
 * The first segments a studio's page cannot take: the site's own pages, the routes kept for
 * the editors' admin and search, the build's own folders and every language's prefix.
 */
export const RESERVED_SEGMENTS = /** @type {readonly string[]} */ ([
  ...screens.map(({ path }) => path.slice(1, -1)).filter(Boolean),
  ...[styleguide, gamesIndex, presskit, news].map(({ path }) => path.slice(1, -1)),
  'admin',
  'search',
  'art',
  'icons',
  'video',
  'fonts',
  'not-found-page',
  'index',
  '404',
  '_next',
]);

/** Every page the export writes for a route: the screens and the style guide. */
export const pages = [...screens, styleguide];

/**
 * A route's short name for files and command lines: '/browse/' → 'browse', '/' → 'home'.
 * @param {string} route
 */
export const slugOf = (route) => route.slice(1, -1) || 'home';

/**
 * The exported file of a route: '/browse/' → 'browse/index.html'.
 * @param {string} route
 */
export const fileOf = (route) => `${route.slice(1)}index.html`;
