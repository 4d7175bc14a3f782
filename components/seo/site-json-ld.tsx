import { site } from '@/data/site';
import { getLocale, getMessages } from '@/lib/render/i18n';
import { absoluteUrl } from '@/lib/core/site-url';
import { format } from '@/lib/core/messages.mjs';
import { JsonLd } from './json-ld';

/** WebSite and Organization for the home page, in the page's language. */
export function SiteJsonLd() {
  const url = absoluteUrl('/');
  const { code } = getLocale();
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
            description: format(getMessages().pages.home.description, { site: site.name }),
            inLanguage: code,
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
