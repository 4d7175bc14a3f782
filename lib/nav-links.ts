import { getLocale, getMessages, type Messages } from './i18n';
import { hrefIn, type Href } from './paths';
import { screens, slugOf } from './routes.mjs';

export type NavLinkData = { readonly label: string; readonly href: Href };

type Screen = (typeof screens)[number];
/** Each screen's slug names its label in the messages (home, browse, …). */
type NavKey = keyof Messages['nav'];

/** A screen's link in the page's language: its label is the messages' nav.<slug>. */
const link = ({ path }: Screen): NavLinkData => ({
  label: getMessages().nav[slugOf(path) as NavKey],
  href: hrefIn(path, getLocale().code),
});

/** The spec's four navigation entries: the screens lib/routes.mjs marks 'main'. */
export const navLinks = (): readonly NavLinkData[] =>
  screens.filter((screen) => screen.nav === 'main').map(link);

export const profileNavLink = (): NavLinkData =>
  link(screens.find((screen) => screen.nav === 'profile') ?? screens[0]);
