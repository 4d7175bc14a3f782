import type { CatalogueGame } from '@/lib/content/types';
import { tagsOf } from '@/lib/content/games/accessibility.mjs';
import { platformNames } from '@/lib/content/games/game-facts.mjs';
import { format } from '@/lib/core/messages.mjs';
import { getLocale, getMessages } from '@/lib/render/i18n';
import { KitFact } from './kit-fact';

/**
 * A game's accessibility tags in its kit: the same tags by the same names as its page, for
 * a store's or a writer's copy. None where the game lists none.
 */
export function KitAccessibility({
  accessibility,
}: {
  accessibility: CatalogueGame['accessibility'];
}) {
  const { code } = getLocale();
  const { gameAccessibility: words, accessibilityTags: labels } = getMessages();
  const tags = tagsOf(accessibility ?? {});
  return (
    <KitFact label={words.features}>
      {tags.length ? (
        <ul className="space-y-1">
          {tags.map(({ tag, only }) => (
            <li key={tag} data-tag={tag}>
              {labels[tag].label}
              {only ? ` (${format(words.onlyOn, { platforms: platformNames(only, code) })})` : null}
            </li>
          ))}
        </ul>
      ) : undefined}
    </KitFact>
  );
}
