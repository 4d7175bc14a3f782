import { content, contentIn } from './content';
import type { CatalogueGame } from '../lib/content/types';
import {
  ACCESSIBILITY_TAGS,
  tagsOf,
  type AccessibilityTag,
} from '@/lib/content/games/accessibility.mjs';
import type { LocaleCode } from '@/lib/render/i18n';

// The games by accessibility feature (/games/accessibility/ and a page per tag): every tag
// a game with a page of its own lists, with those games. The details screen's game has its
// one page, /details/, the spec's, which shows no accessibility section.

/** A game carrying a tag, and the platforms it is limited to where it is not on all. */
export type TaggedGame = { game: CatalogueGame; only?: readonly string[] };

/**
 * Each tag the games list, in the initiative's order, with its games in the catalogue's.
 * @param catalogue the catalogue in the page's language
 */
function byTag(catalogue: readonly CatalogueGame[]) {
  const tagged = new Map<AccessibilityTag, TaggedGame[]>();
  for (const game of catalogue.filter(({ page }) => page === 'own')) {
    for (const { tag, only } of tagsOf(game.accessibility ?? {})) {
      tagged.set(tag, [...(tagged.get(tag) ?? []), only ? { game, only } : { game }]);
    }
  }
  return ACCESSIBILITY_TAGS.flatMap((tag) => {
    const games = tagged.get(tag);
    return games ? [{ tag, games }] : [];
  });
}

/** Each tag in use, with its games, in a language. */
export const tagsInUse = (code: LocaleCode) => byTag(contentIn(code).catalogue);

/** The tags a page is exported for: the same in every language (a tag is an id, not a word). */
export const tagSlugs: readonly AccessibilityTag[] = byTag(content.catalogue).map(({ tag }) => tag);

/** A tag's games in a language; undefined for a tag no game lists. */
export const gamesWithTag = (tag: string, code: LocaleCode) =>
  tagsInUse(code).find((entry) => entry.tag === tag)?.games;
