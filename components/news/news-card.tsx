import Link from 'next/link';
import { Artwork } from '@/components/ui/artwork';
import type { NewsPost } from '@/lib/content/types';
import { getLocale, getMessages } from '@/lib/render/i18n';
import { localisedPath } from '@/lib/core/locales.mjs';
import { postPath } from '@/lib/core/routes.mjs';
import { PostDate } from './post-date';
import { postLanguage } from './post-language';

/**
 * A post in a list: its cover, kind and day, its title as the one link (laid over the card,
 * so a click anywhere follows it), and its summary.
 */
export function NewsCard({
  post,
  heading: Heading = 'h2',
}: {
  post: NewsPost;
  heading?: 'h2' | 'h3';
}) {
  const { news } = getMessages();
  const href = localisedPath(postPath(post.slug), getLocale().code);
  return (
    <article
      {...postLanguage(post)}
      className="relative flex h-full flex-col overflow-hidden rounded-card bg-card transition duration-200 hover:-translate-y-1 hover:shadow-glow"
    >
      <Artwork
        src={post.cover}
        alt={post.coverAlt ?? ''}
        sizes="(min-width: 1440px) 370px, (min-width: 1024px) 30vw, (min-width: 640px) 46vw, 92vw"
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm text-body">
          <span className="font-bold text-accent-ink">{news.kind[post.kind]}</span>
          {' · '}
          <PostDate date={post.date} />
        </p>
        <Heading className="mt-2 text-balance break-words text-lg font-bold leading-snug text-heading">
          <Link
            href={href}
            prefetch={false}
            className="after:absolute after:inset-0 after:rounded-card after:content-['']"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 text-body">{post.summary}</p>
      </div>
    </article>
  );
}
