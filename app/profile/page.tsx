import { GamingLibrary } from '@/components/home/gaming-library';
import { ProfileCard } from '@/components/profile/profile-card';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Profile',
  description: 'A streamer profile: offline status, stats and the gaming library.',
  path: '/profile/',
});

export default function ProfilePage() {
  return (
    <>
      <ProfileCard />
      <GamingLibrary withAction={false} />
    </>
  );
}
