import type { Metadata } from 'next';
import { site } from '@/data/site';
import { messagesFor, type LocaleCode } from './render/i18n';
import { defaultLocale, localisedPath, locales } from './core/locales.mjs';
import { absoluteUrl } from './core/site-url';
import { format } from './core/messages.mjs';
import { feeds } from './core/routes.mjs';
import { hasFeeds } from '@/data/news';

/** The share image: one picture, its alt text in each language. */
export const shareImage = (code: LocaleCode = defaultLocale) =>
  ({
    path: '/og.jpg',
    width: 1200,
    height: 630,
    alt: format(messagesFor(code).site.shareImageAlt, { name: site.name }),
  }) as const;

type PageMetadataInput = {
  /** The page's own title; the site name is added ("Browse · Lumenrift"). */
  title: string;
  description: string;
  /** The route, in its trailing-slash form, as English has it. */
  path: string;
  /** The route in each language where they differ (a page's /impressum/ for /imprint/). */
  paths?: Readonly<Record<string, string>>;
  /** The page's language (default English). */
  locale?: LocaleCode;
  /** A page in one language only (the style guide): no alternates. */
  alone?: boolean;
  /** The page's own share image (a game's key art, 1200×630); the site's by default. */
  image?: { path: string; alt: string };
};

/**
 * The page's URL in every language, for hreflang links and the sitemap: each language's
 * own, and x-default (the English page, at the root). `paths` gives the route in each
 * language where a page has an address of its own in it.
 */
export function languageAlternates(
  path: string,
  paths?: Readonly<Record<string, string>>,
): Record<string, string> {
  const routeIn = (code: string) => paths?.[code] ?? path;
  return {
    ...Object.fromEntries(
      locales.map(({ code }) => [code, absoluteUrl(localisedPath(routeIn(code), code))]),
    ),
    'x-default': absoluteUrl(routeIn(defaultLocale)),
  };
}

/**
 * The language's news feeds as <link rel="alternate">, each titled for a feed reader's list:
 * none for a language with no post written in it (no empty feed is published).
 */
function feedLinks(code: LocaleCode) {
  if (!hasFeeds(code)) return undefined;
  const name = `${site.name} · ${messagesFor(code).news.heading}`;
  return Object.fromEntries(
    feeds.map(({ type, path, title }) => [
      type,
      [{ url: absoluteUrl(localisedPath(path, code)), title: `${name} (${title})` }],
    ]),
  );
}

/**
 * Title, description, canonical URL, hreflang alternates, the language's feeds, Open Graph
 * and Twitter card.
 */
export function pageMetadata({
  title,
  description,
  path,
  paths,
  locale = defaultLocale,
  alone = false,
  image: own,
}: PageMetadataInput): Metadata {
  const fullTitle = `${title} · ${site.name}`;
  const url = absoluteUrl(localisedPath(paths?.[locale] ?? path, locale));
  const share = own ? { ...shareImage(locale), ...own } : shareImage(locale);
  const image = { ...share, url: absoluteUrl(share.path) };
  const language = locales.find(({ code }) => code === locale) ?? locales[0];
  return {
    title: { absolute: fullTitle },
    description,
    alternates: {
      canonical: url,
      ...(alone ? {} : { languages: languageAlternates(path, paths) }),
      types: feedLinks(locale),
    },
    openGraph: {
      type: 'website',
      siteName: site.name,
      locale: language.og,
      ...(alone
        ? {}
        : { alternateLocale: locales.filter((other) => other !== language).map(({ og }) => og) }),
      title: fullTitle,
      description,
      url,
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [image] },
  };
}
