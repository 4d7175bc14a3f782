import type { MetadataRoute } from 'next';
import { languageAlternates } from '@/lib/metadata';
import { localisedPath, locales } from '@/lib/locales.mjs';
import { routes } from '@/lib/paths';
import { absoluteUrl } from '@/lib/site-url';

// Required for metadata routes under output: 'export'.
export const dynamic = 'force-static';

/** Every screen in every language, each listing all its language versions (xhtml:link). */
export default function sitemap(): MetadataRoute.Sitemap {
  return locales.flatMap(({ code }) =>
    routes.map((route) => ({
      url: absoluteUrl(localisedPath(route, code)),
      changeFrequency: 'monthly' as const,
      priority: route === '/' ? 1 : 0.8,
      alternates: { languages: languageAlternates(route) },
    })),
  );
}
