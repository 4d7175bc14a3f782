import { getMessages } from '@/lib/render/i18n';

/** The kit's sections as links to their anchors, in page order; not printed. */
export function KitContents({ sections }: { sections: readonly { id: string; title: string }[] }) {
  const { presskit: words } = getMessages();
  return (
    <nav aria-label={words.contents} className="mt-6 print:hidden">
      <ol className="flex flex-wrap gap-2">
        {sections.map(({ id, title }) => (
          <li key={id}>
            <a
              href={`#${id}`}
              className="inline-flex min-h-11 items-center rounded-pill bg-raised px-4 text-sm font-bold text-heading transition-colors hover:text-accent-ink"
            >
              {title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
