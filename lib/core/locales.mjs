// The site's languages, the one list. English is the default and lives at the root
// (/browse/); every other language gets its own prefix (/de/browse/). A language is its
// entry here plus its folder data/locales/<code>/ (messages.json for the interface,
// content.json for the content's translations); the routes, hreflang links, the sitemap,
// the 404 pages on every host, the language switcher and the tests follow this list.

/**
 * `code` is the BCP 47 tag used in `lang`, hreflang and Intl; `og` Open Graph's
 * language_TERRITORY form; `name` the language's name in itself (the switcher's label);
 * `script` the writing system, which picks the page's web face (lib/fonts.ts, keyed by
 * script: a new script fails `npm run typecheck` there until it names its face).
 */
export const locales = /** @type {const} */ ([
  { code: 'en', name: 'English', dir: 'ltr', og: 'en_GB', script: 'latin' },
  { code: 'de', name: 'Deutsch', dir: 'ltr', og: 'de_DE', script: 'latin' },
  { code: 'ja', name: '日本語', dir: 'ltr', og: 'ja_JP', script: 'japanese' },
  { code: 'ar', name: 'العربية', dir: 'rtl', og: 'ar_AR', script: 'arabic' },
]);

/** @typedef {(typeof locales)[number]['code']} LocaleCode */

/** The language at the root, and the fallback for any text not yet translated. */
export const defaultLocale = 'en';

/** The languages under their own prefix: the `[locale]` segment's static params. */
export const prefixedLocales = locales.filter((locale) => locale.code !== defaultLocale);

/**
 * @param {string} code
 * @returns {code is LocaleCode}
 */
export const isLocale = (code) => locales.some((locale) => locale.code === code);

/**
 * A route in a language: ('/browse/', 'de') → '/de/browse/'; English keeps the route.
 * @param {string} route a route in its trailing-slash form
 * @param {string} code
 */
export const localisedPath = (route, code) => (code === defaultLocale ? route : `/${code}${route}`);

/**
 * The language a path is in, and the route it names: '/de/browse/' → de, '/browse/'.
 * @param {string} pathname a path inside the site (no base path)
 */
export function splitLocale(pathname) {
  const match = /^\/([a-z]{2,3})(\/.*)?$/.exec(pathname);
  const prefixed = match && prefixedLocales.find((locale) => locale.code === match[1]);
  if (match && prefixed) return { locale: prefixed.code, route: match[2] || '/' };
  return { locale: defaultLocale, route: pathname };
}
