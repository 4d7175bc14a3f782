import { GameLibraryList } from '@/components/games/game-library-list';
import { Button } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { libraryGames } from '@/data/games';

type GamingLibraryProps = {
  /** The profile screen lists the library without the home screen's call to action. */
  withAction?: boolean;
};

export function GamingLibrary({ withAction = true }: GamingLibraryProps) {
  return (
    <Section
      id="gaming-library"
      lead="Your Gaming"
      accent="Library"
      action={withAction ? <Button>View Your Library</Button> : undefined}
    >
      <GameLibraryList games={libraryGames} />
    </Section>
  );
}
