import { FeaturedGames } from '@/components/games/featured-games';
import { PageTitle } from '@/components/ui/page-title';
import { PopularStreams } from '@/components/streams/popular-streams';
import { TopStreamers } from '@/components/streams/top-streamers';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Streams',
  description:
    'Featured games, the top five streamers and the most popular live streams right now.',
  path: '/streams/',
});

export default function StreamsPage() {
  return (
    <>
      <PageTitle>Live Streams</PageTitle>
      <FeaturedGames />
      <TopStreamers />
      <PopularStreams />
    </>
  );
}
