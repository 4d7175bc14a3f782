import { figureIcons } from '@/components/ui/figure-icons';
import { Icon } from '@/components/ui/icon';
import type { GameFigures } from '@/data/details';
import { getMessages } from '@/lib/render/i18n';

export function GameStatsRow({ figures }: { figures: GameFigures }) {
  const { figures: words } = getMessages();
  const tiles = [
    { icon: figureIcons.rating, label: words.rating, value: figures.rating },
    { icon: figureIcons.likes, label: words.likes, value: figures.likes },
    { icon: figureIcons.size, label: words.size, value: figures.size },
    { icon: figureIcons.category, label: words.category, value: figures.category },
  ];
  return (
    <dl className="mt-6 grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-4 lg:gap-6">
      {tiles.map(({ icon, label, value }) => (
        <div key={label} className="relative rounded-card bg-card py-5 pe-5 ps-20">
          <dt className="font-caps text-xs uppercase tracking-wider text-body">
            <span className="absolute start-5 top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-raised text-accent-ink">
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
