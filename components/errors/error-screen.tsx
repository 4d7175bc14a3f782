'use client';

import { clsx } from 'clsx';
import { buttonBase, buttonVariants } from '@/components/ui/button-variants';

type ErrorScreenProps = {
  error: Error & { statusText?: string; digest?: string };
  /** Left out by the style guide's copy, whose button is inert like every other. */
  reset?: () => void;
  /** The style guide's copy: an h3 inside its frame, not announced as an alert. */
  preview?: boolean;
};

/** Spec §8: the fallback screen for any unexpected failure, with a way to try again. */
export function ErrorScreen({ error, reset, preview = false }: ErrorScreenProps) {
  const detail = error.statusText || error.message || 'Something went wrong.';
  const Heading = preview ? 'h3' : 'h1';
  return (
    <div role={preview ? undefined : 'alert'} className="mx-auto max-w-xl py-16 text-center">
      <Heading className="text-3xl font-bold text-heading">Unexpected Application Error!</Heading>
      <p className="mt-4 break-words text-body">{detail}</p>
      {/* A plain button with the primary look: Button's cn() would ship tailwind-merge to the browser. */}
      <button
        type="button"
        onClick={reset}
        className={clsx(buttonBase, buttonVariants.primary, 'mt-8')}
      >
        Try Again
      </button>
    </div>
  );
}
