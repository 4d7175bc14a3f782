import { content } from './content';
import type { TopStreamer } from './types';

// The streams screen (data/content/streams.json).
export const streamCards = content.streams.streams;

/** The top streamers, ranked in the order the file lists them: 01, 02, … */
export const topStreamers: readonly TopStreamer[] = content.streams.topStreamers.map(
  (streamer, index) => ({ ...streamer, streamrNumber: String(index + 1).padStart(2, '0') }),
);
