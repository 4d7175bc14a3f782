import type { CatalogueGame } from '@/lib/content/types';
import { PLATFORMS, REQUIREMENT_ROWS } from '@/lib/content/games/game-facts.mjs';
import { getMessages } from '@/lib/render/i18n';
import { KitFact } from './kit-fact';

/**
 * A game's system requirements in its kit: the same sets as its page, a line per set, for a
 * writer's copy. None where no computer platform gives them.
 */
export function KitRequirements({
  platforms,
}: {
  platforms: NonNullable<CatalogueGame['platforms']>;
}) {
  const { gameRequirements: words } = getMessages();
  const computers = platforms.filter((entry) => entry.requirements);
  return (
    <KitFact label={words.title}>
      {computers.length ? (
        <ul className="space-y-2">
          {computers.map(({ platform, requirements }) => (
            <li key={platform} data-platform={platform}>
              <span className="font-bold">{PLATFORMS[platform]}</span>
              {(['minimum', 'recommended'] as const).map((key) => {
                const set = requirements?.[key];
                if (!set) return null;
                const parts = REQUIREMENT_ROWS.flatMap((row) => (set[row] ? [row] : []));
                // Each value in its own direction (<bdi>): the studio's words on any page.
                return (
                  <p key={key} className="text-sm">
                    {`${words[key]}: `}
                    {parts.map((row, index) => (
                      <span key={row}>
                        {index > 0 ? ' · ' : null}
                        {`${words[row]}: `}
                        <bdi>{set[row]}</bdi>
                      </span>
                    ))}
                  </p>
                );
              })}
            </li>
          ))}
        </ul>
      ) : undefined}
    </KitFact>
  );
}
