import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { SectionHeading } from './section-heading';

type SectionProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** Used for the heading's id, so the section is labelled by its heading. */
  id: string;
  lead: string;
  accent: string;
  /** The section's call to action, centred below its content. */
  action?: ReactNode;
  tone?: 'plain' | 'boxed';
};

const tones = {
  plain: '',
  boxed: 'rounded-card bg-card p-5 sm:p-8',
} as const;

/** A `<section>` labelled by its signature heading, with an optional action below. */
export function Section({
  id,
  lead,
  accent,
  action,
  tone = 'plain',
  className,
  children,
  ...props
}: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className={cn('mt-14', tones[tone], className)} {...props}>
      <SectionHeading id={headingId} lead={lead} accent={accent} className="mb-8" />
      {children}
      {action ? <div className="mt-10 flex justify-center">{action}</div> : null}
    </section>
  );
}
