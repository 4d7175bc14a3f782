import { Section } from '@/components/ui/section';
import { cn } from '@/lib/cn';
import type { CatalogueGame } from '@/lib/content/types';
import { getMessages } from '@/lib/render/i18n';
import { RequirementsTable } from './requirements-table';

type Platform = NonNullable<CatalogueGame['platforms']>[number];

/**
 * A computer game's system requirements, as a store's block shows them: a table per
 * platform that gives them (RequirementsTable).
 */
export function GameRequirements({
  name,
  platforms,
  specimen,
}: {
  name: string;
  platforms: readonly Platform[];
  /**
   * A copy shown beside others (the style guide's two themes): the id of what tells it from
   * them, which its ids take and its name starts with.
   */
  specimen?: string;
}) {
  const { gameRequirements: words } = getMessages();
  const given = platforms.filter((entry) => entry.requirements);
  return (
    <Section
      id={specimen ? `game-requirements-${specimen}` : 'game-requirements'}
      {...(specimen
        ? { 'aria-labelledby': `${specimen} game-requirements-${specimen}-heading` }
        : {})}
      lead={words.lead}
      accent={words.accent}
      tone="boxed"
      placeholder={false}
      // Figures every game's table repeats ("8 GB"): out of the search index, where they
      // would only push a game's page below its kit for its own name.
      data-pagefind-ignore=""
    >
      {/* Two platforms side by side on a wide screen; one alone takes the width. */}
      <div className={cn('grid gap-8', given.length > 1 && 'lg:grid-cols-2')}>
        {given.map((entry) => (
          <RequirementsTable key={entry.platform} name={name} entry={entry} />
        ))}
      </div>
    </Section>
  );
}
