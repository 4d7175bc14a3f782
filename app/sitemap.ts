import type { MetadataRoute } from 'next';
import { fullSizePath } from '@/data/artwork';
import { tagSlugs } from '@/data/accessibility';
import { gamePageSlugs } from '@/data/catalogue';
import { presskitSlugs } from '@/data/presskit';
import { newsListPaths, postIn, postSlugs } from '@/data/news';
import { contentIn } from '@/data/content';
import { studioPagesIn } from '@/data/studio-pages';
import { languageAlternates } from '@/lib/metadata';
import { hostedPlayer, durationSeconds, videoPath } from '@/lib/content/games/videos.mjs';
import { isoDate } from '@/lib/core/format';
import { type LocaleCode, localisedPath, locales } from '@/lib/core/locales.mjs';
import { routes } from '@/lib/core/paths';
import {
  accessibilityIndex,
  accessibilityTagPath,
  gamePath,
  gamesIndex,
  postPath,
  presskitPath,
} from '@/lib/core/routes.mjs';
import { absoluteUrl } from '@/lib/core/site-url';

// Required for metadata routes under output: 'export'.
export const dynamic = 'force-static';

/** Next writes a video's texts into the XML as given: escaped here, so `&` and `<` stay text. */
const xmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A game page's trailers in a language, as Google's video sitemap extension lists them. */
function videosOf(slug: string, code: LocaleCode) {
  const game = contentIn(code).catalogue.find((entry) => entry.slug === slug);
  return (game?.videos ?? []).map((video) => {
    const player = hostedPlayer(video);
    return {
      title: xmlText(video.title),
      description: xmlText(video.description),
      thumbnail_loc: absoluteUrl(fullSizePath(video.poster)),
      ...(player
        ? { player_loc: xmlText(player.embedUrl) }
        : { content_loc: absoluteUrl(videoPath(video.file ?? '')) }),
      duration: durationSeconds(video.duration),
      publication_date: isoDate(video.date),
    };
  });
}

/**
 * Every screen, the game list, the games by accessibility feature, the press kits, each game's page, the studio's pages (each at
 * its address in each language) and the news (its list pages and each post, with the day it
 * last changed), in every language, each listing all its
 * language versions (xhtml:link), and a game page its trailers.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const paths = [
    ...routes,
    gamesIndex.path,
    accessibilityIndex.path,
    ...tagSlugs.map(accessibilityTagPath),
    presskitPath(),
    ...presskitSlugs.map((slug) => presskitPath(slug)),
    ...newsListPaths,
  ];
  return locales.flatMap(({ code }) => [
    ...paths.map((path) => ({
      url: absoluteUrl(localisedPath(path, code)),
      changeFrequency: 'monthly' as const,
      priority: path === '/' ? 1 : 0.8,
      alternates: { languages: languageAlternates(path) },
    })),
    ...gamePageSlugs.map((slug) => {
      const videos = videosOf(slug, code);
      return {
        url: absoluteUrl(localisedPath(gamePath(slug), code)),
        changeFrequency: 'monthly' as const,
        priority: 0.8,
        alternates: { languages: languageAlternates(gamePath(slug)) },
        ...(videos.length ? { videos } : {}),
      };
    }),
    ...studioPagesIn(code).map((page) => ({
      url: absoluteUrl(localisedPath(page.path, code)),
      lastModified: page.modified,
      changeFrequency: 'yearly' as const,
      priority: 0.3,
      alternates: { languages: languageAlternates(page.paths.en ?? page.path, page.paths) },
    })),
    ...postSlugs.map((slug) => ({
      url: absoluteUrl(localisedPath(postPath(slug), code)),
      lastModified: postIn(slug, code)?.modified,
      changeFrequency: 'yearly' as const,
      priority: 0.6,
      alternates: { languages: languageAlternates(postPath(slug)) },
    })),
  ]);
}
