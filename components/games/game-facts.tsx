import { Section } from '@/components/ui/section';
import type { CatalogueGame } from '@/lib/content/types';
import { gameMakers, storeName } from '@/data/catalogue';
import { site } from '@/data/site';
import { GameFact } from './game-fact';
import { RatingLine } from './rating-line';
import { ReleaseText } from './release-text';
import { getLocale, getMessages } from '@/lib/render/i18n';
import { PLATFORMS, ratingsFor, withCampaign } from '@/lib/content/games/game-facts.mjs';
import { format } from '@/lib/core/messages.mjs';

type GameFactsProps = {
  game: CatalogueGame;
  /** The genre the page shows: the game's own, or its type. */
  genre: string;
};

/**
 * A catalogue game's facts: who made it, where and when it came out, where to buy it and
 * its age ratings, the page's market board first. Store links are plain links to the store.
 */
export function GameFacts({ game, genre }: GameFactsProps) {
  const { code } = getLocale();
  const { gameFacts: words } = getMessages();
  const ratings = ratingsFor(game.ratings ?? {}, code, game.ratingReasons);
  const { developer, publisher } = gameMakers(game);
  const people = [
    { label: words.developer, value: developer },
    { label: words.publisher, value: publisher },
    { label: words.genre, value: genre },
  ];
  return (
    <Section id="game-facts" lead={words.lead} accent={words.accent} tone="boxed">
      <dl className="grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
        {people.map(({ label, value }) => (
          <GameFact key={label} label={label} className="mt-1 text-lg font-bold text-heading">
            {value}
          </GameFact>
        ))}
        {game.platforms?.length ? (
          <GameFact label={words.platforms} className="mt-2">
            <ul className="space-y-1.5">
              {game.platforms.map(({ platform, release, out }) => (
                <li key={platform}>
                  <span className="font-bold text-heading">{PLATFORMS[platform]}</span>
                  <span className="text-body">
                    {' · '}
                    <ReleaseText release={release} out={out} as="state" />
                  </span>
                </li>
              ))}
            </ul>
          </GameFact>
        ) : null}
        {game.state ? (
          <GameFact label={words.state} className="mt-1 text-lg font-bold text-heading">
            {game.state === 'delisted' ? words.delisted : words.earlyAccess}
          </GameFact>
        ) : null}
        {game.stores?.length ? (
          <GameFact label={words.stores} className="mt-2">
            <ul className="flex flex-wrap gap-2">
              {game.stores.map(({ store, url }) => (
                <li key={store}>
                  <a
                    href={withCampaign(url, site.storeCampaign)}
                    aria-label={format(words.storeLabel, {
                      name: game.name,
                      store: storeName(store),
                    })}
                    className="inline-flex min-h-11 items-center rounded-pill bg-raised px-4 font-bold text-heading transition-colors hover:text-accent-ink"
                  >
                    {storeName(store)}
                  </a>
                </li>
              ))}
            </ul>
          </GameFact>
        ) : null}
        {ratings.length ? (
          <GameFact label={words.ratings} className="mt-2">
            <ul className="flex flex-wrap gap-2">
              {ratings.map((rating) => (
                <li key={rating.board}>
                  <RatingLine rating={rating} />
                </li>
              ))}
            </ul>
          </GameFact>
        ) : null}
      </dl>
    </Section>
  );
}
