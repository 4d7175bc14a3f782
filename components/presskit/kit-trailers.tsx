import { GameTrailer } from '@/components/media/game-trailer';
import type { GameVideo } from '@/lib/content/types';

/** A game kit's trailers, two a row from the tablet's width, each playable in place. */
export function KitTrailers({ videos }: { videos: readonly GameVideo[] }) {
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-2">
      {videos.map((video, index) => (
        <li key={video.youtube ?? video.vimeo ?? video.file}>
          <GameTrailer
            video={video}
            id={`trailer-${index + 1}`}
            sizes="(min-width: 1320px) 540px, (min-width: 768px) 42vw, 88vw"
          />
        </li>
      ))}
    </ul>
  );
}
