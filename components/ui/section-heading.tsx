import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type SectionHeadingProps = ComponentProps<'h2'> & {
  /** The first words: white and underlined. */
  lead: string;
  /** The rest: in the accent colour. */
  accent: string;
  as?: 'h1' | 'h2' | 'h3';
};

/** The signature heading: "<u>Most Popular</u> <accent>Right Now</accent>". */
export function SectionHeading({
  lead,
  accent,
  as: Tag = 'h2',
  className,
  ...props
}: SectionHeadingProps) {
  return (
    <Tag
      className={cn('text-2xl font-bold text-heading sm:text-[2rem] sm:leading-tight', className)}
      {...props}
    >
      <span className="underline decoration-2 underline-offset-8">{lead}</span>{' '}
      <span className="text-accent-mark">{accent}</span>
    </Tag>
  );
}
