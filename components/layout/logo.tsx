import { site } from '@/data/site';
import { logoCanvas } from '@/lib/image-widths.mjs';
import { withBasePath } from '@/lib/site-url';

/** The wordmark drawn by scripts/generate-art.mjs from data/brand.json. */
export function Logo() {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- an SVG needs no srcset
    <img
      src={withBasePath('/art/logo.svg')}
      alt={site.companyName}
      width={logoCanvas.width}
      height={logoCanvas.height}
      className="h-9 w-auto sm:h-10"
    />
  );
}
