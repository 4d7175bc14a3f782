// The "rift" gem, one shape for the wordmark (components/layout/logo.tsx, in the accent
// tokens) and the icons (scripts/art/icons.mjs: public/icon.svg, favicon, app icons).
export const GEM = {
  viewBox: '0 0 40 44',
  left: 'M20 2 L2 22 L20 42 Z',
  right: 'M20 2 L38 22 L20 42 Z',
  outline: 'M20 2 L38 22 L20 42 L2 22Z',
  facet: 'M20 2 L26 22 L20 42 L14 22Z',
};

/**
 * The icon's SVG: the gem in a gradient from a light shade to the accent, the facet in
 * the page colour (lib/brand/brand.mjs gives the three).
 * @param {{ light: string, dark: string, facet: string }} colours
 */
export const gemIcon = ({ light, dark, facet }) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${GEM.viewBox}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs><path d="${GEM.outline}" fill="url(#g)"/><path d="${GEM.facet}" fill="${facet}" opacity="0.35"/></svg>`;
