// Every page of the export over out/, whatever template made it: its first bytes, the head
// crawlers and link previews read (title, description, canonical, share picture, Open Graph locale); its lang,
// dir, words and face; the alternates the sitemap gives it, each reciprocal, and the language
// switch leading to them; its policy hashing every inline script; nothing asked of another
// origin; every link landing on a page or file of the export; the footer's legal pages and the
// feeds of its own language. What is a template's own (a game's facts, a post's days, a kit's
// archives) is its type's file's: games, news, pages, presskit.test.mjs.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { readContent } from '../../scripts/content.mjs';
import { tagsOf } from '../../lib/content/games/accessibility.mjs';
import { parseSiteUrl } from '../../scripts/deploy-inputs.mjs';
import { faceFilesFor } from '../../scripts/postbuild/next-output.mjs';
import { inlineScripts, sha256 } from '../../scripts/security.mjs';
import { readMessages } from '../../lib/core/messages.mjs';
import { brandTheme, checkBrand } from '../../lib/brand/brand.mjs';
import { adminPage } from '../../scripts/cms/admin.mjs';
import { defaultLocale, localisedPath, locales, splitLocale } from '../../lib/core/locales.mjs';
import { NEWS_PAGE_SIZE, feeds, fileOf, screens, searchPage } from '../../lib/core/routes.mjs';
import { alternatesOf, attr, decode, htmlPages, jsonLd, meta, out, readOut } from './read-out.mjs';

const siteUrl = parseSiteUrl();
const brand = JSON.parse(readFileSync('data/brand.json', 'utf8'));
const { switchable, schemes } = brandTheme(checkBrand(brand));
/** data/brand.json's `search`: off by default, and then the spec's inert box (docs/search.md). */
const search = checkBrand(brand).search;
const { byLanguage } = readContent();
/** @type {Record<string, any>} */
const messages = readMessages(process.cwd());

/** The language a page is in, from its address. @param {string} route */
const languageOf = (route) =>
  /** @type {import('../../lib/core/locales.mjs').LocaleCode} */ (splitLocale(route).locale);

/** The sitemap's pages, each with the alternates it gives them. */
const listed = [...readOut('sitemap.xml').matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => {
  const entry = m[1] ?? '';
  const route = (/<loc>([^<]+)<\/loc>/.exec(entry)?.[1] ?? '').slice(siteUrl.length);
  const links = [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)];
  return { route, alternates: Object.fromEntries(links.map((l) => [l[1], l[2]])) };
});
/** The export's pages no crawler is sent to: the 404 pages and the style guide. */
const unlisted = [
  '404.html',
  '404/index.html',
  '_not-found/index.html',
  'styleguide/index.html',
  ...locales.filter((l) => l.code !== defaultLocale).map((l) => `${l.code}/404.html`),
  ...(search ? locales.map(({ code }) => fileOf(localisedPath(searchPage.path, code))) : []),
];

/** Does a link's target exist in the export: a page, or a file (an archive, a feed)? */
const lands = (/** @type {string} */ href) =>
  href === '/' ||
  existsSync(path.join(out, href, 'index.html')) ||
  (!href.endsWith('/') && existsSync(path.join(out, href)));

/**
 * The in-page links of a page (href="#id", or its own address with "#id") whose target is
 * not on it: an element with that id. "#" and "#top" are the page's top, always there.
 * @param {string} html @param {string} route the page's address ('/de/imprint/')
 * @returns {string[]}
 */
function missingTargets(html, route) {
  const ids = new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((m) => decode(m[1] ?? '')));
  const own = route.replace(/index\.html$/, '');
  return [...html.matchAll(/<a\s[^>]*href="([^"]*)#([^"]*)"/g)]
    .filter(([, before = '']) => before === '' || before === own)
    .map(([, , id = '']) => {
      try {
        return decodeURIComponent(decode(id));
      } catch {
        return id;
      }
    })
    .filter((id) => id !== '' && id !== 'top' && !ids.has(id));
}

