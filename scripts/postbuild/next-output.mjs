// Every assumption the post-build step makes about what `next build` (Next 16.4,
// output: 'export') writes, named once: file and folder names, tags and minified code.
// When an upgrade changes one, the part that relies on it throws NextOutputError naming
// the shape; scripts/postbuild/steps.mjs decides whether that stops the build (a required
// part: the charset the policy follows, each language's 404 page) or warns and ships
// without an optimisation.
//   npm run build && npm test -- out   shows whether they still hold (docs/upgrading-next.md).

import { locales } from '../../lib/core/locales.mjs';

export class NextOutputError extends Error {
  /**
   * @param {string} where the page or folder of out/ that lacks the shape
   * @param {string} expected the shape
   */
  constructor(where, expected) {
    super(`postbuild: ${where} no longer matches Next's output: expected ${expected}`);
    this.name = 'NextOutputError';
    this.where = where;
    this.expected = expected;
  }
}

/** The runtime chunks, one tag each: `<script src="/_next/static/chunks/…" async="">`. */
export const RUNTIME_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;
export const RUNTIME_SCRIPT_SHAPE = '<script src="…/_next/static/chunks/…" async=""></script>';

/**
 * Turbopack's runtime among them (`turbopack-<hash>.js`): it holds the page's entry and,
 * once every other chunk has registered, instantiates the app and hydrates, in the task
 * of whichever chunk came last.
 */
export const TURBOPACK_RUNTIME = /\/turbopack-[^/]+\.js$/;
export const TURBOPACK_RUNTIME_SHAPE = 'one runtime chunk …/_next/static/chunks/turbopack-….js';

/**
 * Next's app entry in a chunk, minified: `appBootstrap)(()=>{let{hydrate:t}=e.r(98569)`,
 * the require of app-index (the module that hydrates) once the bootstrap has run; and
 * that module's factory, `,98569,(e,t,n)=>{…`, whose first statements require its
 * dependencies (`e.r(88014)`, `e.i(47167)`) in the order it needs them.
 */
