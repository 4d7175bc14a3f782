import { Artwork } from '@/components/ui/artwork';
import { LiveBadge } from '@/components/ui/live-badge';
import { VerifiedBadge } from '@/components/ui/verified-badge';
import type { StreamCard as StreamCardData } from '@/lib/content/types';
import { getMessages } from '@/lib/render/i18n';
import { format } from '@/lib/core/messages.mjs';

export function StreamCard({ stream }: { stream: StreamCardData }) {
  const { streams } = getMessages();
  return (
    <article className="h-full rounded-card bg-card p-4 transition duration-200 hover:-translate-y-1 hover:shadow-glow">
      <div className="relative">
        <Artwork
          src={stream.imageUrl}
          alt={stream.alt ?? format(streams.frameAlt, { caption: stream.streamCaption })}
          sizes="(min-width: 1440px) 270px, (min-width: 1024px) 21vw, (min-width: 640px) 42vw, 86vw"
          className="aspect-video w-full rounded-media object-cover"
        />
        <LiveBadge className="absolute bottom-3 start-3" />
      </div>
      <div className="mt-4 flex items-start gap-3">
        <Artwork
          src={stream.streamerPicture}
          alt=""
          size={46}
          className="size-[46px] shrink-0 rounded-full ring-2 ring-accent"
        />
        <div className="min-w-0">
          <h3 className="flex items-center gap-1.5 font-bold text-heading">
            <span className="min-w-0 break-words">{stream.streamerName}</span>
            <VerifiedBadge />
          </h3>
          <p className="mt-1 text-sm text-body">{stream.streamCaption}</p>
        </div>
      </div>
    </article>
  );
}
