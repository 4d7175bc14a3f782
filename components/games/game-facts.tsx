import { Section } from '@/components/ui/section';
import type { CatalogueGame } from '@/lib/content/types';
import { gameMakers } from '@/data/catalogue';
import { GameFact } from './game-fact';
import { PlatformReleases } from './platform-releases';
import { RatingLine } from './rating-line';
import { StoreMarkets } from './store-markets';
import { getLocale, getMessages } from '@/lib/render/i18n';
import { ratingsFor } from '@/lib/content/games/game-facts.mjs';

type GameFactsProps = {
  game: CatalogueGame;
  /** The genre the page shows: the game's own, or its type. */
  genre: string;
};

/**
 * A catalogue game's facts: who made it, where and when it came out, where to buy it and
 * its age ratings, the page's market board first. Store links are plain links to the store,
 * the page's first market first.
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
              {game.platforms.map((platform) => (
                <PlatformReleases key={platform.platform} platform={platform} />
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
            <StoreMarkets game={game} />
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
