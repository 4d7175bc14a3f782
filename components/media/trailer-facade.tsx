import { Play } from 'lucide';
import { Artwork } from '@/components/ui/artwork';
import { Icon } from '@/components/ui/icon';
import type { GameVideo } from '@/lib/content/types';
import { hostedPlayer } from '@/lib/content/games/videos.mjs';
import { format } from '@/lib/core/messages.mjs';
import { getMessages } from '@/lib/render/i18n';

const HOST_NAMES = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

/**
 * A hosted trailer that asks nothing of its host until play is pressed: our own poster, a
 * real button over it, and an empty slot the press fills with the host's player
 * (lib/media.ts). Without JavaScript the poster links to the video on its host.
 */
export function TrailerFacade({
  video,
  id,
  sizes,
  priority,
}: {
  video: GameVideo;
  /** Unique on the page: the button's id, its slot's from it. */
  id: string;
  sizes: string;
  priority: boolean;
}) {
  const player = hostedPlayer(video)!;
  const { media } = getMessages();
  // A transparent edge that forced colours draw, so the button keeps its outline there.
  const cover =
    'absolute inset-0 flex size-full items-center justify-center rounded-card border-2 border-transparent';
  const badge = (
    <span className="flex size-16 items-center justify-center rounded-full bg-accent text-accent-label shadow-lg group-hover:scale-110 motion-safe:transition-transform">
      <Icon icon={Play} className="size-8 translate-x-0.5" />
    </span>
  );
  return (
    // No overflow clipping here: the button's focus ring is drawn outside its edge.
    <div className="relative aspect-video w-full rounded-card bg-card">
      <Artwork
        src={video.poster}
        alt=""
        sizes={sizes}
        priority={priority}
        className="aspect-video w-full rounded-card object-cover"
      />
      <button
        type="button"
        id={id}
        data-trailer-play=""
        data-src={player.playUrl}
        data-origin={player.origin}
        data-title={video.title}
        aria-controls={`${id}-player`}
        className={`group ${cover} noscript:hidden [&[hidden]]:hidden`}
      >
        {badge}
        <span className="sr-only">{format(media.play, { title: video.title })}</span>
      </button>
      <a href={player.watchUrl} className={`group ${cover} hidden noscript:flex`}>
        {badge}
        <span className="sr-only">
          {format(media.watchOn, { title: video.title, host: HOST_NAMES[player.host] })}
        </span>
      </a>
      <div
        id={`${id}-player`}
        hidden
        data-frame-class="absolute inset-0 size-full rounded-card border-0"
        className="absolute inset-0"
        dangerouslySetInnerHTML={{ __html: '' }}
      />
    </div>
  );
}
