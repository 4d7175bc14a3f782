import { detailsGame } from '@/data/details';
import { figures, site } from '@/data/site';
import { absoluteUrl } from '@/lib/site-url';
import { JsonLd } from './json-ld';

/** VideoGame for the details page. No ratings or reviews: the figures are sample data. */
export function VideoGameJsonLd() {
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'VideoGame',
        name: detailsGame.name,
        genre: figures.genre,
        description: detailsGame.description[0],
        image: absoluteUrl(detailsGame.featureImages[0]?.src ?? detailsGame.cover),
        url: absoluteUrl('/details/'),
        gamePlatform: ['PC'],
        publisher: { '@type': 'Organization', name: site.companyName },
      }}
    />
  );
}
