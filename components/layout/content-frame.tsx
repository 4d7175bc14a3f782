import type { ReactNode } from 'react';

/** The large rounded surface every page sits in. */
export function ContentFrame({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-frame px-3 outline-none sm:px-6">
      <div className="rounded-frame bg-surface px-5 py-8 sm:p-10 lg:p-[60px] print:bg-transparent print:p-0 [&>h1:first-child+section]:mt-0 [&>section:first-child]:mt-0">
        {children}
      </div>
    </main>
  );
}
