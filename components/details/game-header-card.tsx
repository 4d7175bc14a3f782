import { clsx } from 'clsx';
import { figureIcons } from '@/components/ui/figure-icons';
import { Icon } from '@/components/ui/icon';
import { Artwork } from '@/components/ui/artwork';
import type { GameFigures } from '@/data/details';
import { defaultLocale } from '@/lib/core/locales.mjs';
import { getLocale, getMessages } from '@/lib/render/i18n';

type GameHeaderCardProps = {
  name: string;
  studio: string;
  cover: string;
  figures: GameFigures;
};

/** The page's h1: the game's cover, studio and name, and three of its figures. */
export function GameHeaderCard({ name, studio, cover, figures }: GameHeaderCardProps) {
  const { figures: words } = getMessages();
  // On phones the spec's English facts sit in one text-sized row (its baselines). Longer
  // translated labels would make that row wrap or not depending on the font, so the web
  // font's swap could move a fact to another line; their cells are sized by the card instead.
  const textSized = getLocale().code === defaultLocale;
  const facts = [
    { icon: figureIcons.rating, label: words.rating, value: figures.rating },
    { icon: null, label: words.genre, value: figures.genre },
    { icon: figureIcons.likes, label: words.likes, value: figures.likes },
  ];
  return (
    <div className="mt-8 flex flex-col gap-6 rounded-card bg-card p-5 sm:flex-row sm:items-center sm:p-8">
      <Artwork src={cover} alt="" size={96} className="h-32 w-24 rounded-media object-cover" />
      <div className="flex-1">
        <p className="text-sm text-body">{studio}</p>
        <h1 className="text-3xl font-bold text-heading sm:text-4xl">{name}</h1>
      </div>
      <dl
        className={clsx(
          'flex-wrap gap-x-8 gap-y-3 sm:flex sm:text-center',
          textSized ? 'flex' : 'grid grid-cols-[repeat(auto-fill,minmax(8rem,1fr))] max-sm:gap-x-2',
        )}
      >
        {facts.map(({ icon, label, value }) => (
          <div key={label}>
            <dt className="font-caps text-xs uppercase tracking-wider text-body">{label}</dt>
            <dd className="mt-1 inline-flex items-center gap-1.5 text-lg font-bold text-heading">
              {icon ? <Icon icon={icon} className="size-4 text-accent-ink" /> : null}
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
