import type { Metadata } from 'next';
import { content, contentIn } from '@/data/content';
import { site } from '@/data/site';
import { messagesFor, type LocaleCode } from './render/i18n';
import { defaultLocale } from './core/locales.mjs';
import { pageMetadata } from './metadata';
import { markdownSummary } from './content/shared/markdown.mjs';
import type { Route, ScreenSlug } from './core/paths';
import {
  accessibilityIndex,
  accessibilityTagPath,
  gamePath,
  gamesIndex,
  newsListPath,
  postPath,
  presskitPath,
  searchPage,
  slugOf,
} from './core/routes.mjs';
import { postIn, type NewsKind } from '@/data/news';
import { studioPageIn } from '@/data/studio-pages';
import type { AccessibilityTag } from './content/games/accessibility.mjs';

/** A screen's route: every page but the style guide, which has its own metadata. */
export type ScreenRoute = Exclude<Route, '/styleguide/'>;
import { postShareFile, shareFile } from './core/image-widths.mjs';
import { format } from './core/messages.mjs';

/**
 * A screen's title and description in a language, pages.<slug> in its messages, with its
 * hreflang alternates. `{site}` is the site's name, `{game}` the details screen's game.
 */
export function screenMetadata(route: ScreenRoute, locale: LocaleCode): Metadata {
  const values = { site: site.name, game: content.details.game.name };
  const { title, description } = messagesFor(locale).pages[slugOf(route) as ScreenSlug];
  return pageMetadata({
    title: format(title, values),
    description: format(description, values),
    path: route,
    locale,
  });
}

/**
 * The 404 page's title and description in a language; never indexed. The description is what
 * the page says, for a link to a missing page shared in a chat.
 */
export function notFoundMetadata(locale: LocaleCode): Metadata {
  const { errors } = messagesFor(locale);
  return {
    title: errors.notFoundTitle,
    description: errors.notFoundText,
    robots: { index: false },
  };
}

/** /games/'s title and description in a language. */
export function gamesMetadata(locale: LocaleCode): Metadata {
  const { title, description } = messagesFor(locale).pages.games;
  return pageMetadata({ title, description, path: gamesIndex.path, locale });
}

/** The games by accessibility feature, in a language. */
export function accessibilityIndexMetadata(locale: LocaleCode): Metadata {
  const { indexTitle, indexLead } = messagesFor(locale).gameAccessibility;
  return pageMetadata({
    title: indexTitle,
    description: indexLead,
    path: accessibilityIndex.path,
    locale,
  });
}

/** An accessibility feature's games, in a language: the feature's name and definition. */
export function accessibilityTagMetadata(tag: AccessibilityTag, locale: LocaleCode): Metadata {
  const { gameAccessibility, accessibilityTags } = messagesFor(locale);
  const { label, definition } = accessibilityTags[tag];
  return pageMetadata({
    title: format(gameAccessibility.tagTitle, { tag: label }),
    description: format(gameAccessibility.tagDescription, { definition, tag: label }),
    path: accessibilityTagPath(tag),
    locale,
  });
}

/** Meta descriptions past this many characters are cut by search engines: cut at a word. */
const DESCRIPTION_MAX = 160;

/**
 * A catalogue game's page metadata in a language: its name as the title, its description's
 * first paragraph, and its key art as the share image.
 */
export function gameMetadata(slug: string, locale: LocaleCode): Metadata {
  const game = contentIn(locale).catalogue.find((entry) => entry.slug === slug)!;
  const summary = markdownSummary(game.description);
  const description =
    summary.length <= DESCRIPTION_MAX
      ? summary
      : `${summary.slice(0, DESCRIPTION_MAX - 1).replace(/\s+\S*$/, '')}…`;
  return pageMetadata({
    title: game.name,
    description,
    path: gamePath(slug),
    locale,
    image: {
      path: `/art/${shareFile(slug)}`,
      alt: format(messagesFor(locale).games.keyArtAlt, { name: game.name }),
    },
  });
}

/** A description cut at a word to what search engines show. */
const clipped = (text: string) =>
  text.length <= DESCRIPTION_MAX
    ? text
    : `${text.slice(0, DESCRIPTION_MAX - 1).replace(/\s+\S*$/, '')}…`;

/** The studio's press kit's metadata in a language: the site's share image. */
export function presskitMetadata(locale: LocaleCode): Metadata {
  const { title, description } = messagesFor(locale).pages.presskit;
  return pageMetadata({
    title: `${site.companyName} · ${title}`,
    description: clipped(format(description, { company: site.companyName })),
    path: presskitPath(),
    locale,
  });
}

/** A game's press kit's metadata in a language: the game's share image, its key art. */
export function gamePresskitMetadata(slug: string, locale: LocaleCode): Metadata {
  const game = contentIn(locale).catalogue.find((entry) => entry.slug === slug)!;
  const { presskit: words, games } = messagesFor(locale);
  return pageMetadata({
    title: format(words.gameTitle, { name: game.name }),
    description: clipped(format(words.gameDescription, { name: game.name })),
    path: presskitPath(slug),
    locale,
    image: {
      path: `/art/${shareFile(slug)}`,
      alt: format(games.keyArtAlt, { name: game.name }),
    },
  });
}

/** A news list's metadata in a language: every post or one kind's, its page number after page 1. */
export function newsListMetadata(
  kind: NewsKind | undefined,
  page: number,
  locale: LocaleCode,
): Metadata {
  const { pages, news } = messagesFor(locale);
  const name = kind ? news.kinds[kind] : pages.news.title;
  return pageMetadata({
    title: page > 1 ? `${name} · ${format(news.page, { page })}` : name,
    description: clipped(format(pages.news.description, { company: site.companyName })),
    path: newsListPath(kind, page),
    locale,
  });
}

/** A post's metadata in a language: its title, its summary, its cover as the share image. */
export function postMetadata(slug: string, locale: LocaleCode): Metadata {
  const post = postIn(slug, locale)!;
  return pageMetadata({
    title: post.title,
    description: clipped(post.summary),
    path: postPath(slug),
    locale,
    image: { path: `/art/${postShareFile(slug)}`, alt: post.coverAlt ?? post.title },
  });
}

/** A studio's page's metadata in a language: its title, its summary, its address in each language. */
export function studioPageMetadata(slug: string, locale: LocaleCode): Metadata {
  const page = studioPageIn(slug, locale)!;
  return pageMetadata({
    title: page.title,
    description: clipped(page.summary),
    path: page.paths[defaultLocale] ?? page.path,
    paths: page.paths,
    locale,
  });
}

/**
 * The search page's title and description in a language: never indexed (its results are the
 * pages themselves) nor in the sitemap.
 */
export function searchMetadata(locale: LocaleCode): Metadata {
  const { title, description } = messagesFor(locale).search;
  return {
    ...pageMetadata({
      title,
      description: format(description, { site: site.name }),
      path: searchPage.path,
      locale,
    }),
    robots: { index: false },
  };
}
