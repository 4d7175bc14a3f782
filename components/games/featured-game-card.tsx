import { GameCardLink } from '@/components/games/game-card-link';
import { Artwork } from '@/components/ui/artwork';
import { StatLine } from '@/components/ui/stat-line';
import { gameHref } from '@/data/catalogue';
import type { FeaturedGame } from '@/lib/content/types';
import { getMessages } from '@/lib/render/i18n';
import { format } from '@/lib/core/messages.mjs';

type FeaturedGameCardProps = {
  game: FeaturedGame;
  /** The first card opens the page: its picture is the LCP element, so it loads first. */
  priority?: boolean;
};

export function FeaturedGameCard({ game, priority = false }: FeaturedGameCardProps) {
  const { games } = getMessages();
  const href = gameHref(game.game);
  return (
    <article className="relative h-full rounded-card bg-card p-4 transition duration-200 hover:-translate-y-1 hover:shadow-glow sm:p-5">
      <Artwork
        src={game.imageUrl}
        alt={game.alt ?? format(games.keyArtAlt, { name: game.gameName })}
        priority={priority}
        sizes="(min-width: 1440px) 370px, (min-width: 768px) 28vw, 86vw"
        className="aspect-video w-full rounded-media object-cover"
      />
      <h3 className="mt-4 text-lg font-bold text-heading">{game.gameName}</h3>
      <StatLine show={['rating', 'likes', 'downloads']} className="mt-2" />
      {href ? <GameCardLink href={href} name={game.gameName} /> : null}
    </article>
  );
}
