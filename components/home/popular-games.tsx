import { PopularGameCard } from '@/components/games/popular-game-card';
import { Button } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { popularGames } from '@/data/games';
import { getMessages } from '@/lib/i18n';

export function PopularGames() {
  const { home } = getMessages();
  return (
    <Section
      id="popular-games"
      lead={home.popularLead}
      accent={home.popularAccent}
      action={<Button>{home.discoverPopular}</Button>}
      className="mt-16"
    >
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {popularGames().map((game) => (
          <li key={game.name}>
            <PopularGameCard game={game} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
