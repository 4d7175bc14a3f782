type Credit = { readonly person: string; readonly role: string; readonly website?: string };

/** Team and credits: who, linked to their site where they gave one, and what they did. */
export function CreditList({ credits }: { credits: readonly Credit[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {credits.map(({ person, role, website }) => (
        <li key={`${person}|${role}`}>
          <p className="font-bold text-heading">
            {website ? (
              <a
                href={website}
                className="underline underline-offset-4 hover:text-accent-ink hover:no-underline"
              >
                {person}
              </a>
            ) : (
              person
            )}
          </p>
          <p className="text-sm text-body">{role}</p>
        </li>
      ))}
    </ul>
  );
}
