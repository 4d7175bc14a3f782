import { storeName } from '@/data/catalogue';
import { site } from '@/data/site';
import { withCampaign } from '@/lib/content/games/game-facts.mjs';
import type { Region, StoreLink } from '@/lib/content/games/markets.mjs';
import { format } from '@/lib/core/messages.mjs';
import { getMessages } from '@/lib/render/i18n';

type StoreLinksProps = {
  name: string;
  links: readonly StoreLink[];
  /** The region the links sell in, named in each link's accessible name; none for a game sold alike everywhere. */
  region?: Region;
};

/** A game's store links as pills: plain links to the store, with the brand's campaign. */
export function StoreLinks({ name, links, region }: StoreLinksProps) {
  const { gameFacts: words, markets } = getMessages();
  return (
    <ul className="flex flex-wrap gap-2">
      {links.map(({ store, url }) => (
        <li key={`${store} ${url}`}>
          <a
            href={withCampaign(url, site.storeCampaign)}
            aria-label={
              region
                ? format(markets.storeInRegion, {
                    name,
                    store: storeName(store),
                    region: markets.regions[region],
                  })
                : format(words.storeLabel, { name, store: storeName(store) })
            }
            className="inline-flex min-h-11 items-center rounded-pill bg-raised px-4 font-bold text-heading transition-colors hover:text-accent-ink"
          >
            {storeName(store)}
          </a>
        </li>
      ))}
    </ul>
  );
}
