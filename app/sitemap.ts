import type { MetadataRoute } from 'next';
import { gamePageSlugs } from '@/data/catalogue';
import { languageAlternates } from '@/lib/metadata';
import { localisedPath, locales } from '@/lib/core/locales.mjs';
import { routes } from '@/lib/core/paths';
import { gamePath, gamesIndex } from '@/lib/core/routes.mjs';
import { absoluteUrl } from '@/lib/core/site-url';

// Required for metadata routes under output: 'export'.
export const dynamic = 'force-static';

/**
 * Every screen, the game list and each game's page, in every language, each listing all its
 * language versions (xhtml:link).
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const paths = [...routes, gamesIndex.path, ...gamePageSlugs.map(gamePath)];
  return locales.flatMap(({ code }) =>
    paths.map((path) => ({
      url: absoluteUrl(localisedPath(path, code)),
      changeFrequency: 'monthly' as const,
      priority: path === '/' ? 1 : 0.8,
      alternates: { languages: languageAlternates(path) },
    })),
  );
}
