import { figures } from '@/data/site';

const rows = [
  { label: 'Games Downloaded', value: figures.gamesDownloaded },
  { label: 'Friends Online', value: figures.friendsOnline },
  { label: 'Live Streams', value: figures.liveStreams },
  { label: 'Clips', value: figures.clips },
] as const;

export function ProfileStats() {
  return (
    <dl className="rounded-card bg-surface px-5">
      {rows.map(({ label, value }) => (
        <div
          key={label}
          className="flex items-center justify-between gap-4 border-b border-muted/60 py-4 last:border-b-0"
        >
          <dt className="text-body">{label}</dt>
          <dd className="font-bold text-accent-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
