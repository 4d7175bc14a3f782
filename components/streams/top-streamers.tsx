import { Button } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { topStreamers } from '@/data/streams';
import { TopStreamerRow } from './top-streamer-row';
import { getMessages } from '@/lib/render/i18n';

export function TopStreamers() {
  const { streams, games } = getMessages();
  return (
    <Section
      id="top-streamers"
      lead={streams.topLead}
      accent={streams.topAccent}
      action={<Button>{games.viewAllGames}</Button>}
    >
      <ol className="rounded-card bg-card px-5 sm:px-8">
        {topStreamers().map((streamer) => (
          <TopStreamerRow key={streamer.streamrNumber} streamer={streamer} />
        ))}
      </ol>
    </Section>
  );
}
