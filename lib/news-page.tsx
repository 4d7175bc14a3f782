// The news routes' glue (app/(root)/news/ and app/[locale]/news/): which pages the export
// writes and what each renders, English at the root and each language under /<code>/.
// Every list page, kind and post is known at build time (data/news.ts); any other address
// is the 404 page (dynamicParams off in each route).
import type { ComponentType } from 'react';
import { notFound } from 'next/navigation';
import { setRequestLocale, type LocaleCode } from './render/i18n';
import { paramsOrPlaceholder } from './core/routes.mjs';
import { languageOf } from './locale-page';
import { newsListMetadata, postMetadata } from './screen-metadata';
import { isNewsKind, newsKinds, pageCount, postSlugs, type NewsKind } from '@/data/news';

type Given = { locale?: string; slug?: string; page?: string };
type Params = { params: Promise<Given> };

/** Page numbers 2 and up of a list ('1' is the list's own address, without a number). */
const laterPages = (kind?: NewsKind) =>
  Array.from({ length: pageCount(kind) - 1 }, (_, index) => String(index + 2));

/** /news/page/<n>/: every post's later pages. */
export const newsPageParams = () =>
  paramsOrPlaceholder(
    laterPages().map((page) => ({ page })),
    ['page'],
  );

/** /news/<slug>/: each post, and each kind's first page. */
export const newsSlugParams = () =>
  paramsOrPlaceholder(
    [...postSlugs, ...newsKinds].map((slug) => ({ slug })),
    ['slug'],
  );

/** /news/<kind>/page/<n>/: each kind's later pages. */
export const newsKindPageParams = () =>
  paramsOrPlaceholder(
    newsKinds.flatMap((slug) => laterPages(slug).map((page) => ({ slug, page }))),
    ['slug', 'page'],
  );

/** A list page's number from its address: 1 without one; the 404 page for anything but 2, 3, … */
function pageOf(given: Given) {
  if (given.page === undefined) return 1;
  const page = Number(given.page);
  if (!/^[1-9]\d*$/.test(given.page) || page < 2) notFound();
  return page;
}

type Found = { code: LocaleCode } & (
  { list: { kind: NewsKind | undefined; page: number } } | { post: string }
);

/** What a /news/ address shows: a list (every post or a kind's) or a post. */
async function resolve(params: Params['params']): Promise<Found> {
  const given = await params;
  const code = await languageOf(params);
  const page = pageOf(given);
  const slug = given.slug;
  if (slug === undefined) return { code, list: { kind: undefined, page } };
  if (isNewsKind(slug)) return { code, list: { kind: slug, page } };
  if (given.page !== undefined || !postSlugs.includes(slug)) notFound();
  return { code, post: slug };
}

/**
 * Any news page: the list or the post its address names, in its language.
 * @param List a list's screen @param Post a post's screen
 */
export function newsPage(
  List: ComponentType<{ kind?: NewsKind; page?: number }>,
  Post: ComponentType<{ slug: string }>,
) {
  return async function Page({ params }: Params) {
    const found = await resolve(params);
    setRequestLocale(found.code);
    return 'post' in found ? (
      <Post slug={found.post} />
    ) : (
      <List kind={found.list.kind} page={found.list.page} />
    );
  };
}

/** Any news page's metadata. */
export async function newsPageMetadata({ params }: Params) {
  const found = await resolve(params);
  return 'post' in found
    ? postMetadata(found.post, found.code)
    : newsListMetadata(found.list.kind, found.list.page, found.code);
}
