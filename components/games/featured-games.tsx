import { Section } from '@/components/ui/section';
import { featuredGames } from '@/data/games';
import { FeaturedGameCard } from './featured-game-card';

export function FeaturedGames() {
  return (
    <Section id="featured-games" lead="Featured" accent="Games">
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {featuredGames.map((game, index) => (
          <li key={game.gameName}>
            <FeaturedGameCard game={game} priority={index === 0} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
