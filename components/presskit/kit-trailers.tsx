import type { ComponentProps } from 'react';
import { GameTrailer } from '@/components/media/game-trailer';
import type { GameVideo } from '@/lib/content/types';
import { transcriptId } from '@/lib/content/games/videos.mjs';

/**
 * A game kit's trailers, two a row from the tablet's width, each playable in place, each with
 * the rating line its page's trailers carry.
 */
export function KitTrailers({
  videos,
  rating,
  pageHref,
}: {
  videos: readonly GameVideo[];
  /** The game's page, where each trailer's transcript is (#transcript-<n>). */
  pageHref: string;
  rating?: ComponentProps<typeof GameTrailer>['rating'];
}) {
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-2">
      {videos.map((video, index) => (
        <li key={video.youtube ?? video.vimeo ?? video.file}>
          <GameTrailer
            video={video}
            id={`trailer-${index + 1}`}
            sizes="(min-width: 1320px) 540px, (min-width: 768px) 42vw, 88vw"
            rating={rating}
            transcriptHref={`${pageHref}#${transcriptId(index)}`}
          />
        </li>
      ))}
    </ul>
  );
}
