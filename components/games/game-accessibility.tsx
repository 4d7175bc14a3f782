import Link from 'next/link';
import { Section } from '@/components/ui/section';
import type { CatalogueGame } from '@/lib/content/types';
import { HAZARDS, tagsOf } from '@/lib/content/games/accessibility.mjs';
import { platformNames } from '@/lib/content/games/game-facts.mjs';
import { localisedPath } from '@/lib/core/locales.mjs';
import { format } from '@/lib/core/messages.mjs';
import { accessibilityIndex, accessibilityTagPath } from '@/lib/core/routes.mjs';
import { getLocale, getMessages } from '@/lib/render/i18n';

/** Each hazard's message, declared present and declared absent. */
const HAZARD_WORDS = {
  flashing: ['flashing', 'noFlashing'],
  motionSimulation: ['motion', 'noMotion'],
} as const;

const link =
  'inline-flex min-h-6 items-center font-bold text-accent-ink underline underline-offset-4 hover:no-underline';

/**
 * A game's accessibility, at #accessibility on every game page in every language: the
 * address a studio gives a store's accessibility field, so the id stays whatever the
 * heading says. The features in the Accessible Games Initiative's tags, each defined and
 * linked to the games sharing it; the hazards it declares; its summary. A game that lists
 * none says so rather than lose the section.
 */
export function GameAccessibility({
  game,
  specimen,
}: {
  game: Pick<CatalogueGame, 'name' | 'accessibility'>;
  /**
   * A copy shown beside others (the style guide's two themes): the id of what tells it from
   * them, which its ids take and its name starts with; no anchor.
   */
  specimen?: string;
}) {
  const { code } = getLocale();
  const { gameAccessibility: words, accessibilityTags: labels } = getMessages();
  const { summary, hazards = {} } = game.accessibility ?? {};
  const tags = tagsOf(game.accessibility ?? {});
  const declared = (Object.keys(HAZARDS) as (keyof typeof HAZARDS)[]).flatMap((hazard) => {
    const present = hazards[hazard];
    if (present === undefined) return [];
    const [yes, no] = HAZARD_WORDS[hazard];
    return [{ hazard, text: words[present ? yes : no] }];
  });
  return (
    <Section
      id={specimen ? `game-accessibility-${specimen}` : 'game-accessibility'}
      {...(specimen
        ? { 'aria-labelledby': `${specimen} game-accessibility-${specimen}-heading` }
        : {})}
      anchor={specimen ? undefined : 'accessibility'}
      lead={words.lead}
      accent={words.accent}
      tone="boxed"
      placeholder={false}
      // Out of the search index: the tags' definitions are the same words on every game that
      // has them (the tag pages serve a search for a feature), and they would push a game's
      // page below its kit for its own name.
      data-pagefind-ignore=""
    >
      {summary ? <p className="max-w-prose text-body">{summary}</p> : null}
      {tags.length ? (
        <div className={summary ? 'mt-6' : undefined}>
          <h3 className="text-lg font-bold text-heading">{words.features}</h3>
          <ul className="mt-3 grid gap-x-8 gap-y-4 sm:grid-cols-2">
            {tags.map(({ tag, only }) => (
              <li key={tag} data-tag={tag}>
                <Link
                  href={localisedPath(accessibilityTagPath(tag), code)}
                  prefetch={false}
                  className={link}
                >
                  {labels[tag].label}
                </Link>
                {only ? (
                  <span className="text-sm text-body">
                    {' '}
                    ({format(words.onlyOn, { platforms: platformNames(only, code) })})
                  </span>
                ) : null}
                <p className="text-sm text-body">{labels[tag].definition}</p>
              </li>
            ))}
          </ul>
          <p className="mt-5 text-sm text-body">
            {words.source}{' '}
            <Link
              href={localisedPath(accessibilityIndex.path, code)}
              prefetch={false}
              className={link}
            >
              {words.allFeatures}
            </Link>
          </p>
        </div>
      ) : summary ? null : (
        <p className="text-body">{format(words.none, { name: game.name })}</p>
      )}
      {declared.length ? (
        <div className="mt-6">
          <h3 className="text-lg font-bold text-heading">{words.hazards}</h3>
          <ul className="mt-2 list-disc space-y-1 ps-5 text-body">
            {declared.map(({ hazard, text }) => (
              <li key={hazard}>{text}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </Section>
  );
}
