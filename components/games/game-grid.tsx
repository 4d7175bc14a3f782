import { PopularGameCard } from '@/components/games/popular-game-card';
import type { PopularGame } from '@/lib/content/types';

/**
 * Store cards in a grid: one column on phones, two from `sm`, four from `lg`. `level`: the
 * cards' heading level, one below the heading the grid sits under.
 */
export function GameGrid({ games, level }: { games: readonly PopularGame[]; level?: 2 | 3 }) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {games.map((game) => (
        <li key={game.game ?? game.name}>
          <PopularGameCard game={game} level={level} />
        </li>
      ))}
    </ul>
  );
}
