import type { GameVideo } from '@/lib/content/types';
import { describedHref, isoDuration } from '@/lib/content/games/videos.mjs';
import { format } from '@/lib/core/messages.mjs';
import { withBasePath } from '@/lib/core/site-url';
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
  transcriptHref,
}: {
  video: GameVideo;
  id: string;
  sizes: string;
  priority?: boolean;
  rating?: ReturnType<typeof ratingsFor>[number];
  /** Where its transcript is (the game page's #transcript-<n>), when it has one. */
  transcriptHref?: string;
}) {
  const { ratingReasons: words, media } = getMessages();
  // A file of ours is under the site's base path; a host's page is its own address.
  const hosted = describedHref(video);
  const described = hosted?.startsWith('/') ? withBasePath(hosted) : hosted;
  // Plain links (the base path added here, as a Link would): the transcript on the game's
  // page, the described version as published or on its host.
  const links = [
    ...(video.transcript && transcriptHref
      ? [{ href: withBasePath(transcriptHref), text: media.transcript, label: media.transcriptOf }]
      : []),
    ...(described ? [{ href: described, text: media.described, label: media.describedOf }] : []),
  ];
  return (
    <figure className="flex flex-col gap-3">
      {rating ? (
        // Out of the search index (data-pagefind-ignore), with the links below: the facts card
        // says the rating, and a link's name is no content of the game's.
        <p
          data-trailer-rating=""
          data-pagefind-ignore=""
          className="flex items-baseline gap-2 text-sm text-body"
        >
          <span className="sr-only">{`${words.label}: `}</span>
          <RatingLine rating={rating} />
        </p>
      ) : null}
      {video.file ? (
        <OwnVideo video={video} priority={priority} />
      ) : (
        <TrailerFacade video={video} id={id} sizes={sizes} priority={priority} />
      )}
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2 text-body">
        <span className="font-bold text-heading">{video.title}</span>
        <time dateTime={isoDuration(video.duration)} className="tabular-nums">
          {video.duration}
        </time>
        {/* Plain links, with JavaScript or without: what is said and shown, in words and in a
          version whose soundtrack describes it (WCAG 1.2.3 and 1.2.5). */}
        {links.length || video.soundtrackDescribes ? (
          <ul data-pagefind-ignore="" className="flex basis-full flex-wrap gap-x-4 gap-y-1 text-sm">
            {links.map(({ href, text, label }) => (
              <li key={href}>
                <a
                  href={href}
                  aria-label={format(label, { title: video.title })}
                  className="inline-flex min-h-6 items-center font-bold text-accent-ink underline underline-offset-4 hover:no-underline"
                >
                  {text}
                </a>
              </li>
            ))}
            {/* Said where the described version's link would be, so a visitor looking for one
              learns there is no need: this soundtrack already describes. */}
            {video.soundtrackDescribes ? (
              <li data-soundtrack-describes="" className="inline-flex min-h-6 items-center">
                {media.soundtrackDescribes}
              </li>
            ) : null}
          </ul>
        ) : null}
      </figcaption>
    </figure>
  );
}
