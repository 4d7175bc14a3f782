import { GamingLibrary } from '@/components/home/gaming-library';
import { ProfileCard } from '@/components/profile/profile-card';

export function ProfileScreen() {
  return (
    <>
      <ProfileCard />
      <GamingLibrary withAction={false} />
    </>
  );
}
