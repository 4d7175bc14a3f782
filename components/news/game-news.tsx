import Link from 'next/link';
import { Section } from '@/components/ui/section';
import { gameNews } from '@/data/news';
import { getLocale, getMessages } from '@/lib/render/i18n';
import { localisedPath } from '@/lib/core/locales.mjs';
import { news as newsRoute } from '@/lib/core/routes.mjs';
import { NewsList } from './news-list';

/** How many of a game's posts its page lists; the news pages have the rest. */
const LATEST = 3;

/** A game's latest posts on its page, and the way to the rest: nothing for a game with none. */
export function GameNews({ slug }: { slug: string }) {
  const { code } = getLocale();
  const posts = gameNews(slug, code);
  if (posts.length === 0) return null;
  const { news } = getMessages();
  return (
    <Section
      id="news"
      lead={news.latestLead}
      accent={news.latestAccent}
      action={
        <Link
          href={localisedPath(newsRoute.path, code)}
          prefetch={false}
          className="inline-flex min-h-11 items-center rounded-pill px-3 font-bold text-accent-ink underline underline-offset-4 hover:no-underline"
        >
          {news.allNews}
        </Link>
      }
    >
      <NewsList posts={posts.slice(0, LATEST)} heading="h3" />
    </Section>
  );
}
