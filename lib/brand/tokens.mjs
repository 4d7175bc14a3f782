// The shape tokens of the design notes, for tailwind.config.ts and the style guide
// (/styleguide/ shows them by these names). Colours come from the brand: lib/brand/brand.mjs.
export const radii = {
  frame: '24px',
  card: '23px',
  media: '20px',
  pill: '25px',
};

export const widths = {
  frame: '1320px',
};
