import { FeaturedGames } from '@/components/games/featured-games';
import { PopularStreams } from '@/components/streams/popular-streams';
import { TopStreamers } from '@/components/streams/top-streamers';
import { PageTitle } from '@/components/ui/page-title';
import { getMessages } from '@/lib/render/i18n';

export function StreamsScreen() {
  return (
    <>
      <PageTitle>{getMessages().pages.streams.heading}</PageTitle>
      <FeaturedGames />
      <TopStreamers />
      <PopularStreams />
    </>
  );
}
