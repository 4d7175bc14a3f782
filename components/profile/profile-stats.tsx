import { figures } from '@/data/site';
import { getMessages } from '@/lib/render/i18n';

export function ProfileStats() {
  const { profile } = getMessages();
  const rows = [
    { label: profile.gamesDownloaded, value: figures.gamesDownloaded },
    { label: profile.friendsOnline, value: figures.friendsOnline },
    { label: profile.liveStreams, value: profile.liveStreamsValue },
    { label: profile.clips, value: figures.clips },
  ];
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
