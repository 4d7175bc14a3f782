import { Section } from '@/components/ui/section';
import type { CatalogueGame } from '@/lib/content/types';
import { format } from '@/lib/core/messages.mjs';
import { getLocale, getMessages } from '@/lib/render/i18n';

type Language = NonNullable<CatalogueGame['languages']>[number];

/**
 * The languages a game is played in, as a store's grid lists them: a row per language, named
 * in the page's language (Intl at build), a column each for its interface, its full audio and
 * its subtitles. A real table: the column and row headers are header cells, so a screen
 * reader reads "German, Subtitles, Yes".
 */
export function GameLanguages({
  name,
  languages,
}: {
  name: string;
  languages: readonly Language[];
}) {
  const { code } = getLocale();
  const { gameLanguages: words } = getMessages();
  const names = new Intl.DisplayNames([code], { type: 'language' });
  const caption = format(words.caption, { name });
  const columns = [
    { key: 'interface', label: words.interface },
    { key: 'audio', label: words.audio },
    { key: 'subtitles', label: words.subtitles },
  ] as const;
  return (
    <Section id="game-languages" lead={words.lead} accent={words.accent} tone="boxed">
      {/* On the narrowest phones the grid outgrows its box and scrolls in it, not the page:
          focusable and named, so a keyboard scrolls it too (a data table may keep its two
          dimensions at 320 px, WCAG 1.4.10). */}
      <div role="group" tabIndex={0} aria-label={caption} className="overflow-x-auto">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-muted/40">
              <th
                scope="col"
                className="py-2 pe-1 text-start text-[11px] font-bold leading-tight text-body sm:pe-2 sm:text-xs"
              >
                {words.language}
              </th>
              {columns.map(({ key, label }) => (
                <th
                  key={key}
                  scope="col"
                  className="px-0.5 py-2 text-center text-[11px] font-bold leading-tight text-body sm:px-2 sm:text-xs"
                >
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {languages.map((entry) => (
              <tr key={entry.language} className="border-b border-muted/20 last:border-0">
                <th scope="row" className="py-2 pe-1 text-start font-bold text-heading sm:pe-2">
                  {names.of(entry.language)}
                </th>
                {columns.map(({ key }) => (
                  <td key={key} className="py-2 text-center text-heading">
                    {entry[key] ? (
                      <>
                        <span aria-hidden="true">✓</span>
                        <span className="sr-only">{words.yes}</span>
                      </>
                    ) : (
                      <>
                        <span aria-hidden="true" className="text-body">
                          –
                        </span>
                        <span className="sr-only">{words.no}</span>
                      </>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
