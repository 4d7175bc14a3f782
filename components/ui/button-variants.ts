// The Button's looks as plain class maps, exported so a link (or a client component
// that must not pull in tailwind-merge) can look like a button.
export const buttonVariants = {
  // accent-label is the label colour that reaches 4.5:1 on the accent and its hover (the
  // dark page colour on the default pink, 4.9:1; white there is only 3.3:1): lib/brand/brand.mjs.
  primary:
    'border-accent bg-accent text-accent-label hover:border-accent-hover hover:bg-accent-hover hover:shadow-glow',
  secondary:
    'border-accent-mark bg-transparent text-accent-ink hover:bg-accent hover:text-accent-label',
  // Looks disabled but stays focusable and legible (spec: the button is inert either way).
  muted: 'cursor-default border-muted bg-raised text-body',
} as const;

export const buttonWidths = {
  auto: 'w-auto',
  full: 'w-full',
  fixed: 'w-full sm:w-56',
} as const;

export type ButtonVariant = keyof typeof buttonVariants;
export type ButtonWidth = keyof typeof buttonWidths;

export const buttonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-pill border-2 px-7 py-2.5 text-sm font-semibold transition duration-200';
