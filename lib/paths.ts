// Pure path helpers, cheap enough for client components.
import routeList from './route-list.json';

/**
 * The exported routes, in the trailing-slash form the export writes: lib/route-list.json,
 * the one list the scripts and tests read too.
 */
export const routes: readonly string[] = routeList.map((route) => route.path);
export type Route = (typeof routes)[number];

/** "/browse", "/browse/" and "/browse/index.html" all name the route "/browse/". */
export function normalisePath(pathname: string | null | undefined): string {
  if (!pathname) return '/';
  const trimmed = pathname.replace(/index\.html$/, '').replace(/\/+$/, '');
  return trimmed ? `${trimmed}/` : '/';
}

export function isActive(pathname: string | null | undefined, href: string): boolean {
  return normalisePath(pathname) === href;
}

/**
 * The designers' style guide: exported like the screens, but not one of them (no nav
 * link, no sitemap entry, noindex); the footer's credit line links it.
 */
export const styleguideRoute = '/styleguide/';
