'use client';

import { clsx } from 'clsx';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { isActive } from '@/lib/paths';
import { NavLink } from './nav-link';

const PANEL_ID = 'site-menu';

type Link = { readonly label: string; readonly href: string };

type NavbarProps = {
  links: readonly Link[];
  profile: Link;
  /**
   * Everything that needs no state is rendered on the server and passed in, so none
   * of its code (icons, search box, pictures, site data) ships to the browser.
   */
  slots: {
    logo: ReactNode;
    search: ReactNode;
    avatar: ReactNode;
    /** Shown while the menu is closed: hide it under `group-aria-expanded:hidden`. */
    openIcon: ReactNode;
    /** Shown while it is open: `hidden group-aria-expanded:block`. */
    closeIcon: ReactNode;
  };
  /**
   * The style guide's phone-width previews (components/styleguide/phone-headers.tsx):
   * starts open or closed, never turns into the inline bar (breakpoints follow the
   * window, not the frame), shows Home as the current page, and ignores the page around it.
   */
  preview?: 'open' | 'closed';
};

/**
 * The site's one stateful component (the error screens are the other client files): it
 * holds the mobile menu's open state and reads the pathname for the active link. One set
 * of search box and links serves both layouts: a drop-down panel below `lg`, an inline
 * bar from `lg` up.
 *
 * The page hydrates only once the visitor shows intent, so until then the menu is run by
 * the inline start-up script (scripts/postbuild/hydrate-on-intent.js). That is why the
 * toggle's aria-expanded alone shows the panel and picks the icon (CSS, `peer`/`group`):
 * the script flips that one attribute, and on mount this component takes the state
 * over and marks the toggle `data-hydrated`, which tells the script to stand back.
 */
export function Navbar({ links, profile, slots, preview }: NavbarProps) {
  const routePath = usePathname();
  const pathname = preview ? '/' : routePath;
  const [open, setOpen] = useState(preview === 'open');
  const previewId = useId();
  const panelId = preview ? `${previewId}menu` : PANEL_ID;
  /** Classes for widths from sm and lg up: left out of the phone previews. */
  const wide = (classes: string) => (preview ? null : classes);
  const [shownFor, setShownFor] = useState(pathname);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);

  // The layout persists across client navigations: close the panel when the route changes.
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  // A layout effect runs inside the commit, before the browser handles another event: no
  // tap can fall between reading the script's state and React owning the toggle.
  useLayoutEffect(() => {
    const toggle = toggleRef.current;
    if (!toggle || preview) return;
    // Opened before hydration: React rendered it closed, the DOM says open; keep the DOM's.
    if (toggle.getAttribute('aria-expanded') === 'true') setOpen(true);
    toggle.dataset.hydrated = '';
  }, [preview]);

  useEffect(() => {
    if (!open || preview) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    // The panel floats over the page: once focus or a click moves outside the header it
    // would hide what now has focus (WCAG 2.4.11), so it closes. Focus stays where it went.
    const onOutside = (event: Event) => {
      if (!headerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    // From lg up the panel is the inline bar: drop the open state so nothing is left stray.
    const wide = window.matchMedia('(min-width: 1024px)');
    const onWiden = (event: MediaQueryListEvent) => event.matches && setOpen(false);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onOutside);
    document.addEventListener('pointerdown', onOutside);
    wide.addEventListener('change', onWiden);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onOutside);
      document.removeEventListener('pointerdown', onOutside);
      wide.removeEventListener('change', onWiden);
    };
  }, [open, preview]);

  const close = () => setOpen(false);

  return (
    <header
      ref={headerRef}
      className={clsx(
        'relative z-20 mx-auto flex max-w-frame items-center gap-6 px-4 py-4',
        wide('sm:px-6 lg:py-6'),
      )}
    >
      {/* min-w-0: a long brand name wraps instead of pushing the toggle out (320 px). */}
      <Link href="/" prefetch={false} className="min-w-0 rounded-md">
        {slots.logo}
      </Link>

      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        // The start-up script may have opened the menu before hydration (see above).
        suppressHydrationWarning
        aria-controls={panelId}
        aria-label={preview ? `Preview ${preview}: navigation toggle` : 'Menu'}
        onClick={() => setOpen((value) => !value)}
        className={clsx(
          'group peer ml-auto inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-muted text-heading transition-colors hover:border-accent-mark hover:text-accent-ink',
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
          // Wraps rather than overflows when text is enlarged (200 % text zoom at 1440 px).
          wide(
            'sm:inset-x-6 lg:static lg:flex lg:flex-1 lg:flex-row lg:flex-wrap lg:items-center lg:gap-6 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none',
          ),
        )}
      >
        {slots.search}
        <nav
          aria-label={preview ? `Main, phone preview ${preview}` : 'Main'}
          className={clsx(wide('lg:ml-auto'))}
        >
          <ul
            className={clsx(
              'flex flex-col gap-1',
              wide('lg:flex-row lg:flex-wrap lg:items-center'),
            )}
          >
            {links.map((link) => (
              <li key={link.href}>
                <NavLink href={link.href} active={isActive(pathname, link.href)} onNavigate={close}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <NavLink
                href={profile.href}
                active={isActive(pathname, profile.href)}
                onNavigate={close}
                className={clsx(wide('lg:ml-2 lg:bg-surface lg:pr-2'))}
              >
                {profile.label}
                {slots.avatar}
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
