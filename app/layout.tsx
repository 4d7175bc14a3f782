import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { ContentFrame } from '@/components/layout/content-frame';
import { Footer } from '@/components/layout/footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SkipLink } from '@/components/layout/skip-link';
import { theme } from '@/lib/theme';
import { site } from '@/data/site';
import { absoluteUrl, withBasePath } from '@/lib/site-url';
import { poppins } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  title: { default: `${site.name} · Gaming portal`, template: `%s · ${site.name}` },
  description: site.description,
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
};

export const viewport: Viewport = {
  themeColor: theme.colours.page,
  colorScheme: 'dark',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={poppins.variable}>
      <body>
        <SkipLink />
        <SiteHeader />
        <ContentFrame>{children}</ContentFrame>
        <Footer />
      </body>
    </html>
  );
}
