import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { declaredScheme, theme } from '@/lib/theme';
import { previewAt, site } from '@/data/site';
import { absoluteUrl, withBasePath } from '@/lib/core/site-url';
import './globals.css';

// A function, not a constant: under `next dev` a brand name saved shows on the next request.
export const generateMetadata = (): Metadata => ({
  title: { default: site.name, template: `%s · ${site.name}` },
  applicationName: site.name,
  metadataBase: new URL(absoluteUrl('/')),
  // Named explicitly, with the base path: otherwise a browser asks the origin's root for
  // /favicon.ico, which under a sub-path deploy is another site's (a 404 on every page).
  // No SVG tab icon: a browser renders one in a document of its own on the page's main
  // thread after load (docs/performance.md); the ICO holds 16-48 px.
  icons: {
    icon: [{ url: withBasePath('/favicon.ico') }],
    apple: withBasePath('/icons/apple-icon.png'),
  },
  // A preview build (BUILD_AT) is never indexed: it shows what is not public yet.
  ...(previewAt() ? { robots: { index: false, follow: false } } : {}),
});

// The browser's bar follows the system's scheme where the page does. The declared scheme
// comes first in <head> (scripts/postbuild/first-frame.mjs), so the first frame has it.
const { dark, light } = theme.schemes;
export const viewport: Viewport = {
  themeColor:
    theme.scheme === 'system'
      ? [
          { media: '(prefers-color-scheme: dark)', color: dark.colours.page },
          { media: '(prefers-color-scheme: light)', color: light.colours.page },
        ]
      : theme.colours.page,
  colorScheme: declaredScheme,
};

/**
 * Passes its pages through: each language's layout (app/(root)/ for English at the root,
 * app/[locale]/ for the others) and the root 404 page render the document themselves, so
 * <html lang dir> is each page's own.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
