import { localContent } from './content';
import { figures, site } from './site';
import { getMessages } from '@/lib/render/i18n';

// The details screen shows one fixed game (spec §2): no route parameter selects it. Its words
// and pictures are data/content/details.json; the studio is the brand's own company.
export const detailsGame = () => ({ ...localContent().details.game, studio: site.companyName });

/** The figures a game's page shows: its header card and its stats row. */
export type GameFigures = {
  readonly rating: string;
  readonly likes: string;
  readonly size: string;
  readonly genre: string;
  readonly category: string;
};

/**
 * The spec's fixed figures (4.8, 2.3M, 36GB, Sandbox, Action) in the page's language, with
 * those a catalogue game names in its `facts` in their place.
 */
export function gameFigures(facts: Partial<GameFigures> = {}): GameFigures {
  const { figures: words } = getMessages();
  return {
    rating: figures.rating,
    likes: figures.likesLong,
    size: figures.size,
    genre: words.genreValue,
    category: words.categoryValue,
    ...facts,
  };
}
