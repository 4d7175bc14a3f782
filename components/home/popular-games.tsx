import { PopularGameCard } from '@/components/games/popular-game-card';
import { Button } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { popularGames } from '@/data/games';

export function PopularGames() {
  return (
    <Section
      id="popular-games"
      lead="Most Popular"
      accent="Right Now"
      action={<Button>Discover Popular</Button>}
      className="mt-16"
    >
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {popularGames.map((game) => (
          <li key={game.name}>
            <PopularGameCard game={game} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
