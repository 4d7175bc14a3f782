// The props the layout's SiteHeader gives the Navbar, in English, for the tests that render
// it alone (navbar.test.tsx, __tests__/lib/site-menu.test.tsx). `labels` names a style-guide preview.
import type { ComponentProps } from 'react';
import { Logo } from '@/components/layout/logo';
import type { Navbar } from '@/components/layout/navbar';
import { SearchBox } from '@/components/layout/search-box';
import { ThemeSwitch } from '@/components/layout/theme-switch';
import { navLinks, profileNavLink } from '@/lib/nav-links';

export function navbarProps(
  labels = { menu: 'Menu', main: 'Main' },
): Omit<ComponentProps<typeof Navbar>, 'preview'> {
  return {
    links: navLinks(),
    profile: profileNavLink(),
    home: '/',
    labels,
    slots: {
      logo: <Logo />,
      search: <SearchBox />,
      theme: <ThemeSwitch locale="en" />,
      avatar: <span />,
      openIcon: <span />,
      closeIcon: <span />,
    },
  };
}
