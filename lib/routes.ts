import { navigation, profileLink } from '@/data/site';
import { normalisePath } from './active-path';

/** The exported routes, in the trailing-slash form the export writes. */
export const routes = ['/', '/browse/', '/details/', '/streams/', '/profile/'] as const;
export type Route = (typeof routes)[number];

/**
 * A navigation target as the route it reaches. The data keeps targets as the spec
 * spells them ("Streams", "browse"); routes are lower case with a trailing slash.
 */
export function routeFor(to: string): Route {
  const slug = to.replace(/^\/+|\/+$/g, '').toLowerCase();
  const route = (slug ? `/${slug}/` : '/') as Route;
  if (!routes.includes(route)) throw new Error(`Navigation target "${to}" has no route`);
  return route;
}

/** A known route that `pathname` names in a different case (`/Streams` → `/streams/`), if any. */
export function caseInsensitiveMatch(pathname: string): Route | undefined {
  const wanted = normalisePath(pathname).toLowerCase();
  const match = routes.find((route) => route === wanted);
  return match && match !== normalisePath(pathname) ? match : undefined;
}

export type NavLinkData = { readonly label: string; readonly href: Route };

export const navLinks: readonly NavLinkData[] = navigation.map((entry) => ({
  label: entry.pageName,
  href: routeFor(entry.to),
}));
export const profileNavLink: NavLinkData = {
  label: profileLink.pageName,
  href: routeFor(profileLink.to),
};
