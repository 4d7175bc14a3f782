import { Section } from '@/components/ui/section';
import { streamCards } from '@/data/streams';
import { StreamCard } from './stream-card';
import { getMessages } from '@/lib/render/i18n';

export function PopularStreams() {
  const { streams } = getMessages();
  return (
    <Section id="popular-streams" lead={streams.popularLead} accent={streams.popularAccent}>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {streamCards().map((stream) => (
          <li key={stream.streamerName}>
            <StreamCard stream={stream} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
