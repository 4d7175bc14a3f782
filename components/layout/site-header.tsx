import { Menu, X } from 'lucide';
import { Artwork } from '@/components/ui/artwork';
import { Icon } from '@/components/ui/icon';
import { player } from '@/data/profile';
import { getLocale, messagesFor, type LocaleCode } from '@/lib/render/i18n';
import { defaultLocale } from '@/lib/core/locales.mjs';
import { navLinks, profileNavLink } from '@/lib/nav-links';
import { hrefIn } from '@/lib/core/paths';
import { theme } from '@/lib/theme';
import { Logo } from './logo';
import { Navbar } from './navbar';
import { SearchBox } from './search-box';
import { SiteMenuScript } from './site-menu-script';
import { ThemeSwitchScript } from './theme-scripts';
import { ThemeSwitch } from './theme-switch';

/**
 * Renders the navbar's stateless parts on the server and hands them to the client Navbar,
 * its words in the page's language. `preview` makes the style guide's phone-width copies
 * (see Navbar).
 */
export function SiteHeader({
  preview,
  locale = getLocale().code,
}: {
  preview?: 'open' | 'closed';
  /** The language of its words and links (default: the page's). */
  locale?: LocaleCode;
}) {
  const { nav } = messagesFor(locale);
  // The style guide's copies are told apart by name: "Main, phone preview open (ar)".
  const suffix = locale === defaultLocale ? '' : ` (${locale})`;
  return (
    <>
      <Navbar
        links={navLinks(locale)}
        profile={profileNavLink(locale)}
        home={hrefIn('/', locale)}
        labels={
          preview
            ? {
                menu: `Preview ${preview}${suffix}: navigation toggle`,
                main: `Main, phone preview ${preview}${suffix}`,
              }
            : { menu: nav.menu, main: nav.main }
        }
        preview={preview}
        slots={{
          logo: <Logo />,
          search: preview ? (
            <SearchBox id={`search-preview-${preview}-${locale}`} locale={locale} />
          ) : (
            <SearchBox className="lg:w-64 xl:w-72" locale={locale} />
          ),
          theme: theme.switchable ? <ThemeSwitch locale={locale} /> : null,
          avatar: (
            <Artwork src={player().picture} alt="" size={32} className="size-8 rounded-full" />
          ),
          // The toggle's aria-expanded picks the icon (see Navbar).
          openIcon: <Icon icon={Menu} className="size-5 group-aria-expanded:hidden" />,
          closeIcon: <Icon icon={X} className="hidden size-5 group-aria-expanded:block" />,
        }}
      />
      {preview ? null : <SiteMenuScript />}
      {preview || !theme.switchable ? null : <ThemeSwitchScript />}
    </>
  );
}
