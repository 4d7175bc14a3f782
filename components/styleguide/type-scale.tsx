import { Section } from '@/components/ui/section';
import { typeScale } from '@/data/styleguide';
import { sectionPlaceholders } from './section-placeholders';

/** The type sizes the screens use, each set in its own class. */
export function TypeScale() {
  return (
    <Section placeholder={sectionPlaceholders.type} id="type" lead="Type" accent="Scale">
      <p className="mb-6">
        Poppins, self-hosted; sizes in rem, so a larger browser font enlarges them.
      </p>
      <ul className="divide-y divide-muted/60 rounded-card bg-card px-5">
        {typeScale.map((type) => (
          <li
            key={type.name}
            className="grid gap-2 py-5 md:grid-cols-[12rem_1fr] md:items-baseline"
          >
            <span className="text-sm">
              <span className="block font-bold text-heading">{type.name}</span>
              {`${type.size} · ${type.use}`}
            </span>
            <span className={`break-words text-heading ${type.className}`}>
              Find your next world
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
