import type { GameVideo } from '@/lib/content/types';
import { isoDuration } from '@/lib/content/games/videos.mjs';
import type { ratingsFor } from '@/lib/content/games/game-facts.mjs';
import { RatingLine } from '@/components/games/rating-line';
import { getMessages } from '@/lib/render/i18n';
import { OwnVideo } from './own-video';
import { TrailerFacade } from './trailer-facade';

/**
 * A trailer with its title and running time: a hosted one behind its facade, or our own file.
 * `rating`: the game's rating for the page's market and what it is for, on the line atop the
 * poster, in the HTML before any play (JMStV § 5c asks for a trailer's rating at its start);
 * above the picture rather than over it, so it never covers a player.
 */
export function GameTrailer({
  video,
  id,
  sizes,
  priority = false,
  rating,
}: {
  video: GameVideo;
  id: string;
  sizes: string;
  priority?: boolean;
  rating?: ReturnType<typeof ratingsFor>[number];
}) {
  const { ratingReasons: words } = getMessages();
  return (
    <figure className="flex flex-col gap-3">
      {rating ? (
        <p data-trailer-rating="" className="flex items-baseline gap-2 text-sm text-body">
          <span className="sr-only">{`${words.label}: `}</span>
          <RatingLine rating={rating} />
        </p>
      ) : null}
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
