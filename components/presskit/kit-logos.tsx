import type { KitDownload } from '@/data/presskit';
import { kitFile, logoFiles } from '@/lib/presskit/kit.mjs';
import { getMessages } from '@/lib/render/i18n';
import { format } from '@/lib/core/messages.mjs';
import { withBasePath } from '@/lib/core/site-url';
import { cn } from '@/lib/cn';
import { KitDownloads } from './kit-downloads';

/**
 * The logo and icon as logo.zip holds them, each on the ground it is made for (the light
 * theme's page, the dark one's), then the archive.
 */
export function KitLogos({
  slug,
  prefix,
  name,
  downloads,
}: {
  slug?: string;
  prefix: string;
  name: string;
  downloads: readonly KitDownload[];
}) {
  const { presskit: words } = getMessages();
  const alts = {
    logo: { light: format(words.logoLight, { name }), dark: format(words.logoDark, { name }) },
    icon: { light: words.iconLight, dark: words.iconDark },
  };
  return (
    <>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {logoFiles(prefix).map(({ what, tone, svg }) => (
          <li
            key={svg}
            className={cn(
              'flex h-36 items-center justify-center rounded-media bg-page p-5',
              what === 'logo' && 'col-span-2 lg:col-span-1',
              tone === 'light' ? 'scheme-light' : 'scheme-dark',
              'border border-muted',
            )}
          >
            {/* Its box is fixed, so nothing moves as the file arrives. The SVG as published:
                next/image would serve it through the loader, which draws only raster art. */}
            {/* eslint-disable-next-line @next/next/no-img-element -- the kit's own SVG file */}
            <img
              src={withBasePath(kitFile(slug, svg))}
              alt={alts[what][tone]}
              loading="lazy"
              decoding="async"
              className="h-full w-full object-contain"
            />
          </li>
        ))}
      </ul>
      <KitDownloads what={words.logoArchive} files={downloads} />
    </>
  );
}
