import type { Metadata } from 'next';
import { content } from '@/data/content';
import { site } from '@/data/site';
import { messagesFor, type LocaleCode } from './i18n';
import { pageMetadata } from './metadata';
import type { Route } from './paths';
import { format } from './translations.mjs';

/** A screen's title and description in a language, with its hreflang alternates. */
export function screenMetadata(
  route: Exclude<Route, '/styleguide/'>,
  locale: LocaleCode,
): Metadata {
  const { site: words, pages } = messagesFor(locale);
  const name = { name: site.name };
  const game = { name: content.details.game.name };
  const text: Record<Exclude<Route, '/styleguide/'>, { title: string; description: string }> = {
    '/': { title: words.homeTitle, description: format(words.description, name) },
    '/browse/': pages.browse,
    '/details/': {
      title: format(pages.details.title, game),
      description: format(pages.details.description, game),
    },
    '/streams/': pages.streams,
    '/profile/': pages.profile,
  };
  return pageMetadata({ ...text[route], path: route, locale });
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
