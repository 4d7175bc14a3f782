import { GameGrid } from '@/components/games/game-grid';
import { Button } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { popularGames } from '@/data/games';
import { getMessages } from '@/lib/render/i18n';

export function PopularGames() {
  const { home } = getMessages();
  return (
    <Section
      id="popular-games"
      lead={home.popularLead}
      accent={home.popularAccent}
      action={<Button>{home.discoverPopular}</Button>}
      className="mt-16"
    >
      <GameGrid games={popularGames()} />
    </Section>
  );
}
