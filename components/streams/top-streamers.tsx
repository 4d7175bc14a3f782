import { Button } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { topStreamers } from '@/data/streams';
import { TopStreamerRow } from './top-streamer-row';

export function TopStreamers() {
  return (
    <Section
      id="top-streamers"
      lead="Top"
      accent="Streamers"
      action={<Button>View All Games</Button>}
    >
      <ol className="rounded-card bg-card px-5 sm:px-8">
        {topStreamers.map((streamer) => (
          <TopStreamerRow key={streamer.streamrNumber} streamer={streamer} />
        ))}
      </ol>
    </Section>
  );
}
