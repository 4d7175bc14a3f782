import type { CatalogueGame } from '@/lib/content/types';
import { GameAccessibility } from './game-accessibility';
import { GameLanguages } from './game-languages';
import { GameRequirements } from './game-requirements';

/**
 * What a player checks on a game's page before buying, after its facts: the languages it is
 * in and the system requirements, where it gives them, and its accessibility, always (its
 * #accessibility is the address a store's accessibility field takes).
 */
export function PlayerChecks({ game }: { game: CatalogueGame }) {
  return (
    <>
      {game.languages?.length ? (
        <GameLanguages name={game.name} languages={game.languages} />
      ) : null}
      {game.platforms?.some((entry) => entry.requirements) ? (
        <GameRequirements name={game.name} platforms={game.platforms} />
      ) : null}
      <GameAccessibility game={game} />
    </>
  );
}
