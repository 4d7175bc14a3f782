import { Artwork } from '@/components/ui/artwork';
import { Button } from '@/components/ui/button';
import { VerifiedBadge } from '@/components/ui/verified-badge';
import type { TopStreamer } from '@/lib/content/types';
import { getMessages } from '@/lib/render/i18n';
import { format } from '@/lib/core/messages.mjs';

export function TopStreamerRow({ streamer }: { streamer: TopStreamer }) {
  const { streams } = getMessages();
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 border-b border-muted/60 py-4 last:border-b-0">
      <span className="w-7 text-lg font-bold text-accent-ink">
        <span className="sr-only">{`${streams.rank} `}</span>
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
        aria-label={format(streams.followName, { name: streamer.streamerName })}
        className="ms-auto px-5"
      >
        {streams.follow}
      </Button>
    </li>
  );
}
