import { detailsGame } from '@/data/details';
import { site } from '@/data/site';
import { getLocale, getMessages } from '@/lib/i18n';
import { hrefIn } from '@/lib/paths';
import { absoluteUrl } from '@/lib/site-url';
import { JsonLd } from './json-ld';

/** VideoGame for the details page. No ratings or reviews: the figures are sample data. */
export function VideoGameJsonLd() {
  const game = detailsGame();
  const { code } = getLocale();
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'VideoGame',
        name: game.name,
        genre: getMessages().figures.genreValue,
        description: game.description[0],
        image: absoluteUrl(game.featureImages[0]?.src ?? game.cover),
        url: absoluteUrl(hrefIn('/details/', code)),
        inLanguage: code,
        gamePlatform: ['PC'],
        publisher: { '@type': 'Organization', name: site.companyName },
      }}
    />
  );
}
