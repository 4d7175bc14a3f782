import type { ReactNode } from 'react';

type ErrorMessageProps = {
  heading: string;
  detail: string;
  /** The way out: the Try Again button. */
  action: ReactNode;
  /** The heading's level: h1 as a page, lower where the message sits under another heading. */
  level?: 'h1' | 'h3';
};

/**
 * What the error screen shows (spec §8), without its state: ErrorScreen (a client
 * component, as error.tsx must be) adds the working button and announces it; the style
 * guide renders this with an inert one and ships no script for it.
 */
export function ErrorMessage({
  heading,
  detail,
  action,
  level: Heading = 'h1',
}: ErrorMessageProps) {
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <Heading className="text-3xl font-bold text-heading">{heading}</Heading>
      <p className="mt-4 break-words text-body">{detail}</p>
      {action}
    </div>
  );
}
