import { getLocale, messagesFor, type LocaleCode } from './render/i18n';
import { hrefIn, type Href, type ScreenSlug } from './core/paths';
import { screens, slugOf } from './core/routes.mjs';

export type NavLinkData = { readonly label: string; readonly href: Href };

type Screen = (typeof screens)[number];

/** A screen's link in a language: its label is that language's nav.<slug>. */
const link = ({ path }: Screen, code: LocaleCode): NavLinkData => ({
  // A screen whose nav.<slug> is missing fails tsc here (ScreenSlug).
  label: messagesFor(code).nav[slugOf(path) as ScreenSlug],
  href: hrefIn(path, code),
});

/** The spec's four navigation entries (lib/core/routes.mjs marks them 'main'), in the page's language. */
export const navLinks = (code: LocaleCode = getLocale().code): readonly NavLinkData[] =>
  screens.filter((screen) => screen.nav === 'main').map((screen) => link(screen, code));

export const profileNavLink = (code: LocaleCode = getLocale().code): NavLinkData =>
  link(screens.find((screen) => screen.nav === 'profile') ?? screens[0], code);
