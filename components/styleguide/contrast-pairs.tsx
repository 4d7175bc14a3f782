import { Section } from '@/components/ui/section';
import { theme } from '@/lib/theme';
import { schemeClass } from './scheme-class';
import { sectionPlaceholders } from './section-placeholders';

/** WCAG ratios are floored, never rounded up: 4.496 is not 4.5. */
const ratio = (value: number) => `${(Math.floor(value * 100) / 100).toFixed(2)}:1`;

/** Every text and background pairing the design uses, in both themes, measured at build (lib/brand/brand.mjs). */
export function ContrastPairs() {
  return (
    <Section
      placeholder={sectionPlaceholders.contrast}
      id="contrast"
      lead="Contrast"
      accent="Pairings"
    >
      <p className="mb-6 max-w-2xl">
        Computed when the site is built, from the same tokens: a brand whose colours cannot reach
        these minimums stops the build.
      </p>
      <div className="grid gap-6 xl:grid-cols-2">
        {(['dark', 'light'] as const).map((scheme) => (
          // Scrolls sideways on phones: focusable and named, so keyboards can scroll it too.
          <section
            key={scheme}
            tabIndex={0}
            aria-label={`${scheme === 'dark' ? 'Dark' : 'Light'} theme: table of ratios, scrolls sideways`}
            className={`${schemeClass[scheme]} overflow-x-auto rounded-card bg-card text-body`}
          >
            <table className="w-full min-w-[36rem] text-left text-sm">
              <caption className="p-3 text-left text-base font-bold text-heading">
                {scheme === 'dark' ? 'Dark theme' : 'Light theme'}
              </caption>
              <thead className="text-heading">
                <tr>
                  <th scope="col" className="p-3">
                    Use
                  </th>
                  <th scope="col" className="p-3">
                    Text or line
                  </th>
                  <th scope="col" className="p-3">
                    On
                  </th>
                  <th scope="col" className="p-3">
                    Ratio
                  </th>
                  <th scope="col" className="p-3">
                    AA minimum
                  </th>
                </tr>
              </thead>
              <tbody>
                {theme.schemes[scheme].pairings.map((pair) => (
                  <tr key={`${pair.fgToken} ${pair.bgToken}`} className="border-t border-muted/60">
                    <td className="p-3">{pair.use}</td>
                    <td className="p-3 font-mono">{`${pair.fgToken} ${pair.fg}`}</td>
                    <td className="p-3 font-mono">{`${pair.bgToken} ${pair.bg}`}</td>
                    <td className="p-3 font-bold text-heading">{ratio(pair.ratio)}</td>
                    <td className="p-3">{`${pair.min}:1`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))}
      </div>
    </Section>
  );
}
