import type { Route } from './paths';
import { screens } from './routes.mjs';

export type NavLinkData = { readonly label: string; readonly href: Route };

const link = ({ name, path }: (typeof screens)[number]): NavLinkData => ({
  label: name,
  href: path,
});

/** The spec's four navigation entries: the screens lib/routes.mjs marks 'main'. */
export const navLinks: readonly NavLinkData[] = screens
  .filter((screen) => screen.nav === 'main')
  .map(link);

export const profileNavLink: NavLinkData = link(
  screens.find((screen) => screen.nav === 'profile') ?? screens[0],
);
