// What a game's video is on the page: where its player lives, the address a visitor
// without JavaScript follows, the files of our own it is published as, and its duration
// the way schema.org and sitemaps say it. Shared by the game page, its JSON-LD, the
// sitemap and the post-build CSP step, so each names the same origin and the same files;
// and what its trailers offer a visitor who cannot see or hear them.
import { format } from '../../core/template.mjs';

/** The players a hosted video opens in: the one origin its page's CSP frame-src gains. */
export const PLAYER_ORIGINS = /** @type {const} */ ({
  youtube: 'https://www.youtube-nocookie.com',
  vimeo: 'https://player.vimeo.com',
});

/** Where the studio's own video files are published in the export: /video/<name>. */
export const VIDEO_ROUTE = '/video/';

/**
 * @typedef {{ youtube?: string, vimeo?: string, file?: string, webm?: string,
 *   captions?: Partial<Record<string, string>>, duration: string, date: string,
 *   described?: { youtube?: string, vimeo?: string, file?: string } }} VideoFields
 */

/**
 * A hosted video's player: the frame's address (privacy-enhanced, autoplaying since the
 * visitor pressed play) and the page on the host a visitor without JavaScript follows.
 * Undefined for a file of ours.
 * @param {VideoFields} video
 */
export function hostedPlayer(video) {
  if (video.youtube) {
    const id = encodeURIComponent(video.youtube);
    return {
      host: /** @type {const} */ ('youtube'),
      origin: PLAYER_ORIGINS.youtube,
      embedUrl: `${PLAYER_ORIGINS.youtube}/embed/${id}`,
      playUrl: `${PLAYER_ORIGINS.youtube}/embed/${id}?autoplay=1`,
      watchUrl: `https://www.youtube.com/watch?v=${id}`,
    };
  }
  if (video.vimeo) {
    const id = encodeURIComponent(video.vimeo);
    return {
      host: /** @type {const} */ ('vimeo'),
      origin: PLAYER_ORIGINS.vimeo,
      embedUrl: `${PLAYER_ORIGINS.vimeo}/video/${id}?dnt=1`,
      playUrl: `${PLAYER_ORIGINS.vimeo}/video/${id}?dnt=1&autoplay=1`,
      watchUrl: `https://vimeo.com/${id}`,
    };
  }
  return undefined;
}

/**
 * A data/videos/ file's published path: 'videos/a.mp4' → '/video/a.mp4'.
 * @param {string} file
 */
export const videoPath = (file) => `${VIDEO_ROUTE}${file.replace(/^videos\//, '')}`;

/**
 * Every file of ours a video publishes (the video, its WebM, its captions, its described
 * version), as data/ paths.
 * @param {VideoFields} video
 */
export const videoFiles = (video) =>
  [video.file, video.webm, ...Object.values(video.captions ?? {}), video.described?.file].filter(
    /** @returns {file is string} */ (file) => typeof file === 'string',
  );

/**
 * m:ss or h:mm:ss as ISO 8601: '1:32' → 'PT1M32S'.
 * @param {string} duration
 */
export function isoDuration(duration) {
  const [s = 0, m = 0, h = 0] = duration.split(':').map(Number).reverse();
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}

/**
 * m:ss or h:mm:ss in seconds: '1:32' → 92.
 * @param {string} duration
 */
export const durationSeconds = (duration) =>
  duration.split(':').reduce((total, part) => total * 60 + Number(part), 0);

/**
 * Where a video's audio-described version plays, for a plain link: its own file as
 * published, or its page on its host. Undefined where it has none.
 * @param {VideoFields} video
 */
export function describedHref(video) {
  const described = video.described;
  if (!described) return undefined;
  if (described.file) return videoPath(described.file);
  return hostedPlayer(/** @type {VideoFields} */ ({ ...described, duration: '', date: '' }))
    ?.watchUrl;
}

/** The n-th trailer's transcript's id on its game's page, from 0: 'transcript-1'. @param {number} index */
export const transcriptId = (index) => `transcript-${index + 1}`;

/**
 * What the site's trailers lack, in a language, for the accessibility statement's known
 * limits (`{trailerLimits}` in a studio page): each trailer without a transcript, and each
 * without a described version or a soundtrack that describes, by title and game; the
 * sentence saying none lacks either otherwise. Written from the data, so the statement
 * cannot claim what a trailer does not do.
 * @param {readonly { name: string, videos: readonly { title: string, transcript?: string, described?: object, soundtrackDescribes?: boolean }[] }[]} games
 * @param {{ videoOf: string, noTranscript: string, noDescription: string, limitsNone: string }} words the language's `media` messages
 */
export function trailerLimits(games, words) {
  const videos = games.flatMap((game) => game.videos.map((video) => ({ game: game.name, video })));
  const named = (/** @type {typeof videos} */ list) =>
    list.map(({ game, video }) => format(words.videoOf, { title: video.title, game })).join(', ');
  const untranscribed = videos.filter(({ video }) => !video.transcript);
  const undescribed = videos.filter(({ video }) => !video.described && !video.soundtrackDescribes);
  const lines = [
    ...(untranscribed.length ? [format(words.noTranscript, { videos: named(untranscribed) })] : []),
    ...(undescribed.length ? [format(words.noDescription, { videos: named(undescribed) })] : []),
  ];
  return lines.length ? lines.join(' ') : words.limitsNone;
}
