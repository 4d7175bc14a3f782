import { LiveStreamTips } from '@/components/browse/live-stream-tips';
import { TopDownloaded } from '@/components/browse/top-downloaded';
import { FeaturedGames } from '@/components/games/featured-games';
import { PopularStreams } from '@/components/streams/popular-streams';
import { PageTitle } from '@/components/ui/page-title';
import { getMessages } from '@/lib/render/i18n';

export function BrowseScreen() {
  return (
    <>
      <PageTitle>{getMessages().pages.browse.heading}</PageTitle>
      <FeaturedGames />
      <TopDownloaded />
      <LiveStreamTips />
      <PopularStreams />
    </>
  );
}
