import Link from 'next/link';
import { gameHref, gameMakers, storeName } from '@/data/catalogue';
import { kitDataXml } from '@/data/presskit';
import { site } from '@/data/site';
import type { CatalogueGame } from '@/lib/content/types';
import { PLATFORMS, ratingsFor, withCampaign } from '@/lib/content/games/game-facts.mjs';
import { shownPrice } from '@/lib/content/games/markets.mjs';
import { formatLongDate } from '@/lib/core/format';
import { format } from '@/lib/core/messages.mjs';
import { absoluteUrl, withBasePath } from '@/lib/core/site-url';
import { getLocale, getMessages } from '@/lib/render/i18n';
import { RatingLine } from '@/components/games/rating-line';
import { ReleaseText } from '@/components/games/release-text';
import { KitFact, kitLink as link } from './kit-fact';
import { KitAccessibility } from './kit-accessibility';
import { KitPressFacts } from './kit-press-facts';
import { KitRequirements } from './kit-requirements';

/**
 * A game's fact sheet: who made it, its release dates per platform, its stores (plain
 * links), its website, its regular price per currency, its ratings and partners; every
 * figure from the entry its page shows.
 */
export function GameFactSheet({ game }: { game: CatalogueGame }) {
  const { code } = getLocale();
  const { presskit: words, markets } = getMessages();
  const { developer, publisher } = gameMakers(game);
  const href = gameHref(game.slug, code)!;
  const stores = game.stores ?? [];
  // Only a price with the day it was checked, on a link that sells.
  const prices = stores.flatMap((store) => {
    const price = shownPrice(store);
    return price ? [price] : [];
  });
  const selling = stores.filter((store) => !store.delisted);
  const currencies = prices.filter(
    (price, index) => prices.findIndex((other) => other.currency === price.currency) === index,
  );
  const ratings = ratingsFor(game.ratings ?? {}, code, game.ratingReasons);
  return (
    <dl className="grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
      <KitFact label={words.developer}>{developer}</KitFact>
      <KitFact label={words.publisher}>{publisher}</KitFact>
      <KitFact label={words.releaseDates}>
        {game.platforms?.length ? (
          <ul className="space-y-1">
            {game.platforms.map(({ platform, release, regions = [] }) => (
              <li key={platform}>
                <span className="font-bold">{PLATFORMS[platform]}</span>
                {' · '}
                <ReleaseText release={release} as="day" />
                {regions.map(({ region, release: own }) => (
                  <span key={region} className="block text-sm">
                    {format(markets.releaseIn, { region: markets.regions[region] })}{' '}
                    <ReleaseText release={own} as="day" />
                  </span>
                ))}
              </li>
            ))}
          </ul>
        ) : undefined}
      </KitFact>
      <KitFact label={words.stores}>
        {selling.length ? (
          <ul className="space-y-1">
            {selling.map(({ store, url, region }) => (
              <li key={`${store} ${url}`}>
                <a href={withCampaign(url, site.storeCampaign)} className={link}>
                  {storeName(store)}
                </a>
                {region ? ` (${markets.regions[region]})` : null}
              </li>
            ))}
          </ul>
        ) : undefined}
      </KitFact>
      <KitFact label={words.website}>
        <Link href={href} prefetch={false} dir="ltr" className={`${link} break-all`}>
          {absoluteUrl(href)}
        </Link>
      </KitFact>
      <KitFact label={words.prices}>
        {currencies.length ? (
          <ul className="space-y-1">
            {currencies.map(({ amount, currency, checked }) => (
              <li key={currency}>
                {format(markets.priceChecked, {
                  price: new Intl.NumberFormat(code, { style: 'currency', currency }).format(
                    amount,
                  ),
                  date: formatLongDate(checked ?? '', code),
                })}
              </li>
            ))}
          </ul>
        ) : undefined}
      </KitFact>
      <KitFact label={words.ratings}>
        {ratings.length ? (
          <ul className="flex flex-wrap gap-2">
            {ratings.map((rating) => (
              <li key={rating.board}>
                <RatingLine rating={rating} />
              </li>
            ))}
          </ul>
        ) : undefined}
      </KitFact>
      <KitRequirements platforms={game.platforms ?? []} />
      <KitAccessibility accessibility={game.accessibility} />
      <KitPressFacts press={game.press} />
      <KitFact label="data.xml">
        <a href={withBasePath(kitDataXml(game.slug))} className={link}>
          {words.dataXml}
        </a>
      </KitFact>
    </dl>
  );
}
