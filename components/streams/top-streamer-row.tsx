import { Artwork } from '@/components/ui/artwork';
import { Button } from '@/components/ui/button';
import { VerifiedBadge } from '@/components/ui/verified-badge';
import type { TopStreamer } from '@/data/types';

export function TopStreamerRow({ streamer }: { streamer: TopStreamer }) {
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 border-b border-muted/60 py-4 last:border-b-0">
      <span className="w-7 text-lg font-bold text-accent-ink">
        <span className="sr-only">Rank </span>
        {streamer.streamrNumber}
      </span>
      <Artwork src={streamer.streamrImage} alt="" size={46} className="size-[46px] rounded-full" />
      {/* At least 7.5rem for the name: on the narrowest phones Follow wraps below instead. */}
      <h3 className="flex min-w-[7.5rem] flex-1 items-center gap-1.5 font-bold text-heading">
        <span className="min-w-0 break-words">{streamer.streamerName}</span>
        <VerifiedBadge />
      </h3>
      <Button
        variant="secondary"
        aria-label={`Follow ${streamer.streamerName}`}
        className="ml-auto px-5"
      >
        Follow
      </Button>
    </li>
  );
}
