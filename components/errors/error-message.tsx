import type { ReactNode } from 'react';

type ErrorMessageProps = {
  heading: string;
  detail: string;
  /** The way out: the Try Again button. */
  action: ReactNode;
  /** The style guide's copy: an h3 inside its frame, not announced as an alert. */
  preview?: boolean;
};

/**
 * What the error screen shows (spec §8), without its state: ErrorScreen (a client
 * component, as error.tsx must be) adds the working button; the style guide renders this
 * with an inert one and ships no script for it.
 */
export function ErrorMessage({ heading, detail, action, preview = false }: ErrorMessageProps) {
  const Heading = preview ? 'h3' : 'h1';
  return (
    <div role={preview ? undefined : 'alert'} className="mx-auto max-w-xl py-16 text-center">
      <Heading className="text-3xl font-bold text-heading">{heading}</Heading>
      <p className="mt-4 break-words text-body">{detail}</p>
      {action}
    </div>
  );
}
