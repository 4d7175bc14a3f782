'use client';

import { createContext, useContext, type ReactNode } from 'react';
import english from '@/data/locales/en/messages.json';

export type ErrorText = Pick<typeof english.errors, 'errorHeading' | 'errorFallback' | 'tryAgain'>;

const englishText: ErrorText = {
  errorHeading: english.errors.errorHeading,
  errorFallback: english.errors.errorFallback,
  tryAgain: english.errors.tryAgain,
};

const ErrorTextContext = createContext<ErrorText>(englishText);

/**
 * The error screen's words in the page's language. error.tsx must be a client component
 * and gets no props from its layout, so the layout hands them down by context; without
 * one (the root's global-error.tsx) they are English.
 */
export function ErrorTextProvider({ text, children }: { text: ErrorText; children: ReactNode }) {
  return <ErrorTextContext value={text}>{children}</ErrorTextContext>;
}

export const useErrorText = (): ErrorText => useContext(ErrorTextContext);
