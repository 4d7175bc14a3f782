'use client';

import { clsx } from 'clsx';
import { buttonBase, buttonVariants } from '@/components/ui/button-variants';
import { ErrorMessage } from './error-message';
import { useErrorText } from './error-text';

type ErrorScreenProps = {
  error: Error & { statusText?: string; digest?: string };
  reset: () => void;
};

/** Spec §8: the fallback screen for any unexpected failure, with a way to try again. */
export function ErrorScreen({ error, reset }: ErrorScreenProps) {
  const text = useErrorText();
  return (
    // An alert: a failure replaces what the visitor was reading, so it is announced.
    <div role="alert">
      <ErrorMessage
        heading={text.errorHeading}
        detail={error.statusText || error.message || text.errorFallback}
        action={
          // A plain button with the primary look: Button's cn() would ship tailwind-merge to the browser.
          <button
            type="button"
            onClick={reset}
            className={clsx(buttonBase, buttonVariants.primary, 'mt-8')}
          >
            {text.tryAgain}
          </button>
        }
      />
    </div>
  );
}
