'use client';

import { createContext, useContext, type ReactNode } from 'react';

/** The error screen's words (data/locales/<code>/messages.json, `errors`). */
export type ErrorText = { errorHeading: string; errorFallback: string; tryAgain: string };

/**
 * English's, for an error screen outside every language's layout (app/global-error.tsx).
 * Written here rather than imported, so the messages file stays out of the browser's
 * bundle; __tests__/components/errors/error-screen.test.tsx holds them to en/messages.json.
 */
export const englishErrorText: ErrorText = {
  errorHeading: 'Unexpected Application Error!',
  errorFallback: 'Something went wrong.',
  tryAgain: 'Try Again',
};

const ErrorTextContext = createContext<ErrorText>(englishErrorText);

/**
 * The error screen's words in the page's language. error.tsx must be a client component
 * and gets no props from its layout, so the layout hands them down by context: only these
 * three strings reach the browser.
 */
export function ErrorTextProvider({ text, children }: { text: ErrorText; children: ReactNode }) {
  return <ErrorTextContext value={text}>{children}</ErrorTextContext>;
}

export const useErrorText = (): ErrorText => useContext(ErrorTextContext);
