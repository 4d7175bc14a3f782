import { figures } from '@/data/site';
import { cn } from '@/lib/cn';
import { figureIcons } from './figure-icons';
import { Icon } from './icon';
import { getMessages } from '@/lib/render/i18n';
import { format } from '@/lib/core/messages.mjs';

export type StatKey = 'rating' | 'likes' | 'downloads';

/** The small accent figures line on game cards: rating, likes, downloads. */
export function StatLine({ show, className }: { show: readonly StatKey[]; className?: string }) {
  const { figures: words } = getMessages();
  const stats = {
    rating: { icon: figureIcons.rating, value: figures.rating, label: words.rating },
    likes: { icon: figureIcons.likes, value: figures.likes, label: words.likes },
    downloads: {
      icon: figureIcons.downloads,
      value: format(words.downloads, { count: figures.downloads }),
      label: null,
    },
  };
  return (
    <ul
      className={cn(
        'flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-accent-ink',
        className,
      )}
    >
      {show.map((key) => {
        const { icon, value, label } = stats[key];
        return (
          <li key={key} className="inline-flex items-center gap-1.5">
            <Icon icon={icon} className="size-4" />
            {label ? <span className="sr-only">{label}:</span> : null}
            {value}
          </li>
        );
      })}
    </ul>
  );
}
