import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { PostBody } from '@/components/news/post-body';
import { PostDate } from '@/components/news/post-date';
import { postLanguage } from '@/components/news/post-language';
import { NewsArticleJsonLd } from '@/components/seo/news-article-json-ld';
import { SearchEntry } from '@/components/search/search-entry';
import { Artwork } from '@/components/ui/artwork';
import { gameLinks } from '@/data/catalogue';
import { postIn } from '@/data/news';
import { getLocale, getMessages } from '@/lib/render/i18n';
import { hrefIn } from '@/lib/core/paths';
import { localisedPath } from '@/lib/core/locales.mjs';
import { newsListPath, postPath } from '@/lib/core/routes.mjs';
import { format } from '@/lib/core/messages.mjs';

/** A news post, /news/<slug>/: its cover, kind, days, author, the games it is about, its body. */
export function PostScreen({ slug }: { slug: string }) {
  const { code } = getLocale();
  const post = postIn(slug, code);
  if (!post) notFound();
  const { nav, news } = getMessages();
  const href = localisedPath(postPath(slug), code);
  // A post not yet in the page's language shows its English texts, marked as English.
  const own = postLanguage(post);
  const games = gameLinks(post.games, code);
  const link =
    'inline-flex min-h-11 items-center rounded-pill bg-raised px-4 text-sm font-bold text-heading transition-colors hover:text-accent-ink';
  return (
    <>
      <NewsArticleJsonLd post={post} href={href} />
      <Breadcrumbs
        trail={[
          { name: nav.home, href: hrefIn('/', code) },
          { name: news.heading, href: localisedPath(newsListPath(undefined), code) },
          { name: news.kinds[post.kind], href: localisedPath(newsListPath(post.kind), code) },
          { name: post.title, href },
        ]}
      />
      <SearchEntry kind="news" picture={post.cover}>
        <article className="mx-auto max-w-3xl">
          {post.lang !== code ? (
            <p className="mb-4 rounded-card bg-card p-4 text-sm text-body">{news.notTranslated}</p>
          ) : null}
          <header>
            <p className="text-sm text-body">
              <span className="font-bold text-accent-ink">{news.kind[post.kind]}</span>
              {' · '}
              <PostDate date={post.date} />
              {post.updated ? (
                <>
                  {' · '}
                  <UpdatedOn date={post.updated} template={news.updated} />
                </>
              ) : null}
            </p>
            <h1 {...own} className="mt-2 text-balance text-3xl font-bold text-heading sm:text-4xl">
              {post.title}
            </h1>
            <p {...own} className="mt-3 text-lg text-body">
              {post.summary}
            </p>
            <p className="mt-3 text-sm text-body">{format(news.by, { author: post.author })}</p>
          </header>
          <Artwork
            src={post.cover}
            alt={post.coverAlt ?? ''}
            sizes="(min-width: 800px) 768px, 92vw"
            priority
            className="mt-6 aspect-video w-full rounded-media object-cover"
          />
          <div {...own} className="mt-8">
            <PostBody text={post.body} />
          </div>
          {games.length > 0 ? (
            <footer className="mt-10">
              <h2 className="text-lg font-bold text-heading">{news.about}</h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {games.map(({ game, href: to }) => (
                  <li key={to}>
                    <Link href={to} prefetch={false} className={link}>
                      {game.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </footer>
          ) : null}
        </article>
      </SearchEntry>
    </>
  );
}

/** "Updated 3 October 2026" with the day as a <time>, in the page's language's word order. */
function UpdatedOn({ date, template }: { date: string; template: string }) {
  const [before = '', after = ''] = template.split('{date}');
  return (
    <>
      {before}
      <PostDate date={date} />
      {after}
    </>
  );
}
