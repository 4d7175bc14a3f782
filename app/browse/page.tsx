import { LiveStreamTips } from '@/components/browse/live-stream-tips';
import { TopDownloaded } from '@/components/browse/top-downloaded';
import { FeaturedGames } from '@/components/games/featured-games';
import { PageTitle } from '@/components/ui/page-title';
import { PopularStreams } from '@/components/streams/popular-streams';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Browse',
  description:
    'Featured games, the top downloads, how to start your live stream and the most popular streams.',
  path: '/browse/',
});

export default function BrowsePage() {
  return (
    <>
      <PageTitle>Browse Games And Streams</PageTitle>
      <FeaturedGames />
      <TopDownloaded />
      <LiveStreamTips />
      <PopularStreams />
    </>
  );
}
