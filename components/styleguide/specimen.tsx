import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** One example in the style guide with its name below: a figure and its caption. */
export function Specimen({
  label,
  detail,
  className,
  children,
}: {
  label: string;
  detail?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <figure className={cn('min-w-0', className)}>
      {/* A box of its own: cards that fill their parent's height stop above the caption. */}
      <div>{children}</div>
      <figcaption className="mt-3 text-sm">
        <span className="block font-bold text-heading">{label}</span>
        {detail ? <span className="block break-words text-body">{detail}</span> : null}
      </figcaption>
    </figure>
  );
}
