import { site } from '@/data/site';
import type { StudioPage } from '@/lib/content/types';
import { absoluteUrl } from '@/lib/core/site-url';
import { JsonLd } from './json-ld';

/** A studio's page for crawlers: a WebPage (an AboutPage for about), its day and language. */
export function WebPageJsonLd({ page, href }: { page: StudioPage; href: string }) {
  const url = absoluteUrl(href);
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': page.slug === 'about' ? 'AboutPage' : 'WebPage',
        '@id': url,
        url,
        name: page.title,
        description: page.summary,
        dateModified: page.modified,
        inLanguage: page.lang,
        isPartOf: { '@type': 'WebSite', name: site.name, url: absoluteUrl('/') },
        publisher: { '@type': 'Organization', name: site.companyName, url: absoluteUrl('/') },
      }}
    />
  );
}
