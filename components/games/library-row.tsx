import Link from 'next/link';
import { Artwork } from '@/components/ui/artwork';
import { Button } from '@/components/ui/button';
import { gameHref } from '@/data/catalogue';
import type { LibraryGame } from '@/lib/content/types';
import { cn } from '@/lib/cn';
import { formatDateAdded, formatPlayTime } from '@/lib/core/format';
import { getLocale, getMessages } from '@/lib/render/i18n';
import { format } from '@/lib/core/messages.mjs';

/**
 * One library entry: isDownload true looks done (disabled-looking button), false invites a
 * download. A catalogue game's name links to its page (the row holds a button, so the row
 * itself cannot be the link).
 */
export function LibraryRow({ game }: { game: LibraryGame }) {
  const { games } = getMessages();
  const { code } = getLocale();
  const href = gameHref(game.game, code);
  const details = [
    { term: games.dateAdded, value: formatDateAdded(game.dataAdded, code), status: false },
    { term: games.hoursPlayed, value: formatPlayTime(game.hoursPlayed, code), status: false },
    {
      term: games.status,
      value: game.isDownload ? games.downloaded : games.notDownloaded,
      status: true,
    },
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
        <h3 className="break-words font-bold text-heading">
          {href ? (
            <Link href={href} prefetch={false} className="rounded-sm hover:underline">
              {game.gameName}
            </Link>
          ) : (
            game.gameName
          )}
        </h3>
        <p className="text-sm text-body">{game.gameType}</p>
      </div>
      {/* Columns at least 7.5rem wide: enlarged text takes fewer columns instead of overlapping. */}
      <dl className="col-span-2 grid grid-cols-[repeat(auto-fit,minmax(7.5rem,1fr))] gap-3 lg:col-span-3">
        {details.map(({ term, value, status }) => (
          <div key={term}>
            <dt className="text-xs text-body">{term}</dt>
            <dd
              className={cn(
                'text-sm font-bold',
                status && !game.isDownload ? 'text-accent-ink' : 'text-heading',
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
        aria-label={format(games.downloadName, { name: game.gameName })}
        className="col-span-2 lg:col-span-1"
      >
        {games.download}
      </Button>
    </li>
  );
}
