import { ChevronDown } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { storeName } from '@/data/catalogue';
import { site } from '@/data/site';
import { delistedIn, isRegional, storesIn } from '@/lib/content/games/markets.mjs';
import type { CatalogueGame } from '@/lib/content/types';
import { format } from '@/lib/core/messages.mjs';
import { getLocale, getMessages } from '@/lib/render/i18n';
import { StoreLinks } from './store-links';

/**
 * Where a game is sold: one list for a game sold alike everywhere; for one with regional
 * links, the page's first market (the brand's order for its language) and, folded below
 * it, every other region, a store delisted there named as not sold. A <details> element:
 * it opens without JavaScript, and a crawler reads every link.
 */
export function StoreMarkets({ game }: { game: CatalogueGame }) {
  const { code } = getLocale();
  const { markets: words } = getMessages();
  const stores = game.stores ?? [];
  if (!isRegional(stores)) return <StoreLinks name={game.name} links={stores} />;
  const [first, ...others] = site.marketsFor(code);
  const market = (region: NonNullable<typeof first>) => {
    const links = storesIn(stores, region);
    const delisted = delistedIn(stores, region);
    return (
      <>
        {links.length ? (
          <StoreLinks name={game.name} links={links} region={region} />
        ) : (
          <p>{format(words.noStore, { region: words.regions[region] })}</p>
        )}
        {delisted.length ? (
          <p className="mt-1.5 text-sm">
            {format(words.notSold, {
              region: words.regions[region],
              stores: new Intl.ListFormat(code).format(delisted.map(storeName)),
            })}
          </p>
        ) : null}
      </>
    );
  };
  return (
    <div data-markets={[first, ...others].join(' ')}>
      {first ? (
        <div data-region={first}>
          <p className="mb-2 text-sm font-bold text-heading">
            {format(words.inRegion, { region: words.regions[first] })}
          </p>
          {market(first)}
        </div>
      ) : null}
      <details className="group mt-4">
        {/* Its own marker, turned when open: the default triangle goes with display: flex. */}
        <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1.5 font-bold text-heading hover:text-accent-ink [&::-webkit-details-marker]:hidden">
          {words.otherRegions}
          <Icon icon={ChevronDown} className="size-5 transition-transform group-open:rotate-180" />
        </summary>
        <ul className="mt-2 space-y-4">
          {others.map((region) => (
            <li key={region} data-region={region}>
              <p className="mb-2 text-sm font-bold text-heading">{words.regions[region]}</p>
              {market(region)}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
