import { GameLibraryList } from '@/components/games/game-library-list';
import { Button } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { libraryGames } from '@/data/games';
import { getMessages } from '@/lib/render/i18n';

/** Spec §3: the Top Downloaded list shows the library games. */
export function TopDownloaded() {
  const { games } = getMessages();
  return (
    <Section
      id="top-downloaded"
      lead={games.topLead}
      accent={games.topAccent}
      action={<Button>{games.viewAllGames}</Button>}
    >
      <GameLibraryList games={libraryGames()} />
    </Section>
  );
}
