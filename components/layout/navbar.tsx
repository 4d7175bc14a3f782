'use client';

import { clsx } from 'clsx';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { NavLinkData } from '@/lib/nav-links';
import { isActive, type Href } from '@/lib/core/paths';
import { NavLink } from './nav-link';

const PANEL_ID = 'site-menu';

type NavbarProps = {
  links: readonly NavLinkData[];
  profile: NavLinkData;
  /** The home page in the page's language: the logo's link. */
  home: Href;
  /** The toggle's and the navigation's accessible names (the previews' name themselves). */
  labels: { menu: string; main: string };
  /**
   * Everything that needs no state is rendered on the server and passed in, so none
   * of its code (icons, search box, pictures, site data) ships to the browser.
   */
  slots: {
    logo: ReactNode;
    search: ReactNode;
    /** The theme switch, after the links (none when the brand locks the scheme). */
    theme: ReactNode;
    avatar: ReactNode;
    /** Shown while the menu is closed: hide it under `group-aria-expanded:hidden`. */
    openIcon: ReactNode;
    /** Shown while it is open: `hidden group-aria-expanded:block`. */
    closeIcon: ReactNode;
  };
  /**
   * The style guide's phone-width previews (components/styleguide/phone-headers.tsx):
   * starts open or closed, never turns into the inline bar (breakpoints follow the
   * window, not the frame), shows Home as the current page; stills, which the menu
   * script leaves alone.
   */
  preview?: 'open' | 'closed';
};

/**
 * The site's one client component for the layout (the error screens are the other client
 * files): it reads the pathname for the active link. One set of search box and links
 * serves both layouts: a drop-down panel below `lg`, an inline bar from `lg` up.
 *
 * The phone menu itself is not React's: lib/site-menu.ts runs it (as an inline script
 * after the header, so it works before hydration) through the toggle's aria-expanded,
 * which alone shows the panel and picks the icon (CSS, `peer`/`group`). React renders
 * that attribute "false" and never changes it, so it never undoes the script.
 */
export function Navbar({ links, profile, home, labels, slots, preview }: NavbarProps) {
  const routePath = usePathname();
  const pathname = preview ? home : routePath;
  const previewId = useId();
  const panelId = preview ? `${previewId}menu` : PANEL_ID;
  /** Classes for widths from sm and lg up: left out of the phone previews. */
  const wide = (classes: string) => (preview ? null : classes);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Marks hydration on the toggle: the browser suite and the bench wait on it.
  useEffect(() => {
    if (!preview) toggleRef.current?.setAttribute('data-hydrated', '');
  }, [preview]);

  return (
    <header
      className={clsx(
        'relative z-20 mx-auto flex max-w-frame items-center gap-6 px-4 py-4 print:hidden',
        wide('sm:px-6 lg:py-6'),
      )}
    >
      {/* min-w-0: a long brand name wraps instead of pushing the toggle out (320 px). */}
      <Link href={home} prefetch={false} className="min-w-0 rounded-md">
        {slots.logo}
      </Link>

      <button
        ref={toggleRef}
        type="button"
        // The style guide's copies are stills: only the page's own toggle is run.
        data-menu-toggle={preview ? undefined : ''}
        aria-expanded={preview === 'open'}
        // The menu script may have opened the menu before hydration (see above).
        suppressHydrationWarning
        aria-controls={panelId}
        aria-label={labels.menu}
        className={clsx(
          'group peer ms-auto inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-muted text-heading transition-colors hover:border-accent-mark hover:text-accent-ink',
          wide('lg:hidden'),
        )}
      >
        {slots.openIcon}
        {slots.closeIcon}
      </button>

      <div
        id={panelId}
        className={clsx(
          'hidden peer-aria-expanded:flex',
          'absolute inset-x-4 top-full flex-col gap-4 rounded-card border border-raised bg-surface p-5 shadow-2xl',
          // Wraps rather than overflows when text is enlarged (200 % text zoom at 1440 px),
          // and below xl, where the theme switch takes a second row: at its end, under the nav.
          wide(
            'sm:inset-x-6 lg:static lg:flex lg:flex-1 lg:flex-row lg:flex-wrap lg:items-center lg:justify-end lg:gap-6 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none',
          ),
        )}
      >
        {slots.search}
        <nav aria-label={labels.main} className={clsx(wide('lg:ms-auto'))}>
          <ul
            className={clsx(
              'flex flex-col gap-1',
              wide('lg:flex-row lg:flex-wrap lg:items-center'),
            )}
          >
            {links.map((link) => (
              <li key={link.href}>
                <NavLink href={link.href} active={isActive(pathname, link.href)}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <NavLink
                href={profile.href}
                active={isActive(pathname, profile.href)}

                className={clsx(wide('lg:ms-2 lg:bg-surface lg:pe-2'))}
              >
                {profile.label}
                {slots.avatar}
              </NavLink>
            </li>
          </ul>
        </nav>
        {slots.theme}
      </div>
    </header>
  );
}
