import { site } from '@/data/site';

/**
 * The wordmark: the faceted "rift" gem beside the site name as live text. Text, not a
 * picture, so forced-colour palettes recolour it, zoom and text spacing reflow it, and
 * the name follows data/brand.json. The gem only decorates and takes the accent tokens;
 * its shape is app/icon.svg's (favicon and app icons), which has to be kept in step.
 */
export function Logo() {
  return (
    <span className="flex items-center gap-2.5">
      <svg viewBox="0 0 40 44" aria-hidden="true" className="h-9 w-auto shrink-0 sm:h-10">
        <path d="M20 2 L2 22 L20 42 Z" className="fill-accent-ink" />
        <path d="M20 2 L38 22 L20 42 Z" className="fill-accent" />
        <path d="M20 2 L26 22 L20 42 L14 22 Z" className="fill-page opacity-35" />
      </svg>
      <span className="text-2xl font-bold leading-none tracking-wide text-heading sm:text-[1.625rem]">
        {site.name}
      </span>
    </span>
  );
}
