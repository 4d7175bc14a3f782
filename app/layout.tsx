import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { ContentFrame } from '@/components/layout/content-frame';
import { Footer } from '@/components/layout/footer';
import { Logo } from '@/components/layout/logo';
import { Navbar } from '@/components/layout/navbar';
import { SkipLink } from '@/components/layout/skip-link';
import { Artwork } from '@/components/ui/artwork';
import { player } from '@/data/profile';
import { site } from '@/data/site';
import { poppins } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  title: { default: `${site.name} · Gaming portal`, template: `%s · ${site.name}` },
  description: site.description,
  applicationName: site.name,
};

export const viewport: Viewport = {
  themeColor: '#1f2122',
  colorScheme: 'dark',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={poppins.variable}>
      <body>
        <SkipLink />
        <Navbar
          logo={<Logo />}
          avatar={<Artwork src={player.picture} alt="" size={32} className="size-8 rounded-full" />}
        />
        <ContentFrame>{children}</ContentFrame>
        <Footer />
      </body>
    </html>
  );
}
