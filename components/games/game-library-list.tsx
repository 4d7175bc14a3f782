import type { LibraryGame } from '@/lib/content/types';
import { LibraryRow } from './library-row';

export function GameLibraryList({ games }: { games: readonly LibraryGame[] }) {
  return (
    <ul className="rounded-card bg-card px-5 sm:px-8">
      {games.map((game) => (
        <LibraryRow key={game.gameName} game={game} />
      ))}
    </ul>
  );
}
