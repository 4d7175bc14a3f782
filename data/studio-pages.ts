import { content, contentIn } from './content';
import { site } from './site';
import type { StudioPage } from '../lib/content/types';
import { getLocale, messagesFor, type LocaleCode } from '@/lib/render/i18n';
import { localisedPath } from '@/lib/core/locales.mjs';
import { format } from '@/lib/core/messages.mjs';
import { FOOTER_GROUPS } from '@/lib/content/pages/studio-pages.schema.mjs';
import { trailerLimits } from '@/lib/content/games/videos.mjs';

// The studio's own pages (data/content/pages/<slug>/), in the language of the page being
// rendered: a page with no file in that language is there in English (its `lang` says so).
// Each language may give a page its own address (/de/impressum/ for /imprint/).

/**
 * {company} and {site} in a page's texts: the brand file's names, so a new brand needs no
 * edit; {trailerLimits}, what the trailers lack (the accessibility statement's known limits).
 */
function withBrand(page: StudioPage, code: LocaleCode): StudioPage {
  // The trailers' limits only for a page that says them: every page is read for the footer.
  const names = {
    company: site.companyName,
    site: site.name,
    ...(page.body.includes('{trailerLimits}')
      ? { trailerLimits: trailerLimits(contentIn(code).catalogue, messagesFor(code).media) }
      : {}),
  };
  return {
    ...page,
    title: format(page.title, names),
    summary: format(page.summary, names),
    body: format(page.body, names),
    headings: page.headings.map((heading) => ({ ...heading, text: format(heading.text, names) })),
  };
}

/** Every page in a language, in slug order. */
export const studioPagesIn = (code: LocaleCode = getLocale().code): readonly StudioPage[] =>
  contentIn(code).pages.map((page) => withBrand(page, code));

/** A page by its slug (its folder's name) in a language; undefined for one there is not. */
export const studioPageIn = (slug: string, code: LocaleCode = getLocale().code) =>
  studioPagesIn(code).find((page) => page.slug === slug);

/** A page by its address in a language ('impressum' in German); undefined for none. */
export const studioPageAt = (address: string, code: LocaleCode) =>
  studioPagesIn(code).find((page) => page.path === `/${address}/`);

/** A language's page addresses, as a route segment: 'imprint', 'impressum'. */
export const studioPageAddresses = (code: LocaleCode): readonly string[] =>
  contentIn(code).pages.map((page) => page.path.slice(1, -1));

/** Every page's address in every language, by code: the language switch pairs them. */
export const studioPagePaths: readonly Readonly<Record<string, string>>[] = content.pages.map(
  (page) => page.paths,
);

/** A page's address in a language, with its prefix: ('imprint', 'de') → '/de/impressum/'. */
export const studioPageHref = (page: StudioPage, code: LocaleCode) =>
  localisedPath(page.paths[code] ?? page.path, code);

/** The footer's groups in a language: the pages each lists, in their order; empty groups left out. */
export function footerGroups(code: LocaleCode = getLocale().code) {
  const pages = studioPagesIn(code);
  return FOOTER_GROUPS.map((group) => ({
    group,
    links: pages
      .filter((page) => page.footer?.group === group)
      .sort(
        (a, b) => (a.footer?.order ?? 0) - (b.footer?.order ?? 0) || a.slug.localeCompare(b.slug),
      )
      .map((page) => ({ href: studioPageHref(page, code), label: page.title, lang: page.lang })),
  })).filter(({ links }) => links.length > 0);
}
