import Link from 'next/link';
import { figures, site } from '@/data/site';
import { navLinks, profileNavLink } from '@/lib/nav-links';
import { styleguideRoute } from '@/lib/paths';

/**
 * Besides the spec's two lines, the footer repeats the site links: they keep every
 * page reachable at any width when JavaScript (and so the menu toggle) is off.
 * It stacks above the sections, on the page colour: a section skipped by
 * content-visibility keeps its real content laid out past its placeholder height, and
 * axe (Lighthouse's accessibility audit) read that content as the links' background.
 */
export function Footer() {
  return (
    <footer className="relative z-0 mx-auto max-w-frame bg-page px-4 pb-10 pt-12 text-center text-sm sm:px-6">
      <nav aria-label="Footer">
        <ul className="mb-6 flex flex-wrap justify-center gap-x-2 gap-y-1">
          {[...navLinks, profileNavLink].map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                prefetch={false}
                className="inline-flex min-h-11 items-center rounded-pill px-3 text-body transition-colors hover:text-accent-ink"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="text-body">{`Copyright © ${figures.copyrightYear} ${site.companyName}. All rights reserved.`}</p>
      <p className="mt-2 text-body">
        {`${site.designCredit} · `}
        <Link
          href={styleguideRoute}
          prefetch={false}
          className="text-accent-ink underline underline-offset-4 hover:no-underline"
        >
          Design system
        </Link>
      </p>
    </footer>
  );
}
