import { absoluteUrl } from '@/lib/core/site-url';
import { JsonLd } from './json-ld';

/**
 * A list page for crawlers: a CollectionPage whose ItemList names its entries in the order it
 * shows them, each with its address. `first` is the first entry's place in the whole list (a
 * later page of the news continues the count); `total` the whole list's length.
 */
export function CollectionJsonLd({
  href,
  name,
  entries,
  first = 1,
  total = entries.length,
}: {
  href: string;
  name: string;
  entries: readonly { name: string; href: string }[];
  first?: number;
  total?: number;
}) {
  const url = absoluteUrl(href);
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'CollectionPage',
        '@id': url,
        url,
        name,
        mainEntity: {
          '@type': 'ItemList',
          numberOfItems: total,
          itemListElement: entries.map((entry, index) => ({
            '@type': 'ListItem',
            position: first + index,
            url: absoluteUrl(entry.href),
            name: entry.name,
          })),
        },
      }}
    />
  );
}
