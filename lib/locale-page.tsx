// The route files' glue: every screen is one component (components/screens/), rendered at
// the root in English by app/(root)/ and under /<code>/ by app/[locale]/, each page naming
// its language before it renders (lib/render/i18n.ts).
import type { ComponentType } from 'react';
import { notFound } from 'next/navigation';
import { setRequestLocale, type LocaleCode } from './render/i18n';
import { defaultLocale, isLocale } from './core/locales.mjs';
import type { Route } from './core/paths';
import { NO_GAME } from './core/routes.mjs';
import {
  gameMetadata,
  gamePresskitMetadata,
  presskitMetadata,
  screenMetadata,
} from './screen-metadata';
import { gamePageSlugs } from '@/data/catalogue';
import { presskitSlugs } from '@/data/presskit';

export type LocaleParams = { params: Promise<{ locale: string }> };

/** The `[locale]` segment's language; only the listed ones are exported (dynamicParams off). */
export async function localeOf(params: LocaleParams['params']): Promise<LocaleCode> {
  const { locale } = await params;
  if (!isLocale(locale) || locale === defaultLocale) notFound();
  return locale;
}

/** A screen at the root, in English. */
export function rootPage(Screen: ComponentType) {
  return function Page() {
    setRequestLocale(defaultLocale);
    return <Screen />;
  };
}

/** A screen under /<code>/, in that language. */
export function localePage(Screen: ComponentType) {
  return async function Page({ params }: LocaleParams) {
    setRequestLocale(await localeOf(params));
    return <Screen />;
  };
}

/** A screen's metadata under /<code>/. */
export function localeMetadata(route: Exclude<Route, '/styleguide/'>) {
  return async ({ params }: LocaleParams) => screenMetadata(route, await localeOf(params));
}

export type GameParams = { params: Promise<{ slug: string }> };
export type LocaleGameParams = { params: Promise<{ locale: string; slug: string }> };

/**
 * Every game with a page of its own: only these are exported (dynamicParams off). A
 * catalogue without one (only the details screen's game, or none) still gives the route one
 * parameter, since a static export refuses a dynamic route that writes no page; that page is
 * the 404 page, and the post-build step removes it (scripts/postbuild.mjs).
 */
export const gameParams = () =>
  gamePageSlugs.length > 0 ? gamePageSlugs.map((slug) => ({ slug })) : [{ slug: NO_GAME }];

async function slugOf(params: Promise<{ slug: string }>): Promise<string> {
  const { slug } = await params;
  if (!gamePageSlugs.includes(slug)) notFound();
  return slug;
}

/** A game's page at the root, in English. */
export function rootGamePage(Screen: ComponentType<{ slug: string }>) {
  return async function Page({ params }: GameParams) {
    setRequestLocale(defaultLocale);
    return <Screen slug={await slugOf(params)} />;
  };
}

/** A game's page under /<code>/, in that language. */
export function localeGamePage(Screen: ComponentType<{ slug: string }>) {
  return async function Page({ params }: LocaleGameParams) {
    setRequestLocale(await localeOf(params));
    return <Screen slug={await slugOf(params)} />;
  };
}

/** A game page's metadata, at the root or under /<code>/. */
export const gamePageMetadata = async ({ params }: GameParams | LocaleGameParams) => {
  const given = await params;
  const locale =
    'locale' in given ? await localeOf(params as LocaleGameParams['params']) : defaultLocale;
  return gameMetadata(await slugOf(params), locale);
};

/** The studio's press kit's metadata under /<code>/ (at the root: presskitMetadata in English). */
export const presskitPageMetadata = async ({ params }: LocaleParams) =>
  presskitMetadata(await localeOf(params));

/** Every catalogue game has a press kit, the spec's own game too (dynamicParams off). */
export const presskitParams = () =>
  presskitSlugs.length > 0 ? presskitSlugs.map((slug) => ({ slug })) : [{ slug: NO_GAME }];

async function kitSlugOf(params: Promise<{ slug: string }>): Promise<string> {
  const { slug } = await params;
  if (!presskitSlugs.includes(slug)) notFound();
  return slug;
}

/** A game's press kit at the root, in English, or under /<code>/. */
export function gamePresskitPage(Screen: ComponentType<{ slug: string }>) {
  return async function Page({ params }: GameParams | LocaleGameParams) {
    const given = await params;
    setRequestLocale(
      'locale' in given ? await localeOf(params as LocaleGameParams['params']) : defaultLocale,
    );
    return <Screen slug={await kitSlugOf(params)} />;
  };
}

/** A game's press kit's metadata, at the root or under /<code>/. */
export const gamePresskitPageMetadata = async ({ params }: GameParams | LocaleGameParams) => {
  const given = await params;
  const locale =
    'locale' in given ? await localeOf(params as LocaleGameParams['params']) : defaultLocale;
  return gamePresskitMetadata(await kitSlugOf(params), locale);
};
