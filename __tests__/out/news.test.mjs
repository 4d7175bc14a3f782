// The news over out/, in every language: each list page (every post's, each kind's) newest
// first, numbered, with rel prev/next; each post with its own title, description, share
// picture, NewsArticle or BlogPosting and BreadcrumbList, its days in the language's format;
// each game page's latest three; and each language's three feeds, parsed and held to their
// formats' rules (the W3C feed validator's: required elements, date formats, unique ids,
// absolute links). Every page's head and its feed links: every-page.test.mjs.
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { readContent } from '../../scripts/content.mjs';
import { parseSiteUrl } from '../../scripts/deploy-inputs.mjs';
import { FEED_SIZE } from '../../scripts/feeds.mjs';
import { readMessages } from '../../lib/core/messages.mjs';
import { localisedPath, locales } from '../../lib/core/locales.mjs';
import {
  NEWS_PAGE_SIZE,
  feeds,
  fileOf,
  gamePath,
  newsListPath,
  postPath,
} from '../../lib/core/routes.mjs';
import { postShareFile } from '../../lib/core/image-widths.mjs';
import { decode, jsonLd, meta, out, readOut } from './read-out.mjs';

const siteUrl = parseSiteUrl();
const { byLanguage, content } = readContent();
/** @type {Record<string, any>} */
const messages = readMessages(process.cwd());
const KINDS = ['announcement', 'devlog', 'patch-notes', 'event'];
const kinds = KINDS.filter((kind) => content.news.some((/** @type {any} */ p) => p.kind === kind));

/** The post paths a page's cards link, in page order. @param {string} html @param {string} code */
const cardLinks = (html, code) =>
  [...html.matchAll(/<article[^>]*>[\s\S]*?<h[23][^>]*><a [^>]*href="([^"]+)"/g)]
    .map((m) => m[1] ?? '')
    .filter((href) => href.startsWith(localisedPath('/news/', code)));

describe('news list pages', () => {
  for (const { code } of locales) {
    const posts = byLanguage[code].news;
    for (const kind of [undefined, ...kinds]) {
      const mine = posts.filter((/** @type {any} */ p) => !kind || p.kind === kind);
      const pages = Math.max(1, Math.ceil(mine.length / NEWS_PAGE_SIZE));
      for (let page = 1; page <= pages; page += 1) {
        const route = localisedPath(newsListPath(kind, page), code);
        it(`${route} lists its posts newest first, numbered, linked to its neighbours`, () => {
          const html = readOut(fileOf(route));
          const expected = mine
            .slice((page - 1) * NEWS_PAGE_SIZE, page * NEWS_PAGE_SIZE)
            .map((/** @type {any} */ p) => localisedPath(postPath(p.slug), code));
          assert.deepEqual(cardLinks(html, code), expected);
          const prev = /<a rel="prev"[^>]* href="([^"]+)"/.exec(html)?.[1];
          const next = /<a rel="next"[^>]* href="([^"]+)"/.exec(html)?.[1];
          assert.equal(
            prev,
            page > 1 ? localisedPath(newsListPath(kind, page - 1), code) : undefined,
          );
          assert.equal(
            next,
            page < pages ? localisedPath(newsListPath(kind, page + 1), code) : undefined,
          );
          const numbers = [...html.matchAll(/<a [^>]*aria-label="[^"]*"[^>]*>(\d+)<\/a>/g)].map(
            (m) => Number(m[1]),
          );
          assert.deepEqual(
            numbers,
            pages > 1 ? Array.from({ length: pages }, (_, i) => i + 1) : [],
          );
        });
      }
      const after = localisedPath(newsListPath(kind, pages + 1), code);
      it(`${after} is not a page`, () => {
        assert.ok(!existsSync(path.join(out, fileOf(after))));
      });
    }
  }
});

