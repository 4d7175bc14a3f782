import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { SectionHeading } from './section-heading';

type SectionProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** Used for the heading's id, so the section is labelled by its heading. */
  id: string;
  /**
   * The section's own id, for an address that links to it from outside (a game's
   * #accessibility, which a studio pastes into a store's field): kept whatever the heading says.
   */
  anchor?: string;
  lead: string;
  accent: string;
  /** The section's call to action, centred below its content. */
  action?: ReactNode;
  tone?: 'plain' | 'boxed';
  /**
   * The contain-intrinsic-size classes: the height the section takes off screen until it
   * renders. Content taller than it overlaps what follows until then: on the screens
   * (800px; up to 2,300px of content on phones) only the footer, which stacks above the
   * sections; the style guide's ten long sections in a row name heights at least their own.
   * `false`: always rendered, for a section whose height no one figure comes near (a few
   * lines for one game, two screens for another): off screen above what a visitor reads, a
   * wrong guess moves the page under them once it renders.
   */
  placeholder?: string | false;
};

const tones = {
  // Room for focus rings and hover lifts at the edges, which paint containment (from
  // content-visibility) would clip; the negative margin keeps the layout as it was.
  plain: '-mx-2 -mb-2 px-2 pb-2',
  boxed: 'rounded-card bg-card p-5 sm:p-8',
} as const;

/**
 * A `<section>` labelled by its signature heading, with an optional action below.
 * content-visibility: auto skips style, layout and paint for sections off screen until
 * they come near, which takes that work out of the load (docs/performance.md); the
 * remembered `auto` size keeps the scrollbar steady after.
 */
export function Section({
  id,
  anchor,
  lead,
  accent,
  action,
  tone = 'plain',
  placeholder = '[contain-intrinsic-size:auto_800px]',
  className,
  children,
  ...props
}: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={anchor}
      aria-labelledby={headingId}
      className={cn(
        'mt-14',
        placeholder === false ? null : [placeholder, '[content-visibility:auto]'],
        tones[tone],
        className,
      )}
      {...props}
    >
      <SectionHeading id={headingId} lead={lead} accent={accent} className="mb-8" />
      {children}
      {action ? <div className="mt-10 flex justify-center">{action}</div> : null}
    </section>
  );
}
