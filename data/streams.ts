import { localContent } from './content';
import type { TopStreamer } from '../lib/content/types';

// The streams screen (data/content/streams.json), in the language of the page being rendered.
export const streamCards = () => localContent().streams.streams;

/** The top streamers, ranked in the order the file lists them: 01, 02, … */
export const topStreamers = (): readonly TopStreamer[] =>
  localContent().streams.topStreamers.map((streamer, index) => ({
    ...streamer,
    streamrNumber: String(index + 1).padStart(2, '0'),
  }));
