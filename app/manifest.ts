import type { MetadataRoute } from 'next';
import { theme } from '@/lib/theme';
import { site } from '@/data/site';
import { withBasePath } from '@/lib/site-url';

export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: `${site.name} · Gaming portal`,
    short_name: site.name,
    description: site.description,
    start_url: withBasePath('/'),
    scope: withBasePath('/'),
    display: 'standalone',
    background_color: theme.colours.page,
    theme_color: theme.colours.page,
    icons: [
      { src: withBasePath('/icons/icon-192.png'), sizes: '192x192', type: 'image/png' },
      { src: withBasePath('/icons/icon-512.png'), sizes: '512x512', type: 'image/png' },
      {
        src: withBasePath('/icons/icon-maskable-512.png'),
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  };
}
