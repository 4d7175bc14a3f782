type Contact = { readonly name: string; readonly mail?: string; readonly link?: string };

/** Where the press writes to: a mail address or a link each. */
export function ContactList({ contacts }: { contacts: readonly Contact[] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {contacts.map(({ name, mail, link }) => (
        <div key={`${name}|${mail ?? link}`}>
          <dt className="font-caps text-xs uppercase tracking-wider text-body">{name}</dt>
          <dd className="mt-1">
            <a
              href={mail ? `mailto:${mail}` : link}
              dir="ltr"
              className="inline-flex min-h-6 items-center font-bold text-accent-ink underline underline-offset-4 hover:no-underline"
            >
              {mail ?? link}
            </a>
          </dd>
        </div>
      ))}
    </dl>
  );
}
