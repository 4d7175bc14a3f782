import type { ReactNode } from 'react';

/** The page's h1 where its sections carry the visible headings: named for screen readers and crawlers. */
export function PageTitle({ children }: { children: ReactNode }) {
  return <h1 className="sr-only">{children}</h1>;
}
