import type { ReactNode } from 'react';

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
