import { absoluteUrl } from '@/lib/core/site-url';
import { JsonLd } from './json-ld';

/** BreadcrumbList: where a page sits, as the visible breadcrumb trail shows it. */
export function BreadcrumbJsonLd({ trail }: { trail: readonly { name: string; href: string }[] }) {
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: trail.map(({ name, href }, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name,
          item: absoluteUrl(href),
        })),
      }}
    />
  );
}
