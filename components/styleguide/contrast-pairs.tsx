import { Section } from '@/components/ui/section';
import { theme } from '@/lib/theme';
import { sectionPlaceholders } from './section-placeholders';

/** WCAG ratios are floored, never rounded up: 4.496 is not 4.5. */
const ratio = (value: number) => `${(Math.floor(value * 100) / 100).toFixed(2)}:1`;

/** Every text and background pairing the design uses, measured at build (lib/brand.mjs). */
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
      {/* Scrolls sideways on phones: focusable and named, so keyboards can scroll it too. */}
      <section
        tabIndex={0}
        aria-label="Table of ratios, scrolls sideways"
        className="overflow-x-auto rounded-card bg-card"
      >
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">Contrast of each pairing, with the WCAG AA minimum</caption>
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
            {theme.pairings.map((pair) => (
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
    </Section>
  );
}