/** The share pictures' sizes, read once each. @type {Map<string, Promise<number[]>>} */
const sizes = new Map();
const sizeOf = (/** @type {string} */ file) => {
  if (!sizes.has(file)) {
    sizes.set(
      file,
      sharp(path.join(out, file))
        .metadata()
        .then(({ width = 0, height = 0 }) => [width, height]),
    );
  }
  return /** @type {Promise<number[]>} */ (sizes.get(file));
};

/** A page's <html> tag, which names its language and direction. @param {string} html */
const htmlTag = (html) => /<html[^>]*>/.exec(html)?.[0] ?? '';

/** The policy, the icons and the requests: what every page, 404s too, must hold. */
function checkPolicyAndRequests(/** @type {string} */ html) {
  // The first frame: the colour scheme declared right after the charset (a frame painted
  // before the parser reaches it has the light default canvas), then the policy, then the
  // stored-theme script before any stylesheet, and the hint that holds the first frame until
  // a marker after the footer is in (scripts/postbuild/first-frame.mjs; what the browser
  // paints: e2e/slow-load.spec.ts).
  assert.equal(html.match(/<meta name="color-scheme"/g)?.length, 1, 'one colour-scheme meta');
  const head = html.slice(html.indexOf('<head>'));
  assert.match(
    head.slice(0, head.indexOf('"/>', head.indexOf('Content-Security-Policy')) + 3),
    /^<head><meta charSet="utf-8"\/><meta name="color-scheme" content="[a-z ]+"\/><meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/,
  );
  const policyEnd = head.indexOf('/>', head.indexOf('Content-Security-Policy')) + 2;
  // A brand with no switch has no stored choice, and no script for it.
  const script = head.indexOf('<script data-cfasync="false" data-theme-head="">');
  assert.equal(script, switchable ? policyEnd : -1, 'the stored-theme script where a switch is');
  assert.ok(script < head.indexOf('<link rel="stylesheet"'), 'before the stylesheets');
  const target = /<link rel="expect" href="#([\w-]+)" blocking="render"\/>/.exec(html)?.[1];
  assert.ok(html.indexOf(`id="${target}"`) > html.lastIndexOf('</footer>'), 'marker after footer');
  const policy = attr(html, '<meta http-equiv="Content-Security-Policy" content="([^"]*)"');
  assert.doesNotMatch(policy, /unsafe-inline|unsafe-eval/);
  // No form posts anywhere but where the page's own form goes (newsletter.test.mjs).
  const newsletter = /<form [^>]*\bdata-newsletter-form=""/.test(html);
  for (const directive of [
    "object-src 'none'",
    "base-uri 'self'",
    newsletter ? `form-action ${new URL(brand.newsletter.action).origin}` : "form-action 'none'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
  ]) {
    assert.ok(policy.includes(directive), directive);
  }
  const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
  const scripts = inlineScripts(html);
  assert.ok(scripts.length > 0);
  for (const body of scripts) {
    assert.ok(scriptSrc.includes(`'sha256-${sha256(body)}'`), body.slice(0, 60));
  }
  assert.doesNotMatch(html, /\sstyle="/, 'a style attribute would need unsafe-inline');
  // Named tab icons, so no browser asks the origin root for /favicon.ico.
  const icons = [...html.matchAll(/<link rel="icon" href="([^"?]*)/g)].map((m) => m[1]);
  assert.deepEqual(icons, ['/favicon.ico']);
  // Canonical and alternates name the production site; they are never fetched.
  const fetched = html
    .replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="(canonical|alternate)"[^>]*>/g, '');
  for (const [, value = ''] of fetched.matchAll(
    /<(?:img|script|link|source|video|track|iframe)\b[^>]*?\s(?:src|srcSet|href|imageSrcSet|poster)="([^"]+)"/g,
  )) {
    for (const url of value.split(',').map((part) => part.trim().split(' ')[0] ?? '')) {
      assert.ok(!/^(https?:)?\/\//.test(url), url);
    }
  }
  for (const img of html.match(/<img\b[^>]*>/g) ?? []) assert.match(img, /\salt="[^"]*"/, img);
}

/**
 * Where a page's headings skip a level going down (an h1, then an h3), in order: `h1 → h3`.
 * The first heading must be the h1. @param {string} html
 */