describe('news posts', () => {
  for (const { code } of locales) {
    for (const post of byLanguage[code].news) {
      const route = localisedPath(postPath(post.slug), code);
      it(`${route} has its metadata, its structured data and its days in ${code}`, () => {
        const html = readOut(fileOf(route));
        const words = messages[code];
        assert.ok(decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '').startsWith(post.title));
        assert.equal(
          meta(html, 'description').replace(/…$/, ''),
          post.summary.slice(0, meta(html, 'description').replace(/…$/, '').length),
        );
        assert.equal(meta(html, 'og:image'), `${siteUrl}/art/${postShareFile(post.slug)}`);
        // The texts in the language they are in.
        if (post.lang !== code) assert.match(html, new RegExp(`<h1 lang="${post.lang}"`));
        else assert.doesNotMatch(html, /<h1 lang=/);

        const [article] = jsonLd(html).filter((d) => /NewsArticle|BlogPosting/.test(d['@type']));
        assert.ok(article, 'NewsArticle or BlogPosting');
        assert.equal(article['@type'], post.kind === 'devlog' ? 'BlogPosting' : 'NewsArticle');
        assert.equal(article.headline, post.title);
        assert.equal(article.datePublished, post.published);
        assert.equal(article.dateModified, post.modified);
        assert.equal(article.author.name, post.author);
        assert.equal(article.publisher['@type'], 'Organization');
        assert.equal(article.inLanguage, post.lang);
        assert.equal(article.mainEntityOfPage, `${siteUrl}${route}`);
        assert.deepEqual(
          article.about.map((/** @type {any} */ g) => g.name),
          post.games.map(
            (/** @type {string} */ slug) =>
              byLanguage[code].catalogue.find((/** @type {any} */ g) => g.slug === slug)?.name,
          ),
        );
        for (const game of article.about) assert.ok(game.url.startsWith(siteUrl));
        const [crumbs = {}] = jsonLd(html).filter((d) => d['@type'] === 'BreadcrumbList');
        assert.deepEqual(
          crumbs.itemListElement.map((/** @type {any} */ i) => i.item),
          [
            `${siteUrl}${localisedPath('/', code)}`,
            `${siteUrl}${localisedPath('/news/', code)}`,
            `${siteUrl}${localisedPath(newsListPath(post.kind), code)}`,
            `${siteUrl}${route}`,
          ],
        );
        // The day in the language's own long format, machine-readable beside it.
        const shown = new Intl.DateTimeFormat(code === 'en' ? 'en-GB' : code, {
          dateStyle: 'long',
          timeZone: 'UTC',
        }).format(new Date(`${post.published}T00:00:00Z`));
        assert.ok(html.includes(`<time dateTime="${post.published}">${shown}</time>`), shown);
        assert.ok(decode(html).includes(words.news.kind[post.kind]));
      });
    }
  }
});

describe('game pages', () => {
  for (const { code } of locales) {
    for (const game of byLanguage[code].catalogue) {
      const posts = byLanguage[code].news.filter((/** @type {any} */ p) =>
        p.games.includes(game.slug),
      );
      if (game.page !== 'own') continue;
      const route = localisedPath(gamePath(game.slug), code);
      it(`${route} lists its latest three posts${posts.length ? '' : ' (none)'} and the way to the rest`, () => {
        const html = readOut(fileOf(route));
        assert.deepEqual(
          cardLinks(html, code),
          posts.slice(0, 3).map((/** @type {any} */ p) => localisedPath(postPath(p.slug), code)),
        );
        assert.equal(html.includes('id="news-heading"'), posts.length > 0);
      });
    }
  }
});

/** Every absolute-or-not URL in an HTML fragment's href and src. @param {string} html */
const urlsIn = (html) => [...html.matchAll(/\b(?:href|src)="([^"]*)"/g)].map((m) => m[1] ?? '');
const RFC822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const absolute = (/** @type {string} */ url) =>
  url.startsWith(`${siteUrl}/`) || /^(https:\/\/|mailto:)/.test(url);
const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => ['item', 'entry', 'link', 'atom:link'].includes(name),
});

