import { Fragment } from 'react';
import { PostBody } from '@/components/news/post-body';
import { buttonBase, buttonVariants } from '@/components/ui/button-variants';
import { cn } from '@/lib/cn';
import { PostDate } from '@/components/news/post-date';
import { JobPostingJsonLd } from '@/components/seo/job-posting-json-ld';
import type { Position } from '@/lib/content/pages/studio-pages.mjs';
import { postHtml } from '@/lib/content/news/post-html.mjs';
import { getLocale, getMessages } from '@/lib/render/i18n';
import { absoluteUrl } from '@/lib/core/site-url';
import { format } from '@/lib/core/messages.mjs';
import { defaultLocale } from '@/lib/core/locales.mjs';

/**
 * One open position, as written in the careers page's English file: its facts, its
 * description, the way to apply, and its JobPosting for crawlers. Its texts are marked
 * English on the other languages' pages.
 */
export function JobPosition({ position, href }: { position: Position; href: string }) {
  const { code } = getLocale();
  const { studioPages: words } = getMessages();
  const english = code === defaultLocale ? {} : { lang: defaultLocale, dir: 'ltr' as const };
  // English pages write as the content does, British (no serial comma), as their dates are.
  const locale = code === defaultLocale ? 'en-GB' : code;
  const countries = new Intl.DisplayNames([locale], { type: 'region' });
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  const where = [
    position.location
      ? `${position.location.locality}, ${countries.of(position.location.country)}`
      : null,
    position.remote
      ? format(words.remoteFrom, {
          countries: list.format(position.remote.map((c) => countries.of(c) ?? c)),
        })
      : null,
  ].filter(Boolean);
  const { salary } = position;
  const [before = '', after = ''] = words.apply.split('{title}');
  const money = salary
    ? new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: salary.currency,
        maximumFractionDigits: 0,
      })
    : null;
  const facts = [
    { term: words.team, detail: position.team, own: english },
    { term: words.location, detail: where.join(' · '), own: {} },
    { term: words.type, detail: words.employment[position.employmentType], own: {} },
    ...(salary && money
      ? [
          {
            term: words.salary,
            detail: format(words.perUnit[salary.unit], {
              range: money.formatRange(salary.min, salary.max),
            }),
            own: {},
          },
        ]
      : []),
  ];
  return (
    // Any text a studio typed breaks rather than push the page wider: a card's columns may
    // shrink below a word's width, and the title and button break anywhere.
    <article
      id={position.id}
      className="scroll-mt-6 rounded-card bg-card p-5 [overflow-wrap:anywhere] sm:p-8"
    >
      <JobPostingJsonLd
        position={position}
        description={postHtml(position.description, absoluteUrl('/').replace(/\/$/, ''))}
        href={href}
      />
      <h3 {...english} className="text-xl font-bold text-heading">
        {position.title}
      </h3>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
        {facts.map(({ term, detail, own }) => (
          <Fragment key={term}>
            <dt className="font-bold text-heading">{term}</dt>
            <dd {...own} className="text-body">
              {detail}
            </dd>
          </Fragment>
        ))}
        <dt className="font-bold text-heading">{words.posted}</dt>
        <dd className="text-body">
          <PostDate date={position.datePosted} />
        </dd>
        <dt className="font-bold text-heading">{words.closes}</dt>
        <dd className="text-body">
          <PostDate date={position.validThrough} />
        </dd>
      </dl>
      <div {...english} className="mt-5">
        <PostBody text={position.description} />
      </div>
      <a
        href={position.applyUrl}
        rel={position.applyUrl.startsWith('https:') ? 'noopener' : undefined}
        className={cn('mt-6 max-w-full text-center', buttonBase, buttonVariants.primary)}
      >
        {/* One flex item: the words and the title wrap together. */}
        <span>
          {before}
          <span {...english}>{position.title}</span>
          {after}
        </span>
      </a>
    </article>
  );
}
