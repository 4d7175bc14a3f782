import { GamingLibrary } from '@/components/home/gaming-library';
import { HomeBanner } from '@/components/home/home-banner';
import { PopularGames } from '@/components/home/popular-games';
import { SiteJsonLd } from '@/components/seo/site-json-ld';
import { site } from '@/data/site';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Gaming portal',
  description: site.description,
  path: '/',
});

export default function HomePage() {
  return (
    <>
      <SiteJsonLd />
      <HomeBanner />
      <PopularGames />
      <GamingLibrary />
    </>
  );
}
