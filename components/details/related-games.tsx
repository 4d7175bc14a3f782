import { GameLibraryList } from '@/components/games/game-library-list';
import { Section } from '@/components/ui/section';
import { libraryGames } from '@/data/games';
import { getMessages } from '@/lib/i18n';

/** The spec names the list but not its games; it reuses the library sample (README notes this). */
export function RelatedGames() {
  const { details } = getMessages();
  return (
    <Section id="related-games" lead={details.relatedLead} accent={details.relatedAccent}>
      <GameLibraryList games={libraryGames()} />
    </Section>
  );
}
