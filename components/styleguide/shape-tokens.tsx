import { Section } from '@/components/ui/section';
import { spacing } from '@/data/styleguide';
import { radii } from '@/lib/brand/tokens.mjs';
import { Specimen } from './specimen';
import { sectionPlaceholders } from './section-placeholders';

const rounded: Record<keyof typeof radii, string> = {
  frame: 'rounded-frame',
  card: 'rounded-card',
  media: 'rounded-media',
  pill: 'rounded-pill',
};

const shadows = [
  {
    name: 'glow',
    className: 'shadow-glow',
    use: 'hover on cards and primary buttons, in the accent',
  },
  { name: '2xl', className: 'shadow-2xl', use: 'the open menu panel' },
] as const;

/** Spacing, radii and shadows, by their token names. */
export function ShapeTokens() {
  return (
    <Section placeholder={sectionPlaceholders.shape} id="shape" lead="Space And" accent="Shape">
      <h3 className="mb-4 text-lg font-bold text-heading">Spacing</h3>
      <ul className="mb-10 grid gap-3">
        {spacing.map((space) => (
          <li key={space.name} className="grid grid-cols-[5rem_1fr] items-center gap-4 text-sm">
            <span
              aria-hidden="true"
              className={`block h-4 rounded-sm bg-accent ${space.className}`}
            />
            <span>
              <span className="font-bold text-heading">{space.value}</span> · {space.name}
            </span>
          </li>
        ))}
      </ul>
      <h3 className="mb-4 text-lg font-bold text-heading">Radii</h3>
      <div className="mb-10 grid grid-cols-2 gap-6 sm:grid-cols-4">
        {(Object.keys(radii) as (keyof typeof radii)[]).map((name) => (
          <Specimen key={name} label={name} detail={radii[name]}>
            <span
              aria-hidden="true"
              className={`block h-24 border-2 border-accent-mark bg-card ${rounded[name]}`}
            />
          </Specimen>
        ))}
      </div>
      <h3 className="mb-4 text-lg font-bold text-heading">Shadows</h3>
      <div className="grid gap-8 sm:grid-cols-2">
        {shadows.map((shadow) => (
          <Specimen key={shadow.name} label={`shadow-${shadow.name}`} detail={shadow.use}>
            <span
              aria-hidden="true"
              className={`block h-24 rounded-card bg-card ${shadow.className}`}
            />
          </Specimen>
        ))}
      </div>
    </Section>
  );
}
