import type { ReactNode } from 'react';
import { KitContents } from './kit-contents';
import { KitSection } from './kit-section';

/** A kit section, or nothing where the kit has nothing for it. */
export type KitPart =
  { id: string; title: string; body: ReactNode } | false | null | undefined | 0 | '';

/**
 * A press kit: its title and links, the contents, then each section the kit fills, in
 * presskit()'s order. A section with nothing in it is left out, from the contents too.
 */
export function KitPage({
  title,
  links,
  parts,
}: {
  title: string;
  links: ReactNode;
  parts: readonly KitPart[];
}) {
  const sections = parts.filter(
    (part): part is Exclude<KitPart, false | null | undefined | 0 | ''> => Boolean(part),
  );
  return (
    <article className="presskit">
      <h1 className="text-3xl font-bold text-heading sm:text-[2.5rem] sm:leading-tight">{title}</h1>
      <div className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-body">{links}</div>
      <KitContents sections={sections} />
      {sections.map(({ id, title: heading, body }) => (
        <KitSection key={id} id={id} title={heading}>
          {body}
        </KitSection>
      ))}
    </article>
  );
}
