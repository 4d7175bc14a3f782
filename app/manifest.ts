import type { MetadataRoute } from 'next';
import { theme } from '@/lib/theme';
import { site } from '@/data/site';
import { withBasePath } from '@/lib/core/site-url';
import { messagesFor } from '@/lib/render/i18n';
import { defaultLocale } from '@/lib/core/locales.mjs';
import { format } from '@/lib/core/messages.mjs';

export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: `${site.name} · ${messagesFor(defaultLocale).pages.home.title}`,
    short_name: site.name,
    description: format(messagesFor(defaultLocale).pages.home.description, { site: site.name }),
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
