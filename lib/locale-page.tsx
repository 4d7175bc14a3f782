// The route files' glue: every screen is one component (components/screens/), rendered at
// the root in English by app/(root)/ and under /<code>/ by app/[locale]/, each page naming
// its language before it renders (lib/render/i18n.ts).
import type { ComponentType } from 'react';
import { notFound } from 'next/navigation';
import { setRequestLocale, type LocaleCode } from './render/i18n';
import { defaultLocale, isLocale } from './core/locales.mjs';
import type { Route } from './core/paths';
import { paramsOrPlaceholder } from './core/routes.mjs';
import {
  accessibilityTagMetadata,
  gameMetadata,
  gamePresskitMetadata,
  presskitMetadata,
  screenMetadata,
} from './screen-metadata';
import { gamePageSlugs } from '@/data/catalogue';
import { presskitSlugs } from '@/data/presskit';
import { tagSlugs } from '@/data/accessibility';
import type { AccessibilityTag } from './content/games/accessibility.mjs';

export type LocaleParams = { params: Promise<{ locale: string }> };

/** A `[locale]` segment's language; only the listed ones are exported (dynamicParams off). */
function prefixed(locale: string): LocaleCode {
  if (!isLocale(locale) || locale === defaultLocale) notFound();
  return locale;
}

/** The `[locale]` segment's language. */
export async function localeOf(params: LocaleParams['params']): Promise<LocaleCode> {
  return prefixed((await params).locale);
}

/** A route's language, for routes at both: English at the root, its prefix's under /<code>/. */
export async function languageOf(params: Promise<{ locale?: string; slug?: string }>) {
  const { locale } = await params;
  return locale === undefined ? defaultLocale : prefixed(locale);
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

/** The slugs as a dynamic route's parameters; a route with none still exports one (below). */
const paramsOf = (slugs: readonly string[]) =>
  paramsOrPlaceholder(
    slugs.map((slug) => ({ slug })),
    ['slug'],
  );

/**
 * Every game with a page of its own: only these are exported (dynamicParams off). A
 * catalogue without one (only the details screen's game, or none) still gives the route one
 * parameter, since a static export refuses a dynamic route that writes no page; that page is
 * the 404 page, and the post-build step removes it (scripts/postbuild.mjs).
 */
export const gameParams = () => paramsOf(gamePageSlugs);

/** The route's slug when it is one of `slugs`; the 404 page otherwise. */
async function slugIn(params: Promise<{ slug: string }>, slugs: readonly string[]) {
  const { slug } = await params;
  if (!slugs.includes(slug)) notFound();
  return slug;
}

/** A game's page at the root, in English. */
export function rootGamePage(Screen: ComponentType<{ slug: string }>) {
  return async function Page({ params }: GameParams) {
    setRequestLocale(defaultLocale);
    return <Screen slug={await slugIn(params, gamePageSlugs)} />;
  };
}

/** A game's page under /<code>/, in that language. */
export function localeGamePage(Screen: ComponentType<{ slug: string }>) {
  return async function Page({ params }: LocaleGameParams) {
    setRequestLocale(await localeOf(params));
    return <Screen slug={await slugIn(params, gamePageSlugs)} />;
  };
}

/** A game page's metadata, at the root or under /<code>/. */
export const gamePageMetadata = async ({ params }: GameParams | LocaleGameParams) =>
  gameMetadata(await slugIn(params, gamePageSlugs), await languageOf(params));

/** The studio's press kit's metadata under /<code>/ (at the root: presskitMetadata in English). */
export const presskitPageMetadata = async ({ params }: LocaleParams) =>
  presskitMetadata(await localeOf(params));

/** Every catalogue game has a press kit, the spec's own game too (dynamicParams off). */
export const presskitParams = () => paramsOf(presskitSlugs);

/** A game's press kit at the root, in English, or under /<code>/. */
export function gamePresskitPage(Screen: ComponentType<{ slug: string }>) {
  return async function Page({ params }: GameParams | LocaleGameParams) {
    setRequestLocale(await languageOf(params));
    return <Screen slug={await slugIn(params, presskitSlugs)} />;
  };
}

/** A game's press kit's metadata, at the root or under /<code>/. */
export const gamePresskitPageMetadata = async ({ params }: GameParams | LocaleGameParams) =>
  gamePresskitMetadata(await slugIn(params, presskitSlugs), await languageOf(params));

export type TagParams = { params: Promise<{ locale?: string; tag: string }> };

/** Each accessibility tag a game lists gets a page (dynamicParams off); none, the placeholder. */
export const tagParams = () =>
  paramsOrPlaceholder(
    tagSlugs.map((tag) => ({ tag })),
    ['tag'],
  );

/** The route's tag when a game lists it; the 404 page otherwise. */
async function tagIn(params: TagParams['params']) {
  const { tag } = await params;
  if (!(tagSlugs as readonly string[]).includes(tag)) notFound();
  return tag as AccessibilityTag;
}

/** An accessibility tag's page, at the root in English or under /<code>/. */
export function tagPage(Screen: ComponentType<{ tag: AccessibilityTag }>) {
  return async function Page({ params }: TagParams) {
    setRequestLocale(await languageOf(params));
    return <Screen tag={await tagIn(params)} />;
  };
}

/** An accessibility tag's page's metadata, at the root or under /<code>/. */
export const tagPageMetadata = async ({ params }: TagParams) =>
  accessibilityTagMetadata(await tagIn(params), await languageOf(params));
