import { GamingLibrary } from '@/components/home/gaming-library';
import { HomeBanner } from '@/components/home/home-banner';
import { NewsletterSignup } from '@/components/newsletter/newsletter-signup';
import { PopularGames } from '@/components/home/popular-games';
import { SiteJsonLd } from '@/components/seo/site-json-ld';

export function HomeScreen() {
  return (
    <>
      <SiteJsonLd />
      <HomeBanner />
      <PopularGames />
      <GamingLibrary />
      <NewsletterSignup />
    </>
  );
}
