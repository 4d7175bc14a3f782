import { navigation, profileLink } from '@/data/site';
import { routes, type Route } from './paths';

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

export type NavLinkData = { readonly label: string; readonly href: Route };

export const navLinks: readonly NavLinkData[] = navigation.map((entry) => ({
  label: entry.pageName,
  href: routeFor(entry.to),
}));

export const profileNavLink: NavLinkData = {
  label: profileLink.pageName,
  href: routeFor(profileLink.to),
};
