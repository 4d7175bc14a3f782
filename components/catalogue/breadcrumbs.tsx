import Link from 'next/link';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { getMessages } from '@/lib/render/i18n';

/** Where a page sits, the last step the page itself; the same trail for crawlers. */
export function Breadcrumbs({ trail }: { trail: readonly { name: string; href: string }[] }) {
  const { nav } = getMessages();
  return (
    // Links 24 px tall (WCAG 2.5.8), the margin 4 px less so the page below stays put.
    <nav aria-label={nav.breadcrumb} className="mb-5 text-sm">
      <BreadcrumbJsonLd trail={trail} />
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-body">
        {trail.map(({ name, href }, index) => (
          <li key={href} className="flex items-center gap-x-2">
            {index > 0 ? (
              <span aria-hidden="true" className="rtl:-scale-x-100">
                ›
              </span>
            ) : null}
            {index < trail.length - 1 ? (
              <Link
                href={href}
                prefetch={false}
                className="inline-flex min-h-6 items-center rounded-sm hover:text-heading hover:underline"
              >
                {name}
              </Link>
            ) : (
              // A name of any length breaks rather than push the page wider (a post's title).
              <span aria-current="page" className="font-bold text-heading [overflow-wrap:anywhere]">
                {name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
