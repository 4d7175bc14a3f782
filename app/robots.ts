import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/core/site-url';
import { previewAt } from '@/data/site';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  // A preview build (BUILD_AT) shows what is not public yet: no crawler reads it.
  if (previewAt()) return { rules: { userAgent: '*', disallow: '/' } };
  return {
    rules: { userAgent: '*', allow: '/' },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
