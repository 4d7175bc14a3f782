import type { ReactNode } from 'react';

/** A link inside a fact sheet's value: underlined, in the accent's small-text ink. */
export const kitLink = 'text-accent-ink underline underline-offset-4 hover:no-underline';

/** One term of a kit's fact sheet and its value; none where the kit has no value. */
export function KitFact({ label, children }: { label: string; children: ReactNode }) {
  if (children === undefined || children === null || children === false) return null;
  return (
    <div className="print:break-inside-avoid">
      <dt className="font-caps text-xs uppercase tracking-wider text-body">{label}</dt>
      <dd className="mt-1 text-heading">{children}</dd>
    </div>
  );
}
