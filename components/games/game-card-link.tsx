import Link from 'next/link';

/**
 * Makes its card one link to the game's page: laid over the whole card, last in it, so a
 * click anywhere on the card follows it and its focus ring goes round the card. Its text is
 * the game's name alone, for screen readers (the card shows it as its heading); the card
 * holds no other control. No prefetch, as in the navigation (nav-link.tsx).
 */
export function GameCardLink({
  href,
  name,
  look,
}: {
  href: string;
  name: string;
  /** The style guide's still of the focused card (app/globals.css draws the ring). */
  look?: 'focus';
}) {
  return (
    <Link href={href} prefetch={false} data-look={look} className="absolute inset-0 rounded-card">
      <span className="sr-only">{name}</span>
    </Link>
  );
}
