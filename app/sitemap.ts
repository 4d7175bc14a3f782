import type { MetadataRoute } from 'next';
import { routes } from '@/lib/paths';
import { absoluteUrl } from '@/lib/site-url';

// Required for metadata routes under output: 'export'.
export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return routes.map((route) => ({
    url: absoluteUrl(route),
    changeFrequency: 'monthly',
    priority: route === '/' ? 1 : 0.8,
  }));
}
