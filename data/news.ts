import { content, contentIn } from './content';
import type { NewsPost } from '../lib/content/types';
import { getLocale, type LocaleCode } from '@/lib/render/i18n';
import { NEWS_KINDS } from '@/lib/content/news/news.schema.mjs';
import { NEWS_PAGE_SIZE, newsListPath } from '@/lib/core/routes.mjs';

// The news (data/content/news/<slug>/), newest first, in the language of the page being
// rendered: a post with no file in that language is there in English (its `lang` says so).
// Every list page, kind and post is known at build time: the routes export exactly these.

export type NewsKind = (typeof NEWS_KINDS)[number];

/** Every post, newest first, in a language. */
export const newsIn = (code: LocaleCode = getLocale().code): readonly NewsPost[] =>
  contentIn(code).news;

/** The kinds that have a post, in the schema's order: only these get a list page. */
export const newsKinds: readonly NewsKind[] = NEWS_KINDS.filter((kind) =>
  content.news.some((post) => post.kind === kind),
);

/** Every post's slug: a page each, in every language. */
export const postSlugs: readonly string[] = content.news.map((post) => post.slug);

/** A post in a language; undefined for a slug the news lacks. */
export const postIn = (slug: string, code: LocaleCode = getLocale().code) =>
  newsIn(code).find((post) => post.slug === slug);

/** Whether a segment under /news/ names a kind's list. */
export const isNewsKind = (segment: string): segment is NewsKind =>
  (newsKinds as readonly string[]).includes(segment);

/** How many posts a kind (or, with none, the news) has. */
export const postCount = (kind?: NewsKind) =>
  content.news.filter((post) => !kind || post.kind === kind).length;

/** How many list pages a kind (or, with none, every post) fills: 1 when it has no post. */
export const pageCount = (kind?: NewsKind) =>
  Math.max(1, Math.ceil(postCount(kind) / NEWS_PAGE_SIZE));

/** One list page's posts in a language. */
export function newsPage(kind: NewsKind | undefined, page: number, code?: LocaleCode) {
  const posts = newsIn(code).filter((post) => !kind || post.kind === kind);
  return posts.slice((page - 1) * NEWS_PAGE_SIZE, page * NEWS_PAGE_SIZE);
}

/** Every list page's address, as English has it: /news/, /news/page/2/, /news/devlog/, … */
export const newsListPaths: readonly string[] = [undefined, ...newsKinds].flatMap((kind) =>
  Array.from({ length: pageCount(kind) }, (_, index) => newsListPath(kind, index + 1)),
);

/** A game's posts, newest first, in a language: its page lists the first three. */
export const gameNews = (slug: string, code?: LocaleCode) =>
  newsIn(code).filter((post) => post.games.includes(slug));

/** Whether a language has a post written in it: only then does it have feeds. */
export const hasFeeds = (code: LocaleCode) => newsIn(code).some((post) => post.lang === code);
