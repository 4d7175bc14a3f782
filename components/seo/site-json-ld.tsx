import { site } from '@/data/site';
import { absoluteUrl } from '@/lib/site-url';
import { JsonLd } from './json-ld';

/** WebSite and Organization for the home page. */
export function SiteJsonLd() {
  const url = absoluteUrl('/');
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@graph': [
          {
            '@type': 'WebSite',
            '@id': `${url}#website`,
            name: site.name,
            url,
            description: site.description,
          },
          {
            '@type': 'Organization',
            '@id': `${url}#organization`,
            name: site.companyName,
            url,
            logo: absoluteUrl('/icons/icon-512.png'),
          },
        ],
      }}
    />
  );
}