function skippedLevels(html) {
  const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
  /** @type {string[]} */
  const skips = [];
  let previous = 0;
  for (const level of levels) {
    if (level > previous + 1)
      skips.push(previous ? `h${previous} → h${level}` : `starts at h${level}`);
    previous = level;
  }
  return skips;
}

/**
 * Where a page's skip link, its first link, leads when that is not its main content: the
 * href, or "none" without a skip link. @param {string} html
 */
function skipLinkMiss(html) {
  const body = html.slice(html.indexOf('<body'));
  const href = /<a\s[^>]*href="#([^"]*)"/.exec(/<a\s[^>]*>/.exec(body)?.[0] ?? '')?.[1];
  if (href === undefined) return 'none';
  return new RegExp(`<main\\b[^>]*\\sid="${href}"`).test(html) ? null : `#${href}`;
}

describe("a page's outline and skip link", () => {
  it('names each skipped heading level, and a skip link that misses <main>', () => {
    assert.deepEqual(skippedLevels('<h1>a</h1><h2>b</h2><h3>c</h3><h2>d</h2><h3>e</h3>'), []);
    assert.deepEqual(skippedLevels('<h1>a</h1><h3 class="x">b</h3><h2>c</h2><h4>d</h4>'), [
      'h1 → h3',
      'h2 → h4',
    ]);
    assert.deepEqual(skippedLevels('<h2>a</h2><h1>b</h1>'), ['starts at h2']);
    const page = (/** @type {string} */ href) =>
      `<body><a href="${href}">Skip</a><main id="main">x</main></body>`;
    assert.equal(skipLinkMiss(page('#main')), null);
    assert.equal(skipLinkMiss(page('#top')), '#top');
    assert.equal(skipLinkMiss('<body><a href="/">Home</a><main id="main"></main></body>'), 'none');
  });
});

describe('an in-page link', () => {
  it('lands on an element with its id, on this page, or it is named', () => {
    const html =
      '<h2 id="contact">Contact</h2><a href="#contact">a</a><a href="/imprint/#contact">b</a>' +
      '<a href="#nowhere">c</a><a href="/imprint/#elsewhere">d</a><a href="/privacy/#x">e</a>' +
      '<a href="#">top</a><h3 id="運">j</h3><a href="#%E9%81%8B">j</a><a href="#%E9%81">k</a>';
    assert.deepEqual(missingTargets(html, '/imprint/'), ['nowhere', 'elsewhere', '%E9%81']);
  });
});

