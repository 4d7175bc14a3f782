import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { poppins, scriptFaces } from '@/lib/fonts';
import { ErrorTextProvider } from '@/components/errors/error-text';
import { getLocale, getMessages } from '@/lib/render/i18n';
import { theme } from '@/lib/theme';
import { ContentFrame } from './content-frame';
import { Footer } from './footer';
import { PreviewBar } from './preview-bar';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';
import { ThemeHeadScript } from './theme-scripts';

/** The marker after the footer that the first frame waits for. */
const PAGE_END = 'page-end';

/**
 * A page's document in its language: `lang` and `dir` on <html> (right to left mirrors
 * the layout through logical properties), its script's face beside Poppins (lib/fonts.ts), the
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
          Pages Router's); the post-build step moves the theme script up to the policy. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        {/* No frame of a half-parsed page: a slow phone's parser yields mid-header, and a
            frame painted then lays the header out without its last items, which then push
            the rest aside (layout shift). Chromium holds rendering until the end marker
            below is in the document (it does not wait for an element's children, so the
            footer itself would not do); on a first visit the stylesheets hold it about as
            long anyway. */}
        <link rel="expect" href={`#${PAGE_END}`} blocking="render" />
        {theme.switchable ? <ThemeHeadScript /> : null}
      </head>
      <body>
        <ErrorTextProvider
          text={{
            errorHeading: errors.errorHeading,
            errorFallback: errors.errorFallback,
            tryAgain: errors.tryAgain,
          }}
        >
          <SkipLink />
          <PreviewBar />
          <SiteHeader />
          <ContentFrame>{children}</ContentFrame>
          <Footer />
          {/* The end of what the page shows: its first frame waits for it (above). */}
          <template id={PAGE_END} />
        </ErrorTextProvider>
      </body>
    </html>
  );
}
