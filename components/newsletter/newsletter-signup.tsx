import Link from 'next/link';
import { buttonBase, buttonVariants } from '@/components/ui/button-variants';
import { Section } from '@/components/ui/section';
import { site } from '@/data/site';
import { studioPageHref, studioPageIn } from '@/data/studio-pages';
import { cn } from '@/lib/cn';
import { format } from '@/lib/core/messages.mjs';
import { getLocale, getMessages } from '@/lib/render/i18n';
import { FollowLinks } from './follow-links';

/**
 * The newsletter's sign-up, where the brand names one: a plain form that posts to the
 * provider (it works with JavaScript off, and nothing reaches the provider before it is
 * sent), or a link to the provider's own page. It says what the visitor agrees to, that a
 * mail to confirm the address comes first (double opt-in), and links the privacy page; the
 * studio's channels sit beside it. The form's page allows the provider in form-action
 * (scripts/security.mjs reads data-newsletter-form); no other page's policy changes.
 */
export function NewsletterSignup() {
  const newsletter = site.newsletter;
  const { code } = getLocale();
  const { newsletter: words } = getMessages();
  if (!newsletter) return null;
  const privacy = studioPageIn('privacy', code);
  const id = 'newsletter-email';
  return (
    // Always rendered: a few lines, and off screen below the fold, a placeholder height would
    // move the page when it came near.
    <Section
      id="newsletter"
      lead={words.lead}
      accent={words.accent}
      tone="boxed"
      placeholder={false}
    >
      <p className="max-w-prose text-body">{words.intro}</p>
      {'action' in newsletter ? (
        <form
          method="post"
          action={newsletter.action}
          data-newsletter-form=""
          className="mt-5 flex max-w-xl flex-col gap-3 sm:flex-row sm:items-end"
        >
          <div className="grow">
            <label htmlFor={id} className="mb-1.5 block text-sm font-bold text-heading">
              {words.email}
            </label>
            <input
              id={id}
              type="email"
              name={newsletter.email}
              required
              autoComplete="email"
              dir="ltr"
              className="h-11 w-full rounded-pill border border-muted bg-surface px-4 text-sm text-heading focus-visible:border-accent-mark"
            />
          </div>
          {newsletter.language ? (
            <input type="hidden" name={newsletter.language} value={code} />
          ) : null}
          {Object.entries(newsletter.hidden ?? {}).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className={cn(buttonBase, buttonVariants.primary)}>
            {words.submit}
          </button>
        </form>
      ) : (
        <a href={newsletter.link} className={cn(buttonBase, buttonVariants.primary, 'mt-5')}>
          {words.signUp}
        </a>
      )}
      <p className="mt-4 max-w-prose text-sm text-body">
        {format(words.consent, { company: site.companyName })} {words.confirm}
      </p>
      {privacy ? (
        <p className="mt-2 text-sm">
          <Link
            href={studioPageHref(privacy, code)}
            prefetch={false}
            className="font-bold text-accent-ink underline underline-offset-4 hover:text-heading"
          >
            {words.privacy}
          </Link>
        </p>
      ) : null}
      <FollowLinks />
    </Section>
  );
}
