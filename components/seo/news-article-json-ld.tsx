import { fullSizePath } from '@/data/artwork';
import { gameLinks } from '@/data/catalogue';
import { site } from '@/data/site';
import type { NewsPost } from '@/lib/content/types';
import { getLocale } from '@/lib/render/i18n';
import { absoluteUrl } from '@/lib/core/site-url';
import { JsonLd } from './json-ld';

/**
 * A post for crawlers: a devlog is a BlogPosting, any other kind a NewsArticle; its days, who
 * wrote it, the studio that publishes it, the games it is about and the language it is in.
 */
export function NewsArticleJsonLd({ post, href }: { post: NewsPost; href: string }) {
  const { code } = getLocale();
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': post.kind === 'devlog' ? 'BlogPosting' : 'NewsArticle',
        headline: post.title,
        description: post.summary,
        image: [absoluteUrl(fullSizePath(post.cover))],
        datePublished: post.published,
        dateModified: post.modified,
        author: { '@type': 'Person', name: post.author },
        publisher: {
          '@type': 'Organization',
          name: site.companyName,
          logo: { '@type': 'ImageObject', url: absoluteUrl('/icons/icon-512.png') },
        },
        about: gameLinks(post.games, code).map(({ game, href: url }) => ({
          '@type': 'VideoGame',
          name: game.name,
          url: absoluteUrl(url),
        })),
        inLanguage: post.lang,
        mainEntityOfPage: absoluteUrl(href),
      }}
    />
  );
}
