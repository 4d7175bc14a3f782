import { buttonBase, buttonVariants, buttonWidths } from '@/components/ui/button-variants';
import { storeName } from '@/data/catalogue';
import { site } from '@/data/site';
import { cn } from '@/lib/cn';
import { gameAction } from '@/lib/content/games/game-action.mjs';
import { withCampaign } from '@/lib/content/games/game-facts.mjs';
import type { CatalogueGame } from '@/lib/content/types';
import { format } from '@/lib/core/messages.mjs';
import { getLocale, getMessages } from '@/lib/render/i18n';

/**
 * A game page's one action, as its state calls for: a link to the store that looks like the
 * page's button (wishlist, buy, join the early access…) on a store of the page's first market
 * that sells it, or, once delisted, the line saying
 * it is no longer sold. A game with no store shows neither.
 */
export function GameAction({ game }: { game: CatalogueGame }) {
  const { code } = getLocale();
  const { gameAction: words } = getMessages();
  const action = gameAction(game, site.marketsFor(code));
  if (!action) return null;
  if (action.kind === 'delisted') {
    return (
      <p className="text-center text-lg font-bold text-heading">
        {format(words.noLongerSold, { name: game.name })}
      </p>
    );
  }
  return (
    <a
      href={withCampaign(action.url, site.storeCampaign)}
      className={cn(
        buttonBase,
        buttonVariants.primary,
        buttonWidths.fixed,
        'text-center sm:w-auto',
      )}
    >
      {format(words[action.kind], { store: storeName(action.store) })}
    </a>
  );
}
