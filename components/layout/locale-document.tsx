import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { poppins, scriptFaces } from '@/app/fonts';
import { ErrorTextProvider } from '@/components/errors/error-text';
import { getLocale, getMessages } from '@/lib/i18n';
import { theme } from '@/lib/theme';
import { ContentFrame } from './content-frame';
import { Footer } from './footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';
import { ThemeHeadScript } from './theme-scripts';

/**
 * A page's document in its language: `lang` and `dir` on <html> (right to left mirrors
 * the layout through logical properties), its script's face beside Poppins (app/fonts.ts), the
 * stored theme before the first frame (lib/theme-scheme.ts), and the shared layout: skip
 * link, header, content frame, footer. Each root layout renders it
 * after naming its language (setRequestLocale).
 */
export function LocaleDocument({ children }: { children: ReactNode }) {
  const { code, dir, script } = getLocale();
  const { errors } = getMessages();
  return (
    <html
      lang={code}
      dir={dir}
      className={clsx(poppins.variable, scriptFaces[script]?.variable)}
      // The head script sets data-theme and data-theme-ready before hydration.
      suppressHydrationWarning
    >
      {/* The App Router's own <head>, which Next fills with the metadata (next/head is the
          Pages Router's); the theme script goes first in it, before <body> is parsed. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>{theme.switchable ? <ThemeHeadScript /> : null}</head>
      <body>
        <ErrorTextProvider
          text={{
            errorHeading: errors.errorHeading,
            errorFallback: errors.errorFallback,
            tryAgain: errors.tryAgain,
          }}
        >
          <SkipLink />
          <SiteHeader />
          <ContentFrame>{children}</ContentFrame>
          <Footer />
        </ErrorTextProvider>
      </body>
    </html>
  );
}
