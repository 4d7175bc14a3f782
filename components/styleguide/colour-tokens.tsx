import { Section } from '@/components/ui/section';
import { theme } from '@/lib/theme';
import { schemeClass } from './scheme-class';
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

const schemes = ['dark', 'light'] as const;
type Scheme = (typeof schemes)[number];

/** Each token's value in one theme. */
function valuesIn(scheme: Scheme): Record<Token, string> {
  const { accent, ...plain } = theme.schemes[scheme].colours;
  return {
    ...plain,
    accent: accent.DEFAULT,
    'accent-hover': accent.hover,
    'accent-ink': accent.ink,
    'accent-mark': accent.mark,
    'accent-label': accent.label,
  };
}

/**
 * Every colour token with its value, as data/brand.json makes it at this build: the dark
 * theme and the light side by side, each column in its own theme's colours.
 */
export function ColourTokens() {
  return (
    <Section placeholder={sectionPlaceholders.colours} id="colours" lead="Colour" accent="Tokens">
      <div className="grid gap-6 lg:grid-cols-2">
        {schemes.map((scheme) => {
          const values = valuesIn(scheme);
          return (
            <section
              key={scheme}
              aria-labelledby={`colours-${scheme}`}
              className={`${schemeClass[scheme]} rounded-card bg-surface p-4 text-body`}
            >
              <h3 id={`colours-${scheme}`} className="mb-3 text-lg font-bold text-heading">
                {scheme === 'dark' ? 'Dark theme' : 'Light theme'}
              </h3>
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                {(Object.keys(swatch) as Token[]).map((token) => (
                  <li key={token} className="rounded-card bg-card p-3">
                    <span
                      aria-hidden="true"
                      className={`block h-12 rounded-media border border-muted/60 ${swatch[token]}`}
                    />
                    <span className="mt-2 block text-sm font-bold text-heading">{token}</span>
                    <span className="block font-mono text-sm text-body">{values[token]}</span>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </Section>
  );
}
