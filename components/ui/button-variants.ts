// The Button's looks as plain class maps, exported so a link (or a client component
// that must not pull in tailwind-merge) can look like a button.
export const buttonVariants = {
  // Dark label on pink: white on #e75e8d is only 3.3:1, the dark page colour is 4.9:1 (WCAG AA).
  primary:
    'border-accent bg-accent text-page hover:border-accent-hover hover:bg-accent-hover hover:shadow-glow',
  secondary: 'border-accent bg-transparent text-accent-ink hover:bg-accent hover:text-page',
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
