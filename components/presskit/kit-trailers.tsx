import type { ComponentProps } from 'react';
import { GameTrailer } from '@/components/media/game-trailer';
import type { GameVideo } from '@/lib/content/types';

/**
 * A game kit's trailers, two a row from the tablet's width, each playable in place, each with
 * the rating line its page's trailers carry.
 */
export function KitTrailers({
  videos,
  rating,
}: {
  videos: readonly GameVideo[];
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
          />
        </li>
      ))}
    </ul>
  );
}
