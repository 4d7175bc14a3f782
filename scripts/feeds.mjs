// The build's feeds step, after the art: each language's news as RSS 2.0, Atom 1.0 and JSON
// Feed 1.1 (scripts/feeds/formats.mjs), beside its /news/ in public/ (public/news/feed.rss,
// public/de/news/feed.rss, …), so the export serves them as files on any host. A language
// carries the posts written in it, the latest FEED_SIZE; a language with none has no feed,
// and its pages no feed link (data/news.ts hasFeeds). Every file is a function of the commit
// and the build's day: no clock time is written.
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataFileError, readBrand } from './art/catalogue.mjs';
import { readContent } from './content.mjs';
import { writeIfChanged } from './derived-store.mjs';
import { parseBasePath, parseSiteUrl } from './deploy-inputs.mjs';
import { atom, jsonFeed, postId, rss } from './feeds/formats.mjs';
import { postHtml } from '../lib/content/news/post-html.mjs';
import { aspects, artFile } from '../lib/core/image-widths.mjs';
import { localisedPath, locales } from '../lib/core/locales.mjs';
import { format, readMessages } from '../lib/core/messages.mjs';
import { feeds, news, postPath } from '../lib/core/routes.mjs';
import { readResult } from '../lib/render/build-result.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Posts a feed carries: the newest, as feed readers poll for what is new. */
export const FEED_SIZE = 20;

/** The served path of a cover's widest file: /art/<slug>.webp → /art/<slug>-1440.webp. @param {string} src */
const fullSize = (src) => {
  const slug = path.basename(src, '.webp');
  return artFile(slug, aspects.wide.max, 'webp');
};

/**
 * Each language's feeds, as files by path from public/ (none for a language with no post
 * written in it).
 * @param {{ byLanguage: Record<string, any>, brand: { name: string, companyName: string }, messages: Record<string, any>, siteUrl: string, basePath: string }} input
 * @returns {Map<string, string>}
 */
export function feedFiles({ byLanguage, brand, messages, siteUrl, basePath }) {
  const origin = `${siteUrl}${basePath}`;
  // A tag URI names its authority without a port (RFC 4151).
  const host = new URL(siteUrl).hostname;
  /** @type {Map<string, string>} */
  const files = new Map();
  for (const { code } of locales) {
    /** @type {import('../lib/content/news/news.mjs').Post[]} */
    const posts = (byLanguage[code]?.news ?? []).filter(
      (/** @type {{ lang: string }} */ post) => post.lang === code,
    );
    if (posts.length === 0) continue;
    const items = posts.slice(0, FEED_SIZE);
    const words = messages[code];
    const self = /** @type {Record<'rss' | 'atom' | 'json', string>} */ (
      Object.fromEntries(
        feeds.map(({ format: kind, path: file }) => [
          kind,
          `${origin}${localisedPath(file, code)}`,
        ]),
      )
    );
    const feed = {
      language: code,
      title: `${brand.name} · ${words.news.heading}`,
      description: format(words.pages.news.description, { company: brand.companyName }),
      home: `${origin}${localisedPath(news.path, code)}`,
      self,
      icon: `${origin}/icons/icon-512.png`,
      favicon: `${origin}/icons/icon-192.png`,
      publisher: brand.companyName,
      // The newest change among the posts it carries: the same posts give the same feed.
      updated:
        items
          .map((post) => post.modified)
          .sort()
          .at(-1) ?? '',
      items: items.map((post) => ({
        id: postId(host, post.published, post.slug, code),
        url: `${origin}${localisedPath(postPath(post.slug), code)}`,
        title: post.title,
        summary: post.summary,
        html: `<p><img src="${origin}${fullSize(post.cover)}" alt="${(post.coverAlt ?? '').replace(/"/g, '&quot;')}"></p>${postHtml(post.body, origin)}`,
        published: post.published,
        modified: post.modified,
        author: post.author,
        category: words.news.kind[post.kind],
        image: `${origin}${fullSize(post.cover)}`,
      })),
    };
    const write = { rss, atom, json: jsonFeed };
    for (const { format: kind, path: file } of feeds) {
      files.set(localisedPath(file, code).slice(1), write[kind](feed));
    }
  }
  return files;
}

async function main() {
  const started = Date.now();
  const result = readResult(root);
  const brand = result?.brand ?? readBrand(root);
  const byLanguage = result?.byLanguage ?? readContent(root).byLanguage;
  const messages = result?.messages ?? readMessages(root);
  const files = feedFiles({
    byLanguage,
    brand,
    messages,
    siteUrl: parseSiteUrl(),
    basePath: parseBasePath(),
  });
  // A last build's feed this one does not write goes (a language that lost its posts loses
  // its feeds); the others are written only when their text changed.
  const written = new Set([...files.keys()].map((file) => path.join(root, 'public', file)));
  for (const { code } of locales) {
    const dir = path.join(root, 'public', localisedPath(news.path, code));
    if (!existsSync(dir)) continue;
    for (const name of await readdir(dir, { recursive: true })) {
      const file = path.join(dir, name);
      if (!written.has(file) && !(await stat(file)).isDirectory()) await rm(file);
    }
  }
  for (const [file, text] of files) {
    await mkdir(path.dirname(path.join(root, 'public', file)), { recursive: true });
    await writeIfChanged(path.join(root, 'public', file), text);
  }
  console.log(
    `feeds: ${files.size / feeds.length} languages × ${feeds.length} formats, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof DataFileError ? error.message : error);
    process.exit(1);
  });
}
