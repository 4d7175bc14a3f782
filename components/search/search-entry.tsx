import type { ReactNode } from 'react';
import { artworkAt } from '@/data/artwork';
import { site } from '@/data/site';
import { artFile, servedWidth } from '@/lib/core/image-widths.mjs';
import { withBasePath } from '@/lib/core/site-url';
import type { SearchKind } from '@/lib/search/kinds';

/** A result's thumbnail is 64 CSS pixels wide: this width serves it at 2x. */
const THUMBNAIL_WIDTH = 128;

/**
 * What the search index reads of a page (docs/search.md): with search on, the content it
 * wraps, marked for Pagefind with the page's kind (a filter) and its picture's smallest
 * fitting file (the result's thumbnail). Everything outside it (header, breadcrumbs, menu,
 * footer, lists of other games) stays out of the index. With search off, the page is
 * exactly as without it.
 */
export function SearchEntry({
  kind,
  picture,
  children,
}: {
  kind: SearchKind;
  /** A path from `art()`: `/art/<slug>.webp`. */
  picture?: string;
  children: ReactNode;
}) {
  if (!site.search) return <>{children}</>;
  const entry = picture ? artworkAt(picture) : undefined;
  const image = entry
    ? withBasePath(artFile(entry.slug, servedWidth(entry.aspect, THUMBNAIL_WIDTH), 'webp'))
    : undefined;
  return (
    <div
      data-pagefind-body=""
      data-pagefind-filter={`kind:${kind}`}
      {...(image ? { 'data-pagefind-meta': `image:${image}` } : {})}
    >
      {children}
    </div>
  );
}
