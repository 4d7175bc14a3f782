import localFont from 'next/font/local';
import type { Script } from '@/lib/render/i18n';

// Self-hosted from @fontsource/poppins (no request to another origin, even at build).
// Two weights only: 700 also serves font-semibold, keeping to two preloaded files.
export const poppins = localFont({
  src: [
    {
      path: '../node_modules/@fontsource/poppins/files/poppins-latin-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../node_modules/@fontsource/poppins/files/poppins-latin-700-normal.woff2',
      weight: '700',
      style: 'normal',
    },
  ],
  variable: '--font-poppins',
  display: 'swap',
  // Its fallback names local(Arial) only; app/globals.css declares ones that exist on
  // Linux and Android too.
  adjustFontFallback: false,
});

// Arabic pages' type, self-hosted from @fontsource/cairo: its Arabic subset only (Latin in
// those pages stays Poppins), a geometric Kufi-style face beside Poppins. The unicode-range
// means a page with no Arabic text never downloads it; no preload, so other languages'
// pages carry no hint for it (app/globals.css applies it under :lang(ar)).
export const arabic = localFont({
  src: [
    {
      path: '../node_modules/@fontsource/cairo/files/cairo-arabic-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../node_modules/@fontsource/cairo/files/cairo-arabic-700-normal.woff2',
      weight: '700',
      style: 'normal',
    },
  ],
  variable: '--font-arabic',
  display: 'swap',
  preload: false,
  // next/font reads these options as literals: the Arabic block of @fontsource/cairo's CSS.
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC',
    },
  ],
  adjustFontFallback: false,
});

/**
 * The face each script's pages add beside Poppins (which every page has, for Latin names),
 * or null for none: Japanese pages use the system's Japanese face, as every phone and
 * desktop has one (a CJK web font would be megabytes). Keyed by every script in
 * lib/core/locales.mjs, so a language in a new script (Hebrew, say) fails `npm run typecheck`
 * here until its face is named; app/globals.css then gives it its :lang() rule.
 */
export const scriptFaces: Record<Script, typeof arabic | null> = {
  latin: null,
  japanese: null,
  arabic,
};
