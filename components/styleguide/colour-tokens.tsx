import { Section } from '@/components/ui/section';
import { theme } from '@/lib/theme';
import { sectionPlaceholders } from './section-placeholders';

// Class names spelt out so Tailwind finds them; the record's keys are the tokens, so a
// token without a swatch fails the typecheck.
const swatch = {
  page: 'bg-page',
  surface: 'bg-surface',
  card: 'bg-card',
  raised: 'bg-raised',
  accent: 'bg-accent',
  'accent-hover': 'bg-accent-hover',
  'accent-ink': 'bg-accent-ink',
  'accent-mark': 'bg-accent-mark',
  'accent-label': 'bg-accent-label',
  heading: 'bg-heading',
  body: 'bg-body',
  muted: 'bg-muted',
  live: 'bg-live',
  verified: 'bg-verified',
} as const;

type Token = keyof typeof swatch;

const { accent, ...plain } = theme.colours;
const values: Record<Token, string> = {
  ...plain,
  accent: accent.DEFAULT,
  'accent-hover': accent.hover,
  'accent-ink': accent.ink,
  'accent-mark': accent.mark,
  'accent-label': accent.label,
};

/** Every colour token with its value, as data/brand.json makes it at this build. */
export function ColourTokens() {
  return (
    <Section placeholder={sectionPlaceholders.colours} id="colours" lead="Colour" accent="Tokens">
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {(Object.keys(swatch) as Token[]).map((token) => (
          <li key={token} className="rounded-card bg-card p-3">
            <span
              aria-hidden="true"
              className={`block h-16 rounded-media border border-muted/60 ${swatch[token]}`}
            />
            <span className="mt-2 block text-sm font-bold text-heading">{token}</span>
            <span className="block font-mono text-sm text-body">{values[token]}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
