'use client';

import { Menu, X } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { isActive, navLinks, profileNavLink } from '@/lib/routes';
import { NavLink } from './nav-link';
import { SearchBox } from './search-box';

const PANEL_ID = 'site-menu';

type NavbarProps = {
  /** The logo picture, rendered on the server. */
  logo: ReactNode;
  /** The small profile avatar, rendered on the server. */
  avatar: ReactNode;
};

/**
 * The only client component: it holds the mobile menu's open state and reads the
 * pathname for the active link. One set of search box and links serves both
 * layouts: a drop-down panel below `lg`, an inline bar from `lg` up.
 */
export function Navbar({ logo, avatar }: NavbarProps) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [shownFor, setShownFor] = useState(pathname);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // The layout persists across client navigations: close the panel when the route changes.
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    // From lg up the panel is the inline bar: drop the open state so nothing is left stray.
    const wide = window.matchMedia('(min-width: 1024px)');
    const onWiden = (event: MediaQueryListEvent) => event.matches && setOpen(false);
    document.addEventListener('keydown', onKeyDown);
    wide.addEventListener('change', onWiden);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      wide.removeEventListener('change', onWiden);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <header className="relative z-20 mx-auto flex max-w-frame items-center gap-6 px-4 py-4 sm:px-6 lg:py-6">
      <Link href="/" prefetch={false} className="shrink-0 rounded-md">
        {logo}
      </Link>

      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-label="Menu"
        onClick={() => setOpen((value) => !value)}
        className="ml-auto inline-flex size-11 items-center justify-center rounded-full border border-muted text-heading transition-colors hover:border-accent hover:text-accent-ink lg:hidden"
      >
        {open ? (
          <X aria-hidden="true" className="size-5" />
        ) : (
          <Menu aria-hidden="true" className="size-5" />
        )}
      </button>

      <div
        id={PANEL_ID}
        className={cn(
          open ? 'flex' : 'hidden',
          'absolute inset-x-4 top-full flex-col gap-4 rounded-card border border-raised bg-surface p-5 shadow-2xl sm:inset-x-6',
          'lg:static lg:flex lg:flex-1 lg:flex-row lg:items-center lg:gap-6 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none',
        )}
      >
        <SearchBox className="lg:w-64 xl:w-72" />
        <nav aria-label="Main" className="lg:ml-auto">
          <ul className="flex flex-col gap-1 lg:flex-row lg:items-center">
            {navLinks.map((link) => (
              <li key={link.href}>
                <NavLink href={link.href} active={isActive(pathname, link.href)} onNavigate={close}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <NavLink
                href={profileNavLink.href}
                active={isActive(pathname, profileNavLink.href)}
                onNavigate={close}
                className="lg:ml-2 lg:bg-surface lg:pr-2"
              >
                {profileNavLink.label}
                {avatar}
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
