import { Artwork } from '@/components/ui/artwork';
import { Button } from '@/components/ui/button';
import type { LibraryGame } from '@/data/types';
import { cn } from '@/lib/cn';

/** One library entry: isDownload true looks done (disabled-looking button), false invites a download. */
export function LibraryRow({ game }: { game: LibraryGame }) {
  const details = [
    { term: 'Date Added', value: game.dataAdded },
    { term: 'Hours Played', value: game.hoursPlayed },
    { term: 'Status', value: game.isDownload ? 'Downloaded' : 'Not Downloaded' },
  ];
  return (
    <li className="grid grid-cols-[72px_minmax(0,1fr)] items-center gap-x-5 gap-y-4 border-b border-muted/60 py-5 last:border-b-0 lg:grid-cols-[72px_1.4fr_1fr_1fr_1.2fr_auto]">
      <Artwork
        src={game.imgUrl}
        alt=""
        size={72}
        className="h-24 w-[72px] rounded-2xl object-cover"
      />
      <div className="min-w-0">
        <h3 className="break-words font-bold text-heading">{game.gameName}</h3>
        <p className="text-sm text-body">{game.gameType}</p>
      </div>
      {/* Columns at least 7.5rem wide: enlarged text takes fewer columns instead of overlapping. */}
      <dl className="col-span-2 grid grid-cols-[repeat(auto-fit,minmax(7.5rem,1fr))] gap-3 lg:col-span-3">
        {details.map(({ term, value }) => (
          <div key={term}>
            <dt className="text-xs text-body">{term}</dt>
            <dd
              className={cn(
                'text-sm font-bold',
                term === 'Status' && !game.isDownload ? 'text-accent-ink' : 'text-heading',
              )}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <Button
        variant={game.isDownload ? 'muted' : 'primary'}
        aria-disabled={game.isDownload || undefined}
        aria-label={`Download ${game.gameName}`}
        className="col-span-2 lg:col-span-1"
      >
        Download
      </Button>
    </li>
  );
}
