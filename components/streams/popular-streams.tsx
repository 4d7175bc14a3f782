import { Section } from '@/components/ui/section';
import { streamCards } from '@/data/streams';
import { StreamCard } from './stream-card';

export function PopularStreams() {
  return (
    <Section id="popular-streams" lead="Most Popular" accent="Live Stream">
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {streamCards.map((stream) => (
          <li key={stream.streamerName}>
            <StreamCard stream={stream} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
