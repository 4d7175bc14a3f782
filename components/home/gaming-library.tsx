import { GameLibraryList } from '@/components/games/game-library-list';
import { Button } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { libraryGames } from '@/data/games';
import { getMessages } from '@/lib/render/i18n';

type GamingLibraryProps = {
  /** The profile screen lists the library without the home screen's call to action. */
  withAction?: boolean;
};

export function GamingLibrary({ withAction = true }: GamingLibraryProps) {
  const { home } = getMessages();
  return (
    <Section
      id="gaming-library"
      lead={home.libraryLead}
      accent={home.libraryAccent}
      action={withAction ? <Button>{home.viewLibrary}</Button> : undefined}
    >
      <GameLibraryList games={libraryGames()} />
    </Section>
  );
}
