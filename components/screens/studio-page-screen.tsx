import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { PostBody } from '@/components/news/post-body';
import { PostDate } from '@/components/news/post-date';
import { postLanguage } from '@/components/news/post-language';
import { WebPageJsonLd } from '@/components/seo/web-page-json-ld';
import { SearchEntry } from '@/components/search/search-entry';
import { OpenPositions } from '@/components/studio-pages/open-positions';
import { PageContents } from '@/components/studio-pages/page-contents';
import { YouthProtection } from '@/components/studio-pages/youth-protection';
import { studioPageHref, studioPageIn } from '@/data/studio-pages';
import { getLocale, getMessages } from '@/lib/render/i18n';
import { hrefIn } from '@/lib/core/paths';

/** Headings a page needs before its contents are listed at its top. */
const CONTENTS_FROM = 3;

/**
 * A page the studio wrote (data/content/pages/<slug>/): imprint, privacy, terms, about,
 * careers. Its title and day, its contents when it is long, its body, on a careers page the
 * open positions, and on the imprint who answers for youth protection.
 */
export function StudioPageScreen({ slug }: { slug: string }) {
  const { code } = getLocale();
  const page = studioPageIn(slug, code);
  if (!page) notFound();
  const { nav, studioPages: words } = getMessages();
  const href = studioPageHref(page, code);
  // A page not yet in the page's language shows its English texts, marked as English.
  const own = postLanguage(page);
  const [before = '', after = ''] = words.updated.split('{date}');
  return (
    <>
      <WebPageJsonLd page={page} href={href} />
      <Breadcrumbs
        trail={[
          { name: nav.home, href: hrefIn('/', code) },
          { name: page.title, href },
        ]}
      />
      <SearchEntry kind="page">
        <article className="mx-auto max-w-3xl">
          {page.lang !== code ? (
            <p className="mb-4 rounded-card bg-card p-4 text-sm text-body">{words.notTranslated}</p>
          ) : null}
          <header>
            <h1 {...own} className="text-balance text-3xl font-bold text-heading sm:text-4xl">
              {page.title}
            </h1>
            <p className="mt-3 text-sm text-body">
              {before}
              <PostDate date={page.updated} />
              {after}
            </p>
          </header>
          {page.headings.length >= CONTENTS_FROM ? (
            <PageContents headings={page.headings} own={own} />
          ) : null}
          <div {...own} className="mt-8">
            <PostBody text={page.body} ids={page.headings.map(({ id }) => id)} />
          </div>
          {page.kind === 'careers' ? <OpenPositions page={page} href={href} /> : null}
          {page.kind === 'imprint' ? <YouthProtection /> : null}
        </article>
      </SearchEntry>
    </>
  );
}
