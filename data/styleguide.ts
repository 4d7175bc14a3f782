// What the style guide (/styleguide/) shows beside the tokens it reads from the brand and
// tailwind.config.ts: the type sizes and spacings the screens use, by the classes they use.

export type TypeSpecimen = {
  readonly name: string;
  readonly className: string;
  readonly size: string;
  readonly use: string;
};

export const typeScale: readonly TypeSpecimen[] = [
  {
    name: 'Display',
    className: 'text-7xl leading-none sm:text-8xl',
    size: '4.5 / 6 rem',
    use: 'the 404 figure',
  },
  {
    name: 'Banner',
    className: 'text-4xl font-bold leading-tight sm:text-5xl',
    size: '2.25 / 3 rem',
    use: 'the home banner title',
  },
  {
    name: 'Title',
    className: 'text-3xl font-bold',
    size: '1.875 rem',
    use: 'page titles, error screens',
  },
  {
    name: 'Section',
    className: 'text-2xl font-bold sm:text-[2rem] sm:leading-tight',
    size: '1.5 / 2 rem',
    use: 'every section heading',
  },
  { name: 'Card', className: 'text-lg font-bold', size: '1.125 rem', use: 'card and row titles' },
  { name: 'Body', className: 'text-[0.9375rem]', size: '0.9375 rem', use: 'paragraphs, nav links' },
  { name: 'Small', className: 'text-sm', size: '0.875 rem', use: 'captions, stat lines, buttons' },
  {
    name: 'Badge',
    className: 'text-xs font-bold uppercase tracking-wider',
    size: '0.75 rem',
    use: 'the live badge',
  },
];

export type SpaceSpecimen = {
  readonly name: string;
  readonly className: string;
  readonly value: string;
};

export const spacing: readonly SpaceSpecimen[] = [
  { name: 'Card padding, phone', className: 'w-4', value: '1 rem' },
  { name: 'Content frame padding, phone', className: 'w-5', value: '1.25 rem' },
  { name: 'Grid gap', className: 'w-6', value: '1.5 rem' },
  { name: 'Content frame padding, tablet', className: 'w-10', value: '2.5 rem' },
  { name: 'Section spacing', className: 'w-14', value: '3.5 rem' },
  { name: 'Content frame padding, desktop', className: 'w-[60px]', value: '60 px' },
];

/** The status text shown on the style guide's copy of the error screen. */
export const sampleErrorStatus =
  '503 Service Unavailable: the arcade servers are taking a breather.';
