// Pure path helpers, cheap enough for client components.
import type { prefixedLocales } from './locales.mjs';
import { localisedPath, locales } from './locales.mjs';
import { screens, styleguide, type pages } from './routes.mjs';

/** A page's route, as lib/core/routes.mjs lists it: a typo in a cast or a link fails the typecheck. */
export type Route = (typeof pages)[number]['path'];

/**
 * A screen's slug as a type ('/browse/' → 'browse', '/' → 'home', as slugOf gives it): it
 * names the screen's label (nav.<slug>) and its title and description (pages.<slug>) in the
 * messages, so a screen whose messages lack them fails tsc where they are read.
 */
export type ScreenSlug = SlugOf<(typeof screens)[number]['path']>;
type SlugOf<P extends string> = P extends '/' ? 'home' : P extends `/${infer S}/` ? S : never;

/** A screen's route in any language: '/browse/', '/de/browse/'. */
export type Href = Route | `/${(typeof prefixedLocales)[number]['code']}${Route}`;

/** The screens' routes (the sitemap's, the case redirect's). */
export const routes: readonly Route[] = screens.map((screen) => screen.path);

/** Every screen in every language: '/', '/browse/', …, '/de/', '/de/browse/', … */
export const localisedRoutes: readonly Href[] = locales.flatMap(({ code }) =>
  routes.map((route) => localisedPath(route, code) as Href),
);

/** A route in a language: ('/browse/', 'de') → '/de/browse/'. */
export const hrefIn = (route: Route, code: string): Href => localisedPath(route, code) as Href;

/** "/browse", "/browse/" and "/browse/index.html" all name the route "/browse/". */
export function normalisePath(pathname: string | null | undefined): string {
  if (!pathname) return '/';
  const trimmed = pathname.replace(/index\.html$/, '').replace(/\/+$/, '');
  return trimmed ? `${trimmed}/` : '/';
}

export function isActive(pathname: string | null | undefined, href: Href): boolean {
  return normalisePath(pathname) === href;
}

export const styleguideRoute: Route = styleguide.path;
