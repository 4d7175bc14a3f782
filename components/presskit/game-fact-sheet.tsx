import Link from 'next/link';
import { gameHref, gameMakers } from '@/data/catalogue';
import { kitDataXml } from '@/data/presskit';
import { site } from '@/data/site';
import type { CatalogueGame } from '@/lib/content/types';
import { PLATFORMS, STORES, ratingsFor, withCampaign } from '@/lib/content/game-facts.mjs';
import { format } from '@/lib/core/messages.mjs';
import { absoluteUrl, withBasePath } from '@/lib/core/site-url';
import { getLocale, getMessages } from '@/lib/render/i18n';
import { ReleaseText } from '@/components/games/release-text';
import { KitFact } from './kit-fact';

const link = 'text-accent-ink underline underline-offset-4 hover:no-underline';

/**
 * A game's fact sheet: who made it, its release dates per platform, its stores (plain
 * links), its website, its regular price per currency, its ratings and partners; every
 * figure from the entry its page shows.
 */
export function GameFactSheet({ game }: { game: CatalogueGame }) {
  const { code } = getLocale();
  const { presskit: words, gameFacts } = getMessages();
  const { developer, publisher } = gameMakers(game);
  const press = game.press;
  const href = gameHref(game.slug, code)!;
  const storeName = (store: keyof typeof STORES) =>
    STORES[store] ?? format(gameFacts.studioStore, { company: site.companyName });
  const prices = (game.stores ?? []).flatMap(({ price }) => (price ? [price] : []));
  const currencies = prices.filter(
    (price, index) => prices.findIndex((other) => other.currency === price.currency) === index,
  );
  const ratings = ratingsFor(game.ratings ?? {}, code);
  return (
    <dl className="grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
      <KitFact label={words.developer}>{developer}</KitFact>
      <KitFact label={words.publisher}>{publisher}</KitFact>
      <KitFact label={words.releaseDates}>
        {game.platforms?.length ? (
          <ul className="space-y-1">
            {game.platforms.map(({ platform, release }) => (
              <li key={platform}>
                <span className="font-bold">{PLATFORMS[platform]}</span>
                {' · '}
                <ReleaseText release={release} as="day" />
              </li>
            ))}
          </ul>
        ) : undefined}
      </KitFact>
      <KitFact label={words.stores}>
        {game.stores?.length ? (
          <ul className="space-y-1">
            {game.stores.map(({ store, url }) => (
              <li key={store}>
                <a href={withCampaign(url, site.storeCampaign)} className={link}>
                  {storeName(store)}
                </a>
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
            {currencies.map(({ amount, currency }) => (
              <li key={currency}>
                {new Intl.NumberFormat(code, { style: 'currency', currency }).format(amount)}
              </li>
            ))}
          </ul>
        ) : undefined}
      </KitFact>
      <KitFact label={words.ratings}>
        {ratings.length ? (
          <ul className="flex flex-wrap gap-2">
            {ratings.map(({ board, value }) => (
              <li
                key={board}
                dir="ltr"
                className="rounded-media border border-muted px-2 py-0.5 font-bold"
              >
                {`${board} ${value}`}
              </li>
            ))}
          </ul>
        ) : undefined}
      </KitFact>
      <KitFact label={words.partners}>
        {press?.partners?.length ? (
          <ul className="space-y-1">
            {press.partners.map(({ kind, name, website, basedIn }) => (
              <li key={`${kind}|${name}`}>
                {`${kind}: `}
                {website ? (
                  <a href={website} className={link}>
                    {name}
                  </a>
                ) : (
                  name
                )}
                {basedIn ? ` · ${basedIn}` : ''}
              </li>
            ))}
          </ul>
        ) : undefined}
      </KitFact>
      <KitFact label={words.relations}>
        {press?.relations?.length ? (
          <ul className="space-y-1">
            {press.relations.map(({ kind, name }) => (
              <li key={`${kind}|${name}`}>{`${kind}: ${name}`}</li>
            ))}
          </ul>
        ) : undefined}
      </KitFact>
      <KitFact label={words.copies}>
        {press?.copies === undefined && !press?.copyRequest ? undefined : (
          <>
            {press.copies === false ? words.copiesNo : words.copiesYes}
            {press.copyRequest ? (
              <>
                {' '}
                <a href={press.copyRequest} className={link}>
                  {words.requestCopy}
                </a>
              </>
            ) : null}
          </>
        )}
      </KitFact>
      <KitFact label="data.xml">
        <a href={withBasePath(kitDataXml(game.slug))} className={link}>
          {words.dataXml}
        </a>
      </KitFact>
    </dl>
  );
}
