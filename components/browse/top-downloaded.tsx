import { GameLibraryList } from '@/components/games/game-library-list';
import { Button } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { libraryGames } from '@/data/games';

/** Spec §3: the Top Downloaded list shows the library games. */
export function TopDownloaded() {
  return (
    <Section
      id="top-downloaded"
      lead="Top"
      accent="Downloaded"
      action={<Button>View All Games</Button>}
    >
      <GameLibraryList games={libraryGames} />
    </Section>
  );
}
