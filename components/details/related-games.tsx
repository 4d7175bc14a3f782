import { GameLibraryList } from '@/components/games/game-library-list';
import { Section } from '@/components/ui/section';
import { libraryGames } from '@/data/games';

/** The spec names the list but not its games; it reuses the library sample (README notes this). */
export function RelatedGames() {
  return (
    <Section id="related-games" lead="Other Related" accent="Games">
      <GameLibraryList games={libraryGames} />
    </Section>
  );
}
