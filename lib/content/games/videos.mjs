// What a game's video is on the page: where its player lives, the address a visitor
// without JavaScript follows, the files of our own it is published as, and its duration
// the way schema.org and sitemaps say it. Shared by the game page, its JSON-LD, the
// sitemap and the post-build CSP step, so each names the same origin and the same files.

/** The players a hosted video opens in: the one origin its page's CSP frame-src gains. */
export const PLAYER_ORIGINS = /** @type {const} */ ({
  youtube: 'https://www.youtube-nocookie.com',
  vimeo: 'https://player.vimeo.com',
});

/** Where the studio's own video files are published in the export: /video/<name>. */
export const VIDEO_ROUTE = '/video/';

/**
 * @typedef {{ youtube?: string, vimeo?: string, file?: string, webm?: string,
 *   captions?: Partial<Record<string, string>>, duration: string, date: string }} VideoFields
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
 * Every file of ours a video publishes (the video, its WebM, its captions), as data/ paths.
 * @param {VideoFields} video
 */
export const videoFiles = (video) =>
  [video.file, video.webm, ...Object.values(video.captions ?? {})].filter(
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
