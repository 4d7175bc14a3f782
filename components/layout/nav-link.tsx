import Link from 'next/link';
import type { ReactNode } from 'react';
import type { Href } from '@/lib/core/paths';
// clsx, not cn(): a client file, and cn()'s tailwind-merge would ship to the browser with it.
import { clsx as cn } from 'clsx';

type NavLinkProps = {
  href: Href;
  active: boolean;
  children: ReactNode;
  className?: string;
};

export function NavLink({ href, active, children, className }: NavLinkProps) {
  return (
    // No prefetch: a prefetched route's payload carries preload hints for its pictures,
    // so every page would download the others' banners. Navigation stays client-side.
    <Link
      href={href}
      prefetch={false}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'flex min-h-11 items-center gap-2.5 rounded-pill px-4 text-[0.9375rem] transition-colors duration-200 hover:text-accent-ink',
        active ? 'bg-surface font-bold text-accent-ink' : 'text-body',
        className,
      )}
    >
      {children}
    </Link>
  );
}
