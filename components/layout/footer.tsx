import Link from 'next/link';
import { figures, site } from '@/data/site';
import { getLocale, getMessages } from '@/lib/render/i18n';
import { navLinks, profileNavLink } from '@/lib/nav-links';
import { styleguideRoute } from '@/lib/core/paths';
import { localisedPath } from '@/lib/core/locales.mjs';
import { news, presskitPath } from '@/lib/core/routes.mjs';
import { format } from '@/lib/core/messages.mjs';
import { footerGroups, studioPagePaths } from '@/data/studio-pages';
import { LanguageLinks } from './language-links';

/**
 * Besides the spec's two lines, the footer repeats the site links: they keep every
 * page reachable at any width when JavaScript (and so the menu toggle) is off; and it
 * links the page in every language.
 * It stacks above the sections, on the page colour: a section skipped by
 * content-visibility keeps its real content laid out past its placeholder height, and
 * axe (Lighthouse's accessibility audit) read that content as the links' background.
 */
export function Footer() {
  const { nav, site: words, footerGroups: groupNames } = getMessages();
  const { code } = getLocale();
  return (
    <footer className="relative z-0 mx-auto max-w-frame bg-page px-4 pb-10 pt-12 text-center text-sm sm:px-6 print:hidden">
      <nav aria-label={nav.footer}>
        <ul className="mb-6 flex flex-wrap justify-center gap-x-2 gap-y-1">
          {[...navLinks(), profileNavLink()].map((link) => (
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
      <LanguageLinks label={nav.languages} current={code} pages={studioPagePaths} />
      <p className="text-body">
        {format(words.copyright, { year: figures.copyrightYear, company: site.companyName })}
      </p>
      <p className="mt-2 text-body">{format(words.designCredit, { name: site.name })}</p>
      {/* The pages beside the screens, on a line of their own so none wraps onto another's;
          wrapped (a long language on a narrow phone), the rows stand far enough apart that
          each link's 24 px target circle clears the next (WCAG 2.5.8's spacing). */}
      <ul className="mt-2 flex flex-wrap justify-center gap-x-2 gap-y-4 text-body">
        {[
          { href: styleguideRoute, label: words.designSystem },
          { href: localisedPath(news.path, code), label: nav.news },
          { href: localisedPath(presskitPath(), code), label: nav.presskit },
        ].map(({ href, label }, index) => (
          <li key={href}>
            {index > 0 ? <span aria-hidden="true">· </span> : null}
            <Link
              href={href}
              prefetch={false}
              className="text-accent-ink underline underline-offset-4 hover:no-underline"
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
      {/* The studio's own pages, by the group their front matter names (data/content/pages/). */}
      {footerGroups(code).map(({ group, links }) => (
        <nav
          key={group}
          aria-labelledby={`footer-${group}`}
          className="mt-4 flex flex-wrap items-center justify-center gap-x-2 gap-y-4 text-body"
        >
          <span id={`footer-${group}`} className="font-bold text-heading">
            {groupNames[group]}
          </span>
          <ul className="contents">
            {links.map(({ href, label, lang }) => (
              // A title of any length breaks rather than push the page wider.
              <li key={href} className="max-w-full [overflow-wrap:anywhere]">
                <span aria-hidden="true">· </span>
                <Link
                  href={href}
                  prefetch={false}
                  lang={lang === code ? undefined : lang}
                  className="text-accent-ink underline underline-offset-4 hover:no-underline"
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </footer>
  );
}
