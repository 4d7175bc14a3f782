import { Button } from '@/components/ui/button';
import {
  buttonVariants,
  buttonWidths,
  type ButtonVariant,
  type ButtonWidth,
} from '@/components/ui/button-variants';
import { ThemeSwitch } from '@/components/layout/theme-switch';
import { Section } from '@/components/ui/section';
import { THEME_CHOICES } from '@/lib/theme-scheme';
import { sectionPlaceholders } from './section-placeholders';

// data-look shows a state without the pointer or focus it needs (tailwind.config.ts adds
// it to every hover: utility, app/globals.css to the focus ring). The buttons stay inert.
const looks = [
  { name: 'Rest', look: undefined },
  { name: 'Hover', look: 'hover' },
  { name: 'Focus', look: 'focus' },
] as const;

const labels: Record<ButtonVariant, string> = {
  primary: 'Browse Now',
  secondary: 'Go To Profile',
  muted: 'Downloaded',
};

/** Every button variant at rest, hovered and focused, the theme switch in each state, and each width option. */
export function ButtonStates() {
  const variants = Object.keys(buttonVariants) as ButtonVariant[];
  return (
    <Section
      placeholder={sectionPlaceholders.buttons}
      id="buttons"
      lead="Buttons And"
      accent="States"
    >
      <div className="overflow-hidden rounded-card bg-card p-5 sm:p-8">
        <div className="grid gap-8 md:grid-cols-3">
          {looks.map(({ name, look }) => (
            <div key={name}>
              <h3 className="mb-4 text-lg font-bold text-heading">{name}</h3>
              <div className="flex flex-col items-start gap-5">
                {variants.map((variant) => (
                  <Button key={variant} variant={variant} data-look={look}>
                    {labels[variant]}
                  </Button>
                ))}
              </div>
            </div>
          ))}
        </div>
        <h3 className="mb-4 mt-10 text-lg font-bold text-heading">Theme switch</h3>
        {/* Each state as a still (the header's own switch is the working one). */}
        <div className="flex flex-wrap gap-5">
          {THEME_CHOICES.map((choice) => (
            <ThemeSwitch key={choice} locale="en" still={choice} />
          ))}
        </div>
        <h3 className="mb-4 mt-10 text-lg font-bold text-heading">Widths</h3>
        <div className="grid gap-5">
          {(Object.keys(buttonWidths) as ButtonWidth[]).map((width) => (
            <div key={width} className="grid items-center gap-3 sm:grid-cols-[6rem_1fr]">
              <span className="text-sm font-bold text-heading">{width}</span>
              {/* A block of its own: a grid cell would stretch the auto width. */}
              <div>
                <Button width={width}>{labels.primary}</Button>
              </div>
            </div>
          ))}
        </div>
      </div>
    </Section>
  );
}
