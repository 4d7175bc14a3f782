import type { ReactNode } from 'react';

/**
 * One presskit() section: its anchor (`#features`) for the contents and for links from
 * elsewhere, labelled by its heading. On paper a section starts where it fits whole.
 */
export function KitSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="mt-12 scroll-mt-6 rounded-card bg-card p-5 sm:p-8 print:mt-6 print:break-inside-avoid print:bg-transparent print:p-0 print:shadow-none"
    >
      <h2 id={`${id}-heading`} className="mb-5 text-2xl font-bold text-heading sm:text-[1.75rem]">
        {title}
      </h2>
      {children}
    </section>
  );
}
