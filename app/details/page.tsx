import type { Metadata } from 'next';
import { FeatureImages } from '@/components/details/feature-images';
import { GameDescription } from '@/components/details/game-description';
import { GameHeaderCard } from '@/components/details/game-header-card';
import { GameStatsRow } from '@/components/details/game-stats-row';
import { RelatedGames } from '@/components/details/related-games';
import { Screenshots } from '@/components/details/screenshots';
import { detailsGame } from '@/data/details';

export const metadata: Metadata = {
  title: `${detailsGame.name} · Details`,
  description: `${detailsGame.name}, a sandbox game: rating, likes, size, screenshots and related games.`,
};

export default function DetailsPage() {
  return (
    <>
      <FeatureImages />
      <GameHeaderCard />
      <GameStatsRow />
      <Screenshots />
      <GameDescription />
      <RelatedGames />
    </>
  );
}
