'use client';

import { Button } from '@/components/ui/button';

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
      <Button onClick={reset} className="mt-8">
        Try Again
      </Button>
    </div>
  );
}
