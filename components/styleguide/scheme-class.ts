/**
 * The classes that hold one theme's colours whatever the page shows (themeRules in
 * lib/brand/brand.mjs): the style guide's side-by-side columns. Spelt out here, in a file
 * Tailwind scans, so it generates both. Give the column its text colour too (text-body):
 * inherited text keeps the colour the page's own theme computed.
 */
export const schemeClass = { dark: 'scheme-dark', light: 'scheme-light' } as const;
