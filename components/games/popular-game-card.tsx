import { Artwork } from '@/components/ui/artwork';
import { StatLine } from '@/components/ui/stat-line';
import type { PopularGame } from '@/data/types';

export function PopularGameCard({ game }: { game: PopularGame }) {
  return (
    <article className="group h-full rounded-card bg-card p-4 transition duration-200 hover:-translate-y-1 hover:shadow-glow sm:p-5">
      <Artwork
        src={game.imgUrl}
        alt={`${game.name} cover art`}
        sizes="(min-width: 1440px) 270px, (min-width: 1024px) 21vw, (min-width: 640px) 42vw, 86vw"
        className="aspect-[3/4] w-full rounded-media object-cover"
      />
      <h3 className="mt-4 truncate text-lg font-bold text-heading">{game.name}</h3>
      <p className="text-sm text-body">{game.type}</p>
      <StatLine show={['rating', 'downloads']} className="mt-3" />
    </article>
  );
}
