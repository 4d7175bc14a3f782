import { GameGrid } from '@/components/games/game-grid';
import { catalogueGames, gameCard } from '@/data/catalogue';
import { getMessages } from '@/lib/render/i18n';

/** /games/: every catalogue game, each card leading to its page. */
export function GamesScreen() {
  const { pages } = getMessages();
  return (
    <>
      <h1 className="mb-8 text-3xl font-bold text-heading sm:text-4xl">{pages.games.heading}</h1>
      <GameGrid games={catalogueGames().map(gameCard)} />
    </>
  );
}
