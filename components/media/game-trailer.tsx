import type { GameVideo } from '@/lib/content/types';
import { isoDuration } from '@/lib/content/games/videos.mjs';
import { OwnVideo } from './own-video';
import { TrailerFacade } from './trailer-facade';

/** A trailer with its title and running time: a hosted one behind its facade, or our own file. */
export function GameTrailer({
  video,
  id,
  sizes,
  priority = false,
}: {
  video: GameVideo;
  id: string;
  sizes: string;
  priority?: boolean;
}) {
  return (
    <figure className="flex flex-col gap-3">
      {video.file ? (
        <OwnVideo video={video} priority={priority} />
      ) : (
        <TrailerFacade video={video} id={id} sizes={sizes} priority={priority} />
      )}
      <figcaption className="flex items-baseline justify-between gap-4 text-body">
        <span className="font-bold text-heading">{video.title}</span>
        <time dateTime={isoDuration(video.duration)} className="tabular-nums">
          {video.duration}
        </time>
      </figcaption>
    </figure>
  );
}
