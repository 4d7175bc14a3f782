import { preload } from 'react-dom';
import { artworkAt } from '@/data/artwork';
import type { GameVideo } from '@/lib/content/types';
import { videoPath } from '@/lib/content/games/videos.mjs';
import { artFile } from '@/lib/core/image-widths.mjs';
import { locales } from '@/lib/core/locales.mjs';
import { withBasePath } from '@/lib/core/site-url';
import { getLocale } from '@/lib/render/i18n';

/** The poster's width: a video's poster is one picture, no srcset; sharp at 375-1170 px. */
const POSTER_WIDTH = 1080;

/**
 * A video of the studio's, played by the browser: nothing of it loads before play
 * (preload none), WebM first where there is one, captions in each language it has with
 * the page's own on once it plays. Plays without JavaScript, its captions then chosen from
 * the player's menu.
 */
export function OwnVideo({ video, priority }: { video: GameVideo; priority: boolean }) {
  const { code } = getLocale();
  const slug = artworkAt(video.poster)?.slug;
  const poster = withBasePath(artFile(slug ?? '', POSTER_WIDTH, 'webp'));
  // A poster is no <img>: preloaded, it is the first thing painted where it is the LCP.
  if (priority) preload(poster, { as: 'image', type: 'image/webp', fetchPriority: 'high' });
  const captions = locales.flatMap((locale) => {
    const file = video.captions?.[locale.code];
    return file ? [{ ...locale, src: withBasePath(videoPath(file)) }] : [];
  });
  // The page's language, or English, is turned on as play starts (lib/media.ts): a track
  // marked default would be fetched with the page, before anyone pressed play.
  const shown = captions.find((track) => track.code === code) ?? captions[0];
  return (
    <video
      controls
      preload="none"
      playsInline
      poster={poster}
      data-captions={shown?.code}
      className="aspect-video w-full rounded-card bg-card"
    >
      {video.webm ? <source src={withBasePath(videoPath(video.webm))} type="video/webm" /> : null}
      {video.file ? <source src={withBasePath(videoPath(video.file))} type="video/mp4" /> : null}
      {captions.map((track) => (
        <track
          key={track.code}
          kind="captions"
          src={track.src}
          srcLang={track.code}
          label={track.name}
        />
      ))}
    </video>
  );
}
