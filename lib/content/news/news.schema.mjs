// A news post's schema (data/content/news/<slug>/index.<code>.md), beside its resolver
// (lib/content/news/news.mjs).
import { z } from 'zod';
import {
  MAX_LIST,
  alt,
  dateText,
  focal,
  gameRef,
  markdownTranslation,
  pictureIn,
  text,
  translated,
} from '../shared/fields.mjs';
import { momentFields } from '../shared/moments.mjs';
import { formerlyField } from '../shared/addresses.mjs';

/** The kinds of news post, each with its list page (/news/<kind>/), in the lists' order. */
export const NEWS_KINDS = /** @type {const} */ (['announcement', 'devlog', 'patch-notes', 'event']);

/**
 * A news post's front matter and body: data/content/news/<slug>/index.en.md, its Markdown
 * body as `body`. The folder's name is its slug and address (/news/<slug>/). Each other
 * language's file (index.<code>.md) holds its title, summary, cover alt and body.
 */
export const newsPost = z
  .object({
    title: translated(text.max(120, 'at most 120 characters')).describe("The post's headline."),
    summary: translated(text.max(300, 'at most 300 characters')).describe(
      'One or two sentences: the lists, the meta description and the feeds show it.',
    ),
    date: dateText.describe(
      'When it is published, dd/mm/yyyy: a later day than the build holds it back.',
    ),
    updated: dateText.describe('When it last changed in substance, dd/mm/yyyy.').optional(),
    kind: z.enum(NEWS_KINDS).describe('An announcement, a devlog, patch notes or an event.'),
    games: z
      .array(gameRef)
      .max(MAX_LIST, `at most ${MAX_LIST} games`)
      .describe('The catalogue games it is about, by slug: their pages list it.')
      .optional(),
    cover: pictureIn('wide', 'title').describe(
      'Its wide picture, the share image too. Left out: art drawn for its title (no lettering, so it suits every language).',
    ),
    coverAlt: alt,
    focal,
    author: text.max(80, 'at most 80 characters').describe('Who wrote it, as signed.'),
    body: translated(text).describe(
      'The post, in Markdown: paragraphs, ## headings, lists, links.',
    ),
    ...momentFields,
    formerly: formerlyField,
  })
  .strict();

/** A post in another language: index.<code>.md beside the English, its translated texts. */
export const newsTranslation = markdownTranslation(newsPost, { coverAlt: alt });
