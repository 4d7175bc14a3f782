type Additional = { readonly title: string; readonly description?: string; readonly link: string };

/** Additional links: each a plain link with a line on what is there. */
export function LinkList({ links }: { links: readonly Additional[] }) {
  return (
    <ul className="space-y-3">
      {links.map(({ title, description, link }) => (
        <li key={link}>
          <a
            href={link}
            className="font-bold text-accent-ink underline underline-offset-4 hover:no-underline"
          >
            {title}
          </a>
          {description ? <p className="text-sm text-body">{description}</p> : null}
        </li>
      ))}
    </ul>
  );
}
