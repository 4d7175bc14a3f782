import localFont from 'next/font/local';

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