export const APP_INDEX_REQUIRE = /appBootstrap\)\(\(\)=>\{let\{hydrate:\w+\}=\w+\.r\((\d+)\)/g;
export const APP_INDEX_REQUIRE_SHAPE =
  'one chunk requiring app-index from the bootstrap: appBootstrap)(()=>{let{hydrate:…}=….r(<id>)';
/** @param {string} id */
export const moduleFactory = (id) => new RegExp(`[,\\[]${id},\\((\\w+)(?:,\\w+)*\\)=>\\{`);
/** @param {string} id */
export const MODULE_FACTORY_SHAPE = (id) => `the factory of module ${id}: ,${id},(e,…)=>{`;

/** Preload hints Next adds for those chunks. */
export const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*\/>/g;
/** A module a page asks for ahead (react-dom's preloadModule): Pagefind's loader on the results page. */
export const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;

/** The Flight payload inline: `<script>self.__next_f.push([1,"…"])</script>`, in a few parts. */
export const PAYLOAD_START = '<script>self.__next_f.push([1,';
export const PAYLOAD_SCRIPT =
  /<script>self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)<\/script>/g;

/**
 * The same payload as a file, written for client navigation, beside the page.
 * @param {string} relativeHtml
 */
export function payloadFileFor(relativeHtml) {
  // The 404 page (404.html and its copy 404/index.html) has it in _not-found/; a language's
  // (de/404.html, placed by placeLanguage404s) in de/_not-found/.
  if (relativeHtml === '404/index.html') return '_not-found/index.txt';
  const notFound = /^((?:[a-z]{2,3}\/)?)404\.html$/.exec(relativeHtml);
  return notFound
    ? `${notFound[1]}_not-found/index.txt`
    : relativeHtml.replace(/index\.html$/, 'index.txt');
}

/**
 * Next's other flight files beside a route's index.txt: `__next._full.txt` (the same bytes
 * again), `__next._tree.txt`, `__next._head.txt`, `__next._index.txt` and one
 * `__next.<segment>.txt` per segment. Its runtime fetches them only to prefetch a <Link>;
 * every Link of the site has prefetch={false}, so a navigation fetches the route's
 * index.txt alone (__tests__/e2e/flight-files.spec.ts watches it do so).
 */
export const UNFETCHED_FLIGHT_FILE = /^__next\.[^/]+\.txt$/;

/** The flight file a navigation fetches: `<route>/index.txt`. */
export const ROUTE_FLIGHT_FILE = 'index.txt';

/** The charset declaration, which must stay in the first 1024 bytes. */
export const CHARSET = '<meta charSet="utf-8"/>';

/**
 * Pages written per route (route/index.html) and for unknown URLs (404.html).
 * @param {string} relativeHtml
 */
export function routeOf(relativeHtml) {
  if (/^(?:[a-z]{2,3}\/)?404\.html$/.test(relativeHtml)) return `/${relativeHtml}`;
  if (!relativeHtml.endsWith('index.html')) return null;
  // Next's own copies of the 404 page, not routes of the site.
  if (/^(?:[a-z]{2,3}\/)?_not-found\//.test(relativeHtml) || relativeHtml.startsWith('404/'))
    return null;
  return `/${relativeHtml.slice(0, -'index.html'.length)}`;
}

/** Where Next writes the runtime chunks and the fonts' files, under out/. */
export const CHUNKS_DIR = '_next/static/chunks';
export const MEDIA_DIR = '_next/static/media';

/** The folder Next keeps a not-found page's payload and segment files in (_not-found/). */
export const NOT_FOUND_DIR = '_not-found';

/** The page's language, as the root layout's <html> carries it. */
export const HTML_LANG = /<html lang="([a-z-]+)"/;

/** Next's first preload hint in a page's head, where a font preload goes before. */
export const PRELOAD_LINK = '<link rel="preload"';

/** Next's first stylesheet link, where a font preload goes before on a page with no hint. */
export const STYLESHEET_LINK = '<link rel="stylesheet"';

/**
 * Poppins' files by the media names next/font gives them (`poppins_latin_400_normal.p.<hash>
 * .woff2`, `.p.` for preloaded): every page's face, whose preloads Next writes on every page
 * but the root's 404 (its document is rendered outside a layout).
 */
export const LATIN_FACE = /^poppins_latin_(400|700)_normal\.p\.[\w-]+\.woff2$/;

/**
 * A script's own face by the media names next/font gives its source files
 * (`cairo_arabic_400_normal.<hash>.woff2` from @fontsource/cairo's file name); the
 * scripts of lib/fonts.ts's scriptFaces that have one.
 */
export const SCRIPT_FACES = /** @type {const} */ ({
  arabic: /^cairo_arabic_(400|700)_normal\.[\w-]+\.woff2$/,
});

/**
 * The face file pattern for a language's pages, through its script (lib/core/locales.mjs).
 * @param {string} code
 */
export function faceFilesFor(code) {
  const script = locales.find((locale) => locale.code === code)?.script;
  return script && script in SCRIPT_FACES
    ? SCRIPT_FACES[/** @type {keyof typeof SCRIPT_FACES} */ (script)]
    : undefined;
}

/** The colour schemes a page declares, as Next writes the viewport's colorScheme. */
export const COLOR_SCHEME_META = /<meta name="color-scheme" content="[^"]*"\/>/;

/** The stored-theme script in <head> (components/layout/theme-scripts.tsx marks it). */
export const THEME_HEAD_SCRIPT =
  /<script data-cfasync="false" data-theme-head="">[\s\S]*?<\/script>/;

/**
 * The hint that holds the first frame until the page's end marker is parsed
 * (components/layout/locale-document.tsx).
 */
export const EXPECT_LINK = /<link rel="expect" href="#[\w-]+" blocking="render"\/>/;
