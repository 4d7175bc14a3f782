import { Section } from '@/components/ui/section';
import { featuredGames } from '@/data/games';
import { FeaturedGameCard } from './featured-game-card';
import { getMessages } from '@/lib/render/i18n';

export function FeaturedGames() {
  const { games } = getMessages();
  return (
    <Section id="featured-games" lead={games.featuredLead} accent={games.featuredAccent}>
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {featuredGames().map((game, index) => (
          <li key={game.gameName}>
            <FeaturedGameCard game={game} priority={index === 0} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
