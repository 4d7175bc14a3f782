import type { ReactNode } from 'react';

type GameFactProps = {
  label: string;
  /** The value's classes: a short value is large and bold; a list sits a step lower. */
  className: string;
  children: ReactNode;
};

/** One term of a game's facts card (components/games/game-facts.tsx) and its value. */
export function GameFact({ label, className, children }: GameFactProps) {
  return (
    <div>
      <dt className="font-caps text-xs uppercase tracking-wider text-body">{label}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}
