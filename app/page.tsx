import { GamingLibrary } from '@/components/home/gaming-library';
import { HomeBanner } from '@/components/home/home-banner';
import { PopularGames } from '@/components/home/popular-games';

export default function HomePage() {
  return (
    <>
      <HomeBanner />
      <PopularGames />
      <GamingLibrary />
    </>
  );
}
