import type { Config } from 'tailwindcss';
import plugin from 'tailwindcss/plugin';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brandTheme, colourTokens, readBrand, themeRules } from './lib/brand/brand.mjs';
import type { BuildResult } from './lib/render/build-result.mjs';
import { radii, widths } from './lib/brand/tokens.mjs';

// The brand as the build's first step checked it (lib/render/build-result.mjs), required, not read
// from disk: Tailwind reports the config's requires to the bundler as dependencies, so a new
// result (a changed brand) rebuilds the CSS (a file read bypassed that, and a second build
// kept the old accent from the cache). The first step always runs before Next; before any
// build (the formatter's class sorting on a fresh clone) the brand file is read instead.
// (Tailwind loads this config through jiti with interopDefault, under which zod's named
// export is undefined: lib/brand/brand.schema.mjs imports it as a namespace, and nothing here
// imports the content modules.)
const require = createRequire(import.meta.url);
// Joined as a path: Turbopack reads `new URL(…, import.meta.url)` as an asset to bundle and
// warns of it on every `next dev`.
const at = (file: string) => path.join(path.dirname(fileURLToPath(import.meta.url)), file);
const brand = existsSync(at('./.build/result.json'))
  ? (require('./.build/result.json') as BuildResult).brand
  : readBrand(readFileSync(at('./data/brand.json')));
const theme = brandTheme(brand);

// Tokens from the design notes and the brand file. Markup uses these names, never raw hex values.
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './data/**/*.ts'],
  theme: {
    extend: {
      // Every colour from data/brand.json through lib/brand/brand.mjs, as a custom property that
      // each theme sets (themeRules below): accent-ink (small text), accent-mark (large
      // words, focus rings) and accent-label (text on accent) are the shades that keep
      // WCAG AA for whatever accent the brand names, in dark and in light.
      colors: colourTokens(theme),
      fontFamily: {
        sans: [
          'var(--font-poppins)',
          // Metric-matched stand-ins while Poppins loads: see app/globals.css.
          'Poppins Arial Fallback',
          'Poppins Roboto Fallback',
          'ui-sans-serif',
          'system-ui',
          'sans-serif',
        ],
        // Uppercase labels: the same face, with a stand-in sized on capitals (app/globals.css).
        caps: [
          'var(--font-poppins)',
          'Poppins Caps Fallback',
          'Poppins Roboto Fallback',
          'ui-sans-serif',
          'system-ui',
          'sans-serif',
        ],
      },
      borderRadius: radii,
      maxWidth: widths,
      boxShadow: {
        glow: theme.glow,
      },
    },
  },
  // Tailwind's defaults for transforms, rings, shadows and filters (about 50 custom
  // properties) go on the elements that use those utilities instead of on every element,
  // which made each element's style its own copy and the first style pass slower.
  experimental: { optimizeUniversalDefaults: true },
  plugins: [
    // The style guide shows hover looks without a mouse: data-look="hover" gets every
    // hover: utility of its element, so the guide renders the real classes, not copies.
    plugin(({ addVariant }) => addVariant('hover', ['&:hover', '&[data-look~="hover"]'])),
    // What a visitor without JavaScript gets in place of a control that needs it (a
    // trailer's link to its host in place of the play button).
    plugin(({ addVariant }) => addVariant('noscript', '@media (scripting: none)')),
    // Both themes' values of those properties, and the rules that choose between them.
    plugin(({ addBase }) => addBase(themeRules(theme))),
  ],
};

export default config;