describe('every page of the export', () => {
  it('is in the sitemap, or is a page no crawler is sent to', () => {
    const routes = new Set(listed.map(({ route }) => fileOf(route)));
    assert.equal(routes.size, listed.length, 'each page listed once');
    const rest = htmlPages()
      .filter((file) => !routes.has(file))
      .sort();
    assert.deepEqual(rest, [...unlisted].sort());
    for (const file of unlisted)
      assert.match(readOut(file), /<meta name="robots" content="noindex"/);
    // And nothing more: the screens, /games/, each catalogue game's own page, the games by
    // accessibility feature, the studio's kit
    // and each game's, the news's list pages (every post's two, each kind's one) and each
    // post, the studio's pages, in every language.
    const { catalogue, news, pages } = readContent().content;
    const gamePages = catalogue.filter((game) => game.page === 'own').length;
    const kinds = new Set(news.map((post) => post.kind)).size;
    const newsPages = Math.ceil(news.length / NEWS_PAGE_SIZE) + kinds + news.length;
    const kits = 1 + catalogue.length;
    // The games by accessibility feature: the list of features, and a page per feature in use.
    const features = new Set(
      catalogue
        .filter((game) => game.page === 'own')
        .flatMap((game) => tagsOf(game.accessibility ?? {}).map(({ tag }) => tag)),
    ).size;
    assert.equal(
      listed.length,
      locales.length *
        (screens.length + 1 + gamePages + kits + newsPages + pages.length + 1 + features),
    );
  });

  it('skips no heading level, and its skip link leads to its <main>', () => {
    const pages = htmlPages();
    const skips = pages.flatMap((file) => skippedLevels(readOut(file)).map((s) => `${file}: ${s}`));
    assert.deepEqual(skips, []);
    const misses = pages.flatMap((file) => {
      const miss = skipLinkMiss(readOut(file));
      return miss ? [`${file}: ${miss}`] : [];
    });
    assert.deepEqual(misses, []);
  });

  it(`searches as data/brand.json says (search ${search ? 'on' : 'off'})`, () => {
    assert.equal(existsSync(path.join(out, 'pagefind')), search, 'out/pagefind/');
    for (const file of htmlPages()) {
      const html = readOut(file);
      if (search) continue; // The search build's own checks (docs/search.md).
      // Off, the spec's inert box: no form to submit but the newsletter's (newsletter.test.mjs),
      // no /search/ linked anywhere.
      const forms = html.match(/<form\b[^>]*>/g) ?? [];
      assert.ok(
        forms.every((form) => form.includes('data-newsletter-form=""')),
        `${file} has a form`,
      );
      assert.ok(!/(?:href|action)="[^"]*\/search\//.test(html), `${file} links /search/`);
      if (!file.startsWith('styleguide/') && !file.includes('404'))
        assert.match(html, /<div role="search"[^>]*><label for="site-search"/, file);
    }
  });

  it("the admin's shell declares light first, as Decap draws", () => {
    assert.match(
      adminPage({ title: brand.name }),
      /<head>\n<meta charset="utf-8">\n<meta name="color-scheme" content="light">/,
    );
  });

  for (const file of unlisted) {
    it(`${file} holds the policy, names its icons and asks nothing of another origin`, () => {
      const html = readOut(file);
      checkPolicyAndRequests(html);
      assert.deepEqual(missingTargets(html, `/${file}`), [], 'in-page links');
      // Each language's 404 page, in its words; a missing page's link shared in a chat shows
      // what the page says.
      const code = /^(\w\w)\/404\.html$/.exec(file)?.[1] ?? (file === '404.html' ? 'en' : '');
      if (!code) return;
      const { dir } = locales.find((l) => l.code === code) ?? {};
      assert.match(htmlTag(html), new RegExp(`<html lang="${code}" dir="${dir}"`));
      assert.equal(meta(html, 'description'), messages[code].errors.notFoundText);
      assert.ok(decode(html.replace(/<[^>]+>/g, '')).includes(messages[code].errors.notFoundText));
    });
  }

  for (const { route, alternates } of listed) {
    it(`${route} reads whole to crawlers, previews and readers of ${languageOf(route)}`, async () => {
      const html = readOut(fileOf(route));
      const code = languageOf(route);
      const locale = locales.find((l) => l.code === code);
      const words = messages[code];
      const url = `${siteUrl}${route}`;

      // Its language: lang, dir, the layout's words, and its own face only where it has one.
      assert.match(htmlTag(html), new RegExp(`<html lang="${code}" dir="${locale?.dir}"`));
      const text = decode(html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' '));
      for (const key of ['browse', 'profile']) assert.ok(text.includes(words.nav[key]), key);
      assert.ok(text.includes(words.site.designSystem), 'its footer');
      for (const key of ['main', 'menu', 'languages']) {
        assert.ok(html.includes(`aria-label="${words.nav[key]}"`), `nav.${key}`);
      }
      if (code !== defaultLocale) assert.ok(!text.includes(messages.en.nav.skip), 'English');
      const faces = [...html.matchAll(/<link rel="preload" href="[^"]*\/media\/([^"]+\.woff2)"/g)]
        .map((m) => m[1] ?? '')
        .filter((face) => !face.startsWith('poppins'));
      const face = faceFilesFor(code);
      assert.equal(faces.length, face ? 2 : 0, faces.join(', '));
      for (const one of faces) assert.match(one, face ?? /^$/);

      // Its head: each field its own, the share picture drawn at the size it names.
      assert.ok(attr(html, '<title>([^<]*)</title>').endsWith(` · ${brand.name}`));
      const description = meta(html, 'description');
      // Japanese says in a third of the characters what the others say.
      const least = code === 'ja' ? 20 : 40;
      assert.ok(description.length > least && description.length <= 160, description);
      assert.equal(attr(html, '<link rel="canonical" href="([^"]*)"'), url);
      assert.equal(meta(html, 'og:url'), url);
      assert.ok(meta(html, 'og:title') && meta(html, 'og:description'));
      assert.equal(meta(html, 'twitter:card'), 'summary_large_image');
      const image = meta(html, 'og:image');
      assert.ok(image.startsWith(`${siteUrl}/`), image);
      assert.equal(meta(html, 'twitter:image'), image);
      assert.deepEqual(
        [meta(html, 'og:image:width'), meta(html, 'og:image:height')],
        ['1200', '630'],
      );
      assert.deepEqual(await sizeOf(image.slice(siteUrl.length + 1)), [1200, 630], image);
      // The browser's bar in each scheme's page colour, both schemes declared.
      assert.deepEqual(
        [...html.matchAll(/<meta name="theme-color" content="([^"]+)" media="([^"]+)"/g)].map(
          (m) => `${m[2]} ${m[1]}`,
        ),
        [
          `(prefers-color-scheme: dark) ${schemes.dark.colours.page}`,
          `(prefers-color-scheme: light) ${schemes.light.colours.page}`,
        ],
      );
      assert.match(meta(html, 'color-scheme'), /^(dark light|light dark)$/);
      assert.equal(meta(html, 'og:locale'), locale?.og);
      assert.deepEqual(
        [...html.matchAll(/og:locale:alternate" content="([^"]+)"/g)].map((m) => m[1]).sort(),
        locales
          .filter((l) => l !== locale)
          .map((l) => l.og)
          .sort(),
      );

      // Every language version of itself and x-default, as the sitemap lists them, each
      // naming this one back, and the language switch leading to each.
      assert.deepEqual(
        Object.keys(alternates).sort(),
        [...locales.map((l) => l.code), 'x-default'].sort(),
      );
      assert.equal(alternates[code], url);
      assert.deepEqual(alternatesOf(html), alternates);
      for (const other of locales) {
        const there = alternates[other.code] ?? '';
        assert.equal(alternatesOf(readOut(fileOf(there.slice(siteUrl.length))))[code], url);
        const link = `<a href="${there.slice(siteUrl.length)}" hrefLang="${other.code}" lang="${other.code}"`;
        assert.ok(html.includes(link), link);
      }

      checkPolicyAndRequests(html);
      assert.deepEqual(missingTargets(html, route), [], 'in-page links');
      for (const [, href = ''] of html.matchAll(/<a [^>]*href="(\/[^"#?]*)[^"]*"/g)) {
        // In the exported trailing-slash form, or a file's own name.
        assert.ok(lands(href) && /\/$|\.\w+$/.test(href), `links ${href}`);
      }
      for (const trail of jsonLd(html).filter((d) => d['@type'] === 'BreadcrumbList')) {
        const items = /** @type {{ position: number, item: string }[]} */ (trail.itemListElement);
        assert.deepEqual(
          items.map((i) => i.position),
          items.map((_, n) => n + 1),
        );
        assert.equal(items.at(-1)?.item, url);
      }

      // The footer's legal pages and the feeds, each in its language.
      const footer = /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';
      const legal = byLanguage[code].pages.filter((page) => page.footer?.group === 'legal');
      assert.ok(legal.length >= 4);
      for (const page of legal) {
        const href = localisedPath(page.path, code);
        assert.ok(footer.includes(`href="${href}"`), href);
      }
      const written = byLanguage[code].news.some(
        (/** @type {{ lang: string }} */ post) => post.lang === code,
      );
      for (const { type, path: feed } of feeds) {
        const links = [
          ...html.matchAll(
            new RegExp(
              `<link rel="alternate" type="${type.replace('+', '\\+')}" href="([^"]+)"`,
              'g',
            ),
          ),
        ];
        assert.deepEqual(
          links.map((m) => m[1]),
          written ? [`${siteUrl}${localisedPath(feed, code)}`] : [],
        );
      }
    });
  }
});
