// The studio's pages' routes (data/content/pages/): English at the root, one route file per
// page that the build's first step writes (scripts/page-routes.mjs), since no dynamic segment
// can sit beside app/[locale]/; every other language under app/[locale]/[page]/, at each
// page's address in that language. Any other address is the 404 page (dynamicParams off).
import type { ComponentType } from 'react';
import { notFound } from 'next/navigation';
import { setRequestLocale, type LocaleCode } from './render/i18n';
import { defaultLocale } from './core/locales.mjs';
import { paramsOrPlaceholder } from './core/routes.mjs';
import { localeOf, type LocaleParams } from './locale-page';
import { studioPageMetadata } from './screen-metadata';
import { studioPageAddresses, studioPageAt, studioPageIn } from '@/data/studio-pages';

type Screen = ComponentType<{ slug: string }>;
type PageParams = { params: Promise<{ locale: string; page: string }> };

/**
 * A language's page addresses as the route's parameters; one placeholder where it has none,
 * since a static export refuses a dynamic route that writes no page (the post-build step
 * removes it, scripts/postbuild.mjs).
 */
export async function studioPageParams({ params }: LocaleParams) {
  const addresses = studioPageAddresses(await localeOf(params));
  return paramsOrPlaceholder(
    addresses.map((page) => ({ page })),
    ['page'],
  );
}

/** The page at an address in a language; the 404 page for none. */
async function found(params: PageParams['params']): Promise<{ code: LocaleCode; slug: string }> {
  const code = await localeOf(params);
  const page = studioPageAt((await params).page, code);
  if (!page) notFound();
  return { code, slug: page.slug };
}

/** A page under /<code>/, at its address in that language. */
export function localeStudioPage(Screen: Screen) {
  return async function Page({ params }: PageParams) {
    const { code, slug } = await found(params);
    setRequestLocale(code);
    return <Screen slug={slug} />;
  };
}

/** A page's metadata under /<code>/. */
export const localeStudioPageMetadata = async ({ params }: PageParams) => {
  const { code, slug } = await found(params);
  return studioPageMetadata(slug, code);
};

/** A page at the root, in English: its own route file names its slug. */
export function rootStudioPage(Screen: Screen, slug: string) {
  return function Page() {
    setRequestLocale(defaultLocale);
    if (!studioPageIn(slug, defaultLocale)) notFound();
    return <Screen slug={slug} />;
  };
}

/** A root page's metadata, in English. */
export const rootStudioPageMetadata = (slug: string) => () =>
  studioPageMetadata(slug, defaultLocale);
