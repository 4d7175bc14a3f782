import { Artwork } from '@/components/ui/artwork';
import { Button } from '@/components/ui/button';
import { player } from '@/data/profile';
import { ProfileStats } from './profile-stats';

export function ProfileCard() {
  return (
    <section
      aria-labelledby="profile-name"
      className="grid grid-cols-1 gap-8 rounded-card bg-card p-5 sm:p-8 lg:grid-cols-[auto_minmax(0,1fr)_minmax(260px,340px)] lg:items-center"
    >
      <Artwork
        src={player.picture}
        alt={player.alt ?? `${player.name}'s profile picture`}
        size={192}
        priority
        className="mx-auto size-40 rounded-media sm:size-48 lg:mx-0"
      />
      <div className="text-center lg:text-left">
        <Button
          variant="secondary"
          className="min-h-9 px-4 py-1 text-xs"
          aria-label={`Status: ${player.status}`}
        >
          <span aria-hidden="true" className="size-2 rounded-full bg-muted" />
          {player.status}
        </Button>
        <h1 id="profile-name" className="mt-4 text-3xl font-bold text-heading">
          {player.name}
        </h1>
        <p className="text-sm text-body">{player.handle}</p>
        <p className="mt-4 max-w-md text-balance text-body">{player.goLiveHint}</p>
        <Button className="mt-6">Start Live Stream</Button>
      </div>
      <ProfileStats />
    </section>
  );
}
