import { GameCardLink } from '@/components/games/game-card-link';
import { Artwork } from '@/components/ui/artwork';
import { StatLine } from '@/components/ui/stat-line';
import { gameHref } from '@/data/catalogue';
import type { PopularGame } from '@/lib/content/types';
import { getMessages } from '@/lib/render/i18n';
import { format } from '@/lib/core/messages.mjs';

/**
 * A store card: cover on top from `sm` up, a compact row with a small cover on phones. A
 * catalogue game's card is one link to its page.
 */
export function PopularGameCard({
  game,
  look,
  level = 3,
}: {
  game: PopularGame;
  /** The style guide's stills: the card hovered, or its link focused. */
  look?: 'hover' | 'focus';
  /** Its name's heading level: under a section's h2 (the default), or a list's h1 (/games/). */
  level?: 2 | 3;
}) {
  const { games } = getMessages();
  const Name = level === 2 ? 'h2' : 'h3';
  const href = gameHref(game.game);
  return (
    <article
      data-look={look === 'hover' ? look : undefined}
      className="relative grid h-full grid-cols-[96px_minmax(0,1fr)] items-center gap-4 rounded-card bg-card p-4 transition duration-200 hover:-translate-y-1 hover:shadow-glow sm:block sm:p-5"
    >
      <Artwork
        src={game.imgUrl}
        alt={game.alt ?? format(games.coverAlt, { name: game.name })}
        sizes="(min-width: 1440px) 270px, (min-width: 1024px) 21vw, (min-width: 640px) 42vw, 96px"
        className="aspect-[3/4] w-full rounded-2xl object-cover sm:rounded-media"
      />
      <div className="min-w-0">
        <Name className="text-balance break-words text-lg font-bold leading-snug text-heading sm:mt-4">
          {game.name}
        </Name>
        <p className="text-sm text-body">{game.type}</p>
        <StatLine show={['rating', 'downloads']} className="mt-3" />
      </div>
      {href ? (
        <GameCardLink href={href} name={game.name} look={look === 'focus' ? look : undefined} />
      ) : null}
    </article>
  );
}
