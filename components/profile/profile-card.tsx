import { Artwork } from '@/components/ui/artwork';
import { Button } from '@/components/ui/button';
import { player } from '@/data/profile';
import { ProfileStats } from './profile-stats';
import { getMessages } from '@/lib/render/i18n';
import { format } from '@/lib/core/messages.mjs';

export function ProfileCard() {
  const { profile } = getMessages();
  const me = player();
  return (
    <section
      aria-labelledby="profile-name"
      className="grid grid-cols-1 gap-8 rounded-card bg-card p-5 sm:p-8 lg:grid-cols-[auto_minmax(0,1fr)_minmax(260px,340px)] lg:items-center"
    >
      <Artwork
        src={me.picture}
        alt={me.alt ?? format(profile.pictureAlt, { name: me.name })}
        size={192}
        priority
        className="mx-auto size-40 rounded-media sm:size-48 lg:mx-0"
      />
      <div className="text-center lg:text-start">
        <Button
          variant="secondary"
          className="min-h-9 px-4 py-1 text-xs"
          aria-label={format(profile.statusLabel, { status: me.status })}
        >
          <span aria-hidden="true" className="size-2 rounded-full bg-muted" />
          {me.status}
        </Button>
        <h1 id="profile-name" className="mt-4 text-3xl font-bold text-heading">
          {me.name}
        </h1>
        <p className="text-sm text-body">{me.handle}</p>
        <p className="mt-4 max-w-md text-balance text-body">{me.goLiveHint}</p>
        <Button className="mt-6">{profile.startLiveStream}</Button>
      </div>
      <ProfileStats />
    </section>
  );
}
