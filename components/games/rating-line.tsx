import type { ratingsFor } from '@/lib/content/games/game-facts.mjs';
import { reasonsText } from '@/lib/content/games/rating-reasons.mjs';
import { cn } from '@/lib/cn';
import { getMessages } from '@/lib/render/i18n';

type Rating = ReturnType<typeof ratingsFor>[number];

/**
 * A board's rating as text beside its board's name (never the board's mark), and what it is
 * for beside it: the facts card's, the kit's and each trailer's line.
 */
export function RatingLine({ rating, className }: { rating: Rating; className?: string }) {
  const reasons = reasonsText(rating, getMessages().ratingReasons);
  return (
    <span className={cn('inline-flex flex-wrap items-baseline gap-x-2 gap-y-1', className)}>
      {/* A rating reads left to right in every language ("IARC 16+"). */}
      <span
        dir="ltr"
        data-rating={rating.board}
        className="rounded-media border border-muted px-2 py-0.5 font-bold text-heading"
      >
        {`${rating.board} ${rating.value}`}
      </span>
      {reasons ? (
        <span data-reasons={rating.board} className="text-sm text-body">
          {reasons}
        </span>
      ) : null}
    </span>
  );
}
