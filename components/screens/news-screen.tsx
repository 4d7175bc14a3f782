import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { FeedLinks } from '@/components/news/feed-links';
import { NewsKinds } from '@/components/news/news-kinds';
import { NewsletterSignup } from '@/components/newsletter/newsletter-signup';
import { NewsList } from '@/components/news/news-list';
import { NewsPagination } from '@/components/news/news-pagination';
import { CollectionJsonLd } from '@/components/seo/collection-json-ld';
import { newsPage, pageCount, postCount, type NewsKind } from '@/data/news';
import { getLocale, getMessages } from '@/lib/render/i18n';
import { hrefIn } from '@/lib/core/paths';
import { localisedPath } from '@/lib/core/locales.mjs';
import { NEWS_PAGE_SIZE, newsListPath, postPath } from '@/lib/core/routes.mjs';
import { format } from '@/lib/core/messages.mjs';

/** /news/ and each kind's list, one numbered page of them: newest first. */
export function NewsScreen({ kind, page = 1 }: { kind?: NewsKind; page?: number }) {
  const pages = pageCount(kind);
  if (page < 1 || page > pages) notFound();
  const { code } = getLocale();
  const { nav, news } = getMessages();
  const posts = newsPage(kind, page);
  const href = localisedPath(newsListPath(kind, page), code);
  const title = kind ? news.kinds[kind] : news.heading;
  const trail = [
    { name: nav.home, href: hrefIn('/', code) },
    { name: news.heading, href: localisedPath(newsListPath(undefined), code) },
    ...(kind ? [{ name: title, href: localisedPath(newsListPath(kind), code) }] : []),
    ...(page > 1
      ? [{ name: format(news.page, { page }), href: localisedPath(newsListPath(kind, page), code) }]
      : []),
  ];
  return (
    <>
      <CollectionJsonLd
        href={href}
        name={title}
        entries={posts.map((post) => ({
          name: post.title,
          href: localisedPath(postPath(post.slug), code),
        }))}
        first={(page - 1) * NEWS_PAGE_SIZE + 1}
        total={postCount(kind)}
      />
      <Breadcrumbs trail={trail} />
      <h1 className="mb-6 text-3xl font-bold text-heading sm:text-4xl">
        {title}
        {pages > 1 ? (
          <span className="text-xl font-normal text-body">
            {` · ${format(news.pageOf, { page, pages })}`}
          </span>
        ) : null}
      </h1>
      <NewsKinds current={kind} />
      {posts.length > 0 ? <NewsList posts={posts} /> : <p className="text-body">{news.empty}</p>}
      <NewsPagination kind={kind} page={page} pages={pages} />
      <FeedLinks />
      {/* The index alone: a kind's list and a later page are read for their posts. */}
      {!kind && page === 1 ? <NewsletterSignup /> : null}
    </>
  );
}
