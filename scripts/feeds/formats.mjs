// The three feed formats, written by hand from their specifications: RSS 2.0 (with Atom's
// self link, content:encoded and dc:creator, as the W3C feed validator asks), Atom 1.0
// (RFC 4287) and JSON Feed 1.1. Each declares its language, links absolutely, carries each
// post in full as HTML, and names each post by an id that its slug and first day make, so a
// new title or a fix to the text is an update, not a new post.
import { escapeHtml } from '../../lib/content/news/post-html.mjs';

/**
 * One language's feed, in the form the three writers share.
 * @typedef {{
 *   language: string, title: string, description: string, home: string, self: Record<'rss' | 'atom' | 'json', string>,
 *   icon: string, favicon: string, updated: string, publisher: string,
 *   items: { id: string, url: string, title: string, summary: string, html: string, published: string, modified: string, author: string, category: string, image: string }[],
 * }} Feed
 *   Days are ISO days (2036-03-05); every URL absolute.
 */

/** XML text (element content or attribute value). */
const xml = escapeHtml;

/** An ISO day as RFC 822, as RSS dates it: "Thu, 05 Mar 2036 00:00:00 GMT". @param {string} day */
export const rfc822 = (day) => new Date(`${day}T00:00:00Z`).toUTCString();

/** An ISO day as RFC 3339, as Atom and JSON Feed date it. @param {string} day */
export const rfc3339 = (day) => `${day}T00:00:00Z`;

/**
 * A post's id: a tag URI (RFC 4151) of the site's host, the day it first came out and its
 * slug and language. The same post keeps it through any edit.
 * @param {string} host @param {string} published @param {string} slug @param {string} language
 */
export const postId = (host, published, slug, language) =>
  `tag:${host},${published}:news/${slug}/${language}`;

/** RSS 2.0. @param {Feed} feed */
export function rss(feed) {
  const items = feed.items.map(
    (item) => `    <item>
      <title>${xml(item.title)}</title>
      <link>${xml(item.url)}</link>
      <guid isPermaLink="false">${xml(item.id)}</guid>
      <pubDate>${rfc822(item.published)}</pubDate>
      <dc:creator>${xml(item.author)}</dc:creator>
      <category>${xml(item.category)}</category>
      <description>${xml(item.summary)}</description>
      <content:encoded>${xml(item.html)}</content:encoded>
    </item>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${xml(feed.title)}</title>
    <link>${xml(feed.home)}</link>
    <description>${xml(feed.description)}</description>
    <language>${xml(feed.language)}</language>
    <lastBuildDate>${rfc822(feed.updated)}</lastBuildDate>
    <atom:link href="${xml(feed.self.rss)}" rel="self" type="application/rss+xml"/>
    <image>
      <url>${xml(feed.favicon)}</url>
      <title>${xml(feed.title)}</title>
      <link>${xml(feed.home)}</link>
    </image>
${items.join('\n')}
  </channel>
</rss>
`;
}

/** Atom 1.0. @param {Feed} feed */
export function atom(feed) {
  const entries = feed.items.map(
    (item) => `  <entry>
    <id>${xml(item.id)}</id>
    <title>${xml(item.title)}</title>
    <link rel="alternate" type="text/html" href="${xml(item.url)}"/>
    <published>${rfc3339(item.published)}</published>
    <updated>${rfc3339(item.modified)}</updated>
    <author><name>${xml(item.author)}</name></author>
    <category term="${xml(item.category)}"/>
    <summary>${xml(item.summary)}</summary>
    <content type="html">${xml(item.html)}</content>
  </entry>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xml(feed.language)}">
  <id>${xml(feed.home)}</id>
  <title>${xml(feed.title)}</title>
  <subtitle>${xml(feed.description)}</subtitle>
  <updated>${rfc3339(feed.updated)}</updated>
  <link rel="self" type="application/atom+xml" href="${xml(feed.self.atom)}"/>
  <link rel="alternate" type="text/html" href="${xml(feed.home)}"/>
  <author><name>${xml(feed.publisher)}</name></author>
  <icon>${xml(feed.favicon)}</icon>
  <logo>${xml(feed.icon)}</logo>
${entries.join('\n')}
</feed>
`;
}

/** JSON Feed 1.1. @param {Feed} feed */
export function jsonFeed(feed) {
  return `${JSON.stringify(
    {
      version: 'https://jsonfeed.org/version/1.1',
      title: feed.title,
      home_page_url: feed.home,
      feed_url: feed.self.json,
      description: feed.description,
      icon: feed.icon,
      favicon: feed.favicon,
      language: feed.language,
      authors: [{ name: feed.publisher }],
      items: feed.items.map((item) => ({
        id: item.id,
        url: item.url,
        title: item.title,
        summary: item.summary,
        content_html: item.html,
        image: item.image,
        date_published: rfc3339(item.published),
        date_modified: rfc3339(item.modified),
        authors: [{ name: item.author }],
        tags: [item.category],
        language: feed.language,
      })),
    },
    null,
    2,
  )}\n`;
}