describe('feeds', () => {
  for (const { code } of locales) {
    const written = byLanguage[code].news.filter((/** @type {any} */ p) => p.lang === code);
    /** @type {any[]} */
    const expected = written.slice(0, FEED_SIZE);
    /** @type {Record<'rss' | 'atom' | 'json', string>} */
    const paths = /** @type {any} */ (
      Object.fromEntries(feeds.map((f) => [f.format, localisedPath(f.path, code)]))
    );
    if (written.length === 0) {
      it(`${code} has no post of its own: no feed (nor a link to one: every-page.test.mjs)`, () => {
        for (const file of Object.values(paths)) assert.ok(!existsSync(path.join(out, file)));
      });
      continue;
    }
    const ids = new Map();
    it(`${paths.rss} is RSS 2.0 in ${code}, every post whole, every link absolute`, () => {
      const text = readOut(paths.rss.slice(1));
      assert.equal(XMLValidator.validate(text), true);
      const { rss } = xml.parse(text);
      assert.equal(rss['@version'], '2.0');
      const channel = rss.channel;
      for (const key of ['title', 'link', 'description']) assert.ok(channel[key], key);
      assert.equal(channel.language, code);
      assert.match(channel.lastBuildDate, RFC822);
      const self = channel['atom:link'].find((/** @type {any} */ l) => l['@rel'] === 'self');
      assert.equal(self['@href'], `${siteUrl}${paths.rss}`);
      assert.equal(channel.item.length, expected.length);
      channel.item.forEach((/** @type {any} */ item, /** @type {number} */ index) => {
        const post = expected[index];
        assert.equal(item.title, post.title);
        assert.equal(item.link[0], `${siteUrl}${localisedPath(postPath(post.slug), code)}`);
        assert.match(item.pubDate, RFC822);
        assert.equal(new Date(item.pubDate).toISOString().slice(0, 10), post.published);
        assert.equal(item.guid['@isPermaLink'], 'false');
        ids.set('rss', [...(ids.get('rss') ?? []), item.guid['#text']]);
        assert.ok(item['content:encoded'].includes('<p>'), 'the post as HTML');
        for (const url of urlsIn(item['content:encoded'])) assert.ok(absolute(url), url);
      });
      assert.equal(new Set(ids.get('rss')).size, expected.length, 'unique guids');
    });
    it(`${paths.atom} is Atom 1.0 in ${code}, every post whole, every link absolute`, () => {
      const text = readOut(paths.atom.slice(1));
      assert.equal(XMLValidator.validate(text), true);
      const { feed } = xml.parse(text);
      assert.equal(feed['@xmlns'], 'http://www.w3.org/2005/Atom');
      assert.equal(feed['@xml:lang'], code);
      for (const key of ['id', 'title', 'updated', 'author']) assert.ok(feed[key], key);
      assert.match(feed.updated, RFC3339);
      assert.equal(
        feed.link.find((/** @type {any} */ l) => l['@rel'] === 'self')['@href'],
        `${siteUrl}${paths.atom}`,
      );
      assert.equal(feed.entry.length, expected.length);
      const entryIds = feed.entry.map((/** @type {any} */ entry, /** @type {number} */ index) => {
        const post = expected[index];
        for (const key of ['id', 'title', 'updated']) assert.ok(entry[key], key);
        assert.match(entry.updated, RFC3339);
        assert.match(entry.published, RFC3339);
        assert.match(entry.id, /^tag:[^,]+,\d{4}-\d{2}-\d{2}:/);
        assert.equal(
          entry.link[0]['@href'],
          `${siteUrl}${localisedPath(postPath(post.slug), code)}`,
        );
        assert.equal(entry.content['@type'], 'html');
        for (const url of urlsIn(entry.content['#text'])) assert.ok(absolute(url), url);
        return entry.id;
      });
      assert.equal(new Set(entryIds).size, entryIds.length, 'unique ids');
      // The same post is the same id in every format.
      assert.deepEqual(entryIds, ids.get('rss'));
    });
    it(`${paths.json} is JSON Feed 1.1 in ${code}, every post whole, every link absolute`, () => {
      const feed = JSON.parse(readOut(paths.json.slice(1)));
      assert.equal(feed.version, 'https://jsonfeed.org/version/1.1');
      assert.equal(feed.language, code);
      assert.equal(feed.feed_url, `${siteUrl}${paths.json}`);
      assert.ok(feed.title && absolute(feed.home_page_url) && absolute(feed.icon));
      assert.equal(feed.items.length, expected.length);
      feed.items.forEach((/** @type {any} */ item, /** @type {number} */ index) => {
        assert.equal(typeof item.id, 'string');
        assert.equal(item.id, ids.get('rss')[index]);
        assert.equal(item.title, expected[index].title);
        assert.match(item.date_published, RFC3339);
        assert.ok(item.content_html.includes('<p>'));
        for (const url of [item.url, item.image, ...urlsIn(item.content_html)]) {
          assert.ok(absolute(url), url);
        }
      });
    });
  }
  it('are the only files the step wrote under public/', () => {
    for (const { code } of locales) {
      const dir = path.join('public', localisedPath('/news/', code));
      if (!existsSync(dir)) continue;
      assert.deepEqual(readdirSync(dir).sort(), feeds.map((f) => path.basename(f.path)).sort());
    }
  });
});
