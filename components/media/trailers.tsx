import type { ComponentProps } from 'react';
import { Section } from '@/components/ui/section';
import type { GameVideo } from '@/lib/content/types';
import { transcriptId } from '@/lib/content/games/videos.mjs';
import { getMessages } from '@/lib/render/i18n';
import { GameTrailer } from './game-trailer';

/** A game's further trailers (its first leads the page), two side by side from `md` up. */
export function Trailers({
  name,
  videos,
  first,
  rating,
  pageHref,
}: {
  name: string;
  videos: readonly GameVideo[];
  /** The rating every trailer carries on its line (GameTrailer). */
  rating?: ComponentProps<typeof GameTrailer>['rating'];
  /** The game's page, whose #transcript-<n> each transcript link leads to. */
  pageHref: string;
  /** The number of the first, for the players' ids (trailer-2, …). */
  first: number;
}) {
  const { media } = getMessages();
  return (
    <Section id="trailers" lead={name} accent={media.trailers}>
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-2">
        {videos.map((video, index) => (
          <li key={video.youtube ?? video.vimeo ?? video.file}>
            <GameTrailer
              video={video}
              id={`trailer-${first + index}`}
              sizes="(min-width: 1320px) 570px, (min-width: 768px) 44vw, 92vw"
              rating={rating}
              transcriptHref={`${pageHref}#${transcriptId(first - 1 + index)}`}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
