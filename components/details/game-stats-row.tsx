import { figureIcons } from '@/components/ui/figure-icons';
import { Icon } from '@/components/ui/icon';
import { figures } from '@/data/site';

export function GameStatsRow() {
  const tiles = [
    { icon: figureIcons.rating, label: 'Rating', value: figures.rating },
    { icon: figureIcons.likes, label: 'Likes', value: figures.likesLong },
    { icon: figureIcons.size, label: 'Size', value: figures.size },
    { icon: figureIcons.category, label: 'Category', value: figures.category },
  ];
  return (
    <dl className="mt-6 grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-4 lg:gap-6">
      {tiles.map(({ icon, label, value }) => (
        <div key={label} className="relative rounded-card bg-card py-5 pl-20 pr-5">
          <dt className="text-xs uppercase tracking-wider text-body">
            <span className="absolute left-5 top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-raised text-accent-ink">
              <Icon icon={icon} className="size-5" />
            </span>
            {label}
          </dt>
          <dd className="text-lg font-bold text-heading">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
