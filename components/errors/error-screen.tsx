'use client';

import { clsx } from 'clsx';
import { buttonBase, buttonVariants } from '@/components/ui/button-variants';

type ErrorScreenProps = {
  error: Error & { statusText?: string; digest?: string };
  reset: () => void;
};

/** Spec §8: the fallback screen for any unexpected failure, with a way to try again. */
export function ErrorScreen({ error, reset }: ErrorScreenProps) {
  const detail = error.statusText || error.message || 'Something went wrong.';
  return (
    <div role="alert" className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-3xl font-bold text-heading">Unexpected Application Error!</h1>
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
