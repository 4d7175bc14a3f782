import type { CatalogueGame } from '@/lib/content/types';
import { PLATFORMS, REQUIREMENT_ROWS } from '@/lib/content/games/game-facts.mjs';
import { format } from '@/lib/core/messages.mjs';
import { getMessages } from '@/lib/render/i18n';

type Platform = NonNullable<CatalogueGame['platforms']>[number];

const cell = 'py-2 pe-1 align-top text-heading [overflow-wrap:anywhere] sm:pe-2';

/**
 * One platform's system requirements as a real table: a row per component (a row header
 * each), a column for the minimum and, where given, the recommended set (column headers),
 * so a screen reader reads "Memory, Recommended, 16 GB".
 */
export function RequirementsTable({ name, entry }: { name: string; entry: Platform }) {
  const { gameRequirements: words } = getMessages();
  const { platform, requirements } = entry;
  const { minimum, recommended } = requirements!;
  const sets = [
    { key: 'minimum', label: words.minimum, set: minimum },
    ...(recommended ? [{ key: 'recommended', label: words.recommended, set: recommended }] : []),
  ];
  const rows = REQUIREMENT_ROWS.filter((row) => sets.some(({ set }) => set[row]));
  const caption = format(words.caption, { platform: PLATFORMS[platform], name });
  return (
    // A long line breaks in its cell; a phone too narrow for the columns scrolls the
    // box, which is focusable and named so a keyboard scrolls it too.
    <div
      role="group"
      tabIndex={0}
      aria-label={caption}
      data-platform={platform}
      className="overflow-x-auto"
    >
      <table className="w-full text-start text-[13px] sm:text-sm">
        <caption className="mb-2 text-start text-lg font-bold text-heading">
          {PLATFORMS[platform]}
          <span className="sr-only">{`: ${caption}`}</span>
        </caption>
        <thead>
          <tr className="border-b border-muted/40">
            <th
              scope="col"
              className="py-2 pe-1 text-start text-[11px] font-bold text-body sm:pe-2 sm:text-xs"
            >
              {words.part}
            </th>
            {sets.map(({ key, label }) => (
              <th
                key={key}
                scope="col"
                className="py-2 pe-1 text-start text-[11px] font-bold text-body sm:pe-2 sm:text-xs"
              >
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row} className="border-b border-muted/20 last:border-0">
              <th
                scope="row"
                className="py-2 pe-1 text-start align-top font-bold text-body sm:pe-2"
              >
                {words[row]}
              </th>
              {sets.map(({ key, set }) => (
                <td key={key} className={cell}>
                  {/* A value is the studio's, in its words ("6 cores at 3.2 GHz"): its own
                              direction, so an Arabic page does not move its figures. */}
                  {set[row] ? (
                    <bdi>{set[row]}</bdi>
                  ) : (
                    <span className="text-body">{words.none}</span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
