import { brandTheme } from './brand/brand.mjs';
import { brandOf } from './render/build-result.mjs';

// The brand's colours for the app (theme colour, manifest), derived as Tailwind's tokens
// are (tailwind.config.ts reads the same file through lib/brand/brand.mjs).
export const theme = brandTheme(brandOf(process.cwd()));

/**
 * The colour schemes every page declares (<meta name="color-scheme">), first the one the
 * browser's canvas takes when the system has no preference: the UA's own scheme before the
 * stylesheet (the canvas, form controls) lists both when both can show. The theme switch
 * puts it back when a visitor picks System (lib/theme-scheme.ts).
 */
export const declaredScheme = !theme.switchable
  ? theme.scheme === 'system'
    ? 'dark light'
    : theme.scheme
  : theme.scheme === 'light'
    ? 'light dark'
    : 'dark light';
