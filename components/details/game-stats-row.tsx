import { Download, Gamepad2, Heart, Star } from 'lucide-react';
import { figures } from '@/data/site';

export function GameStatsRow() {
  const tiles = [
    { icon: Star, label: 'Rating', value: figures.rating },
    { icon: Heart, label: 'Likes', value: figures.likesLong },
    { icon: Download, label: 'Size', value: figures.size },
    { icon: Gamepad2, label: 'Category', value: figures.category },
  ];
  return (
    <dl className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4 lg:gap-6">
      {tiles.map(({ icon: Icon, label, value }) => (
        <div key={label} className="flex items-center gap-4 rounded-card bg-card p-5">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-raised text-accent-ink">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div>
            <dt className="text-xs uppercase tracking-wider text-body">{label}</dt>
            <dd className="text-lg font-bold text-heading">{value}</dd>
          </div>
        </div>
      ))}
    </dl>
  );
}
