import { site } from '@/data/site';
import { getLocale } from '@/lib/i18n';
import { absoluteUrl } from '@/lib/site-url';
import { JsonLd } from './json-ld';

type VideoGameJsonLdProps = {
  name: string;
  genre: string;
  /** Plain text: the page's first paragraph. */
  description: string;
  /** The served path of the game's key art. */
  image: string;
  /** The page's path in its language. */
  href: string;
};

/** VideoGame for a game's page. No ratings or reviews: the figures are sample data. */
export function VideoGameJsonLd({ name, genre, description, image, href }: VideoGameJsonLdProps) {
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'VideoGame',
        name,
        genre,
        description,
        image: absoluteUrl(image),
        url: absoluteUrl(href),
        inLanguage: getLocale().code,
        gamePlatform: ['PC'],
        publisher: { '@type': 'Organization', name: site.companyName },
      }}
    />
  );
}
