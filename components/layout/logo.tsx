import { site } from '@/data/site';
import { GEM } from '@/lib/brand/gem.mjs';

/**
 * The wordmark: the faceted "rift" gem beside the site name as live text. Text, not a
 * picture, so forced-colour palettes recolour it, zoom and text spacing reflow it, and
 * the name follows data/brand.json. The gem only decorates, in the accent tokens; the
 * icons draw the same shape (lib/brand/gem.mjs).
 */
export function Logo() {
  return (
    <span className="flex min-w-0 items-center gap-2.5">
      <svg viewBox={GEM.viewBox} aria-hidden="true" className="h-9 w-auto shrink-0 sm:h-10">
        <path d={GEM.left} className="fill-accent-ink" />
        <path d={GEM.right} className="fill-accent" />
        <path d={GEM.facet} className="fill-page opacity-35" />
      </svg>
      <span className="min-w-0 break-words text-2xl font-bold leading-none tracking-wide text-heading sm:text-[1.625rem]">
        {site.name}
      </span>
    </span>
  );
}
