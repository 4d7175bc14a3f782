import { GameAccessibility } from '@/components/games/game-accessibility';
import { GameRequirements } from '@/components/games/game-requirements';
import { RatingLine } from '@/components/games/rating-line';
import { Section } from '@/components/ui/section';
import { catalogueGames } from '@/data/catalogue';
import { ratingsFor } from '@/lib/content/games/game-facts.mjs';
import { getLocale } from '@/lib/render/i18n';
import { schemeClass } from './scheme-class';

/**
 * What a player checks before buying, in both themes side by side: a rating with its reasons
 * (the facts card's and each trailer's line), a platform's system requirements and a game's
 * accessibility features, from the sample catalogue's first game that gives each.
 */
export function PlayerFacts() {
  const { code } = getLocale();
  const games = catalogueGames();
  const rated = games.find((game) => Object.keys(game.ratingReasons ?? {}).length);
  const computer = games.find((game) => game.platforms?.some((entry) => entry.requirements));
  const tagged = games.find((game) => game.accessibility?.tags?.length);
  const platform = computer?.platforms?.find((entry) => entry.requirements);
  return (
    // Always rendered: its height follows the sample's data, which no fixed guess tracks.
    <Section id="player-facts" lead="Player" accent="Facts" placeholder={false}>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        {(['dark', 'light'] as const).map((scheme) => (
          <div
            key={scheme}
            className={`${schemeClass[scheme]} rounded-card bg-surface p-4 text-body sm:p-6`}
          >
            <p id={`player-facts-${scheme}`} className="font-caps text-xs uppercase tracking-wider">
              {scheme}
            </p>
            {rated ? (
              <ul className="mt-4 space-y-2">
                {ratingsFor(rated.ratings ?? {}, code, rated.ratingReasons).map((rating) => (
                  <li key={rating.board}>
                    <RatingLine rating={rating} />
                  </li>
                ))}
              </ul>
            ) : null}
            {computer && platform ? (
              <GameRequirements
                name={computer.name}
                platforms={[platform]}
                specimen={`player-facts-${scheme}`}
              />
            ) : null}
            {tagged ? (
              <GameAccessibility game={tagged} specimen={`player-facts-${scheme}`} />
            ) : null}
          </div>
        ))}
      </div>
    </Section>
  );
}
