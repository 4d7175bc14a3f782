import type { Metadata } from 'next';
import { GamingLibrary } from '@/components/home/gaming-library';
import { ProfileCard } from '@/components/profile/profile-card';

export const metadata: Metadata = {
  title: 'Profile',
  description: 'A streamer profile: offline status, stats and the gaming library.',
};

export default function ProfilePage() {
  return (
    <>
      <ProfileCard />
      <GamingLibrary withAction={false} />
    </>
  );
}
