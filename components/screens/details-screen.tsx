import { FeatureImages } from '@/components/details/feature-images';
import { GameDescription } from '@/components/details/game-description';
import { GameHeaderCard } from '@/components/details/game-header-card';
import { GameStatsRow } from '@/components/details/game-stats-row';
import { RelatedGames } from '@/components/details/related-games';
import { Screenshots } from '@/components/details/screenshots';
import { VideoGameJsonLd } from '@/components/seo/video-game-json-ld';

export function DetailsScreen() {
  return (
    <>
      <VideoGameJsonLd />
      <FeatureImages />
      <GameHeaderCard />
      <GameStatsRow />
      <Screenshots />
      <GameDescription />
      <RelatedGames />
    </>
  );
}
