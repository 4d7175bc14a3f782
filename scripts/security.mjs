// The one source of the site's security policy and host headers. scripts/postbuild.mjs
// writes it into every page (CSP meta, with that page's script hashes) and into
// out/_headers (Netlify / Cloudflare Pages format); tools/serve.mjs reads
// out/_headers, so `npm start` sends exactly what a host would.
import { createHash } from 'node:crypto';
import { warmScripts } from './postbuild/hydration.mjs';
import { PLAYER_ORIGINS } from '../lib/content/games/videos.mjs';

/** Directives every page shares; script-src gets each page's inline-script hashes. */
export const cspDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // Tailwind's output is one external stylesheet, and no element carries a style attribute.
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'none'"],
};

/** Only a header can carry frame-ancestors (a meta policy ignores it). */
export const headerOnlyDirectives = { 'frame-ancestors': ["'none'"] };

/**
 * Sent with every response: nosniff guards scripts and styles, and X-Frame-Options
 * keeps any document out of frames, the 404 page answered at unknown paths included.
 */
export const everyResponseHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Frame-Options': 'DENY',
};

/**
 * Only documents act on these, so only pages get them: on every subresource of a page
 * they would cost bytes on a first visit and protect nothing.
 */
export const documentHeaders = {
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), accelerometer=(), gyroscope=(), magnetometer=(), display-capture=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export const cacheRules = [
  // Content-hashed by Next: safe to keep for a year.
  { path: '/_next/static/*', value: 'public, max-age=31536000, immutable' },
  // Pictures keep their names across builds: a day, then revalidate.
  { path: '/art/*', value: 'public, max-age=86400, stale-while-revalidate=604800' },
  // A studio's video files and captions: kept by name too, and as long.
  { path: '/video/*', value: 'public, max-age=86400, stale-while-revalidate=604800' },
];
// Pages, Flight data, sitemap and robots: always revalidate, so a deploy shows at once.
export const defaultCache = 'public, max-age=0, must-revalidate';

export const sha256 = (/** @type {string} */ text) =>
  createHash('sha256').update(text, 'utf8').digest('base64');

/**
 * The inline scripts of a page (everything without a src), as their bodies, and those its loader adds.
 * @param {string} html
 */
export function inlineScripts(html) {
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)];
  // With the scripts the loader adds at hydration (its module warm-up).
  return [...inline.map((m) => m[1] ?? ''), ...warmScripts(html)];
}

/** @param {Record<string, string[]>} directives */
const serialise = (directives) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

/**
 * The video players a page's trailers open (components/media/trailer-facade.tsx names each
 * in data-origin): only the hosts the content schema knows, whatever the page says.
 * @param {string} html
 */
export function playerOrigins(html) {
  const known = new Set(/** @type {string[]} */ (Object.values(PLAYER_ORIGINS)));
  const named = [...html.matchAll(/\bdata-origin="([^"]*)"/g)].map((match) => match[1] ?? '');
  return [...new Set(named.filter((origin) => known.has(origin)))].sort();
}

/**
 * What a page's search parts ask of its policy (data/brand.json `search`, docs/search.md),
 * read from the markers their components set (`data-search-form`, `data-search-results`),
 * whatever the order of the other attributes; a studio's text is escaped and cannot write an
 * attribute. The header's form submits to the search page, so form-action allows the site
 * itself; the results page's Pagefind compiles WebAssembly, the one thing it adds.
 * @param {string} html
 */
export function searchNeeds(html) {
  return {
    form: /<form [^>]*\bdata-search-form=""/.test(html),
    results: /<section [^>]*\bdata-search-results=""/.test(html),
  };
}

/**
 * Where a page's newsletter form posts (components/newsletter/newsletter-signup.tsx marks it
 * `data-newsletter-form`): its action's https: origin, or none for a page without the form.
 * The action is the brand's, which its schema holds to https:; a studio's text is escaped
 * and cannot write a form.
 * @param {string} html
 * @returns {string | undefined}
 */
export function newsletterTarget(html) {
  const form = /<form [^>]*\bdata-newsletter-form=""[^>]*>/.exec(html)?.[0];
  const action = form && /\baction="(https:\/\/[^"]+)"/.exec(form)?.[1];
  if (!action) return undefined;
  return new URL(action.replaceAll('&amp;', '&')).origin;
}

/**
 * The form-action sources a page's forms need: the site for the header's search form, the
 * provider's origin for the newsletter's; 'none' for a page without either.
 * @param {string} html
 */
export function formSources(html) {
  const target = newsletterTarget(html);
  const sources = [...(searchNeeds(html).form ? ["'self'"] : []), ...(target ? [target] : [])];
  return sources.length ? sources : cspDirectives['form-action'];
}

/** What searchNeeds adds, and nothing else: the results page's one extra source. */
export const WASM = "'wasm-unsafe-eval'";

/**
 * A page's policy: the shared directives, script-src with the hash of each inline script,
 * sorted, so the policy does not depend on where in the page a script sits (the post-build
 * step moves the theme script after hashing: scripts/postbuild/first-frame.mjs), and
 * frame-src for the players of its trailers, if it has any; script-src widened as far as its
 * search parts need (searchNeeds), form-action as far as its forms post (formSources).
 * @param {string} html
 * @param {Record<string, string[]>} [extra]
 */
export function policyFor(html, extra = {}) {
  const hashes = [...new Set(inlineScripts(html).map((body) => `'sha256-${sha256(body)}'`))].sort();
  const players = playerOrigins(html);
  const search = searchNeeds(html);
  return serialise({
    ...cspDirectives,
    'script-src': [...cspDirectives['script-src'], ...(search.results ? [WASM] : []), ...hashes],
    // A page with a trailer may frame its host's player, and nothing else; every other
    // page's frames stay under default-src 'self'.
    ...(players.length ? { 'frame-src': players } : {}),
    'form-action': formSources(html),
    ...extra,
  });
}

/**
 * The policy without what governs scripts (script-src, and default-src, which stands in
 * for it): for a header beside a page whose own meta policy holds the script hashes.
 * Both policies apply, so the page is held to their intersection, the meta's script-src.
 * `forms`: the form-action sources of the page it covers (formSources); null for a rule
 * many pages share, whose forms differ (a game's page has the newsletter's, its kit none):
 * then form-action, too, is each page's meta's alone, so a newsletter changes no policy of
 * a page without its form.
 * @param {readonly string[] | null} [forms]
 */
export function scriptFreePolicy(forms = cspDirectives['form-action']) {
  const rest = Object.entries(cspDirectives).filter(
    ([name]) => name !== 'default-src' && name !== 'script-src' && name !== 'form-action',
  );
  return serialise({
    ...Object.fromEntries(rest),
    ...(forms ? { 'form-action': [...forms] } : {}),
    ...headerOnlyDirectives,
  });
}
