// Pure path helpers, cheap enough for client components.
import { screens, styleguide, type pages } from './routes.mjs';

/** A page's route, as lib/routes.mjs lists it: a typo in a cast or a link fails the typecheck. */
export type Route = (typeof pages)[number]['path'];

/** The screens' routes (the sitemap's, the case redirect's). */
export const routes: readonly Route[] = screens.map((screen) => screen.path);

/** "/browse", "/browse/" and "/browse/index.html" all name the route "/browse/". */
export function normalisePath(pathname: string | null | undefined): string {
  if (!pathname) return '/';
  const trimmed = pathname.replace(/index\.html$/, '').replace(/\/+$/, '');
  return trimmed ? `${trimmed}/` : '/';
}

export function isActive(pathname: string | null | undefined, href: Route): boolean {
  return normalisePath(pathname) === href;
}

export const styleguideRoute: Route = styleguide.path;
