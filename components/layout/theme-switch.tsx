import { Monitor, Moon, Sun } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { messagesFor, type LocaleCode } from '@/lib/render/i18n';
import { THEME_CHOICES, type ThemeChoice } from '@/lib/theme-scheme';

const icons = { system: Monitor, light: Sun, dark: Moon } as const satisfies Record<
  ThemeChoice,
  unknown
>;

/**
 * System, Light and Dark as three toggle buttons (aria-pressed), named in the page's
 * language. lib/theme-scheme.ts runs them (an inline script after the header), so they work
 * before hydration; without JavaScript the group is not shown (app/globals.css) and the
 * page follows the system. 28 px targets (the row stays 44 px tall), the focus ring of every control.
 */
export function ThemeSwitch({
  locale,
  still,
}: {
  locale: LocaleCode;
  /** The style guide's inert copy, shown with this choice pressed; the script leaves it alone. */
  still?: ThemeChoice;
}) {
  const { nav } = messagesFor(locale);
  const names: Record<ThemeChoice, string> = {
    system: nav.themeSystem,
    light: nav.themeLight,
    dark: nav.themeDark,
  };
  return (
    // gap-1.5 and p-1.5: a button's focus ring (3 px wide, 2 px out) clears its neighbours
    // and the group's edge, so all of it is drawn on the page (WCAG 2.4.13's area).
    <div
      role="group"
      aria-label={still ? `${nav.theme}: ${names[still]} (example)` : nav.theme}
      // Hidden without JavaScript (app/globals.css); the style guide's stills always show.
      data-theme-switch={still ? undefined : ''}
      className="inline-flex shrink-0 items-center gap-1.5 self-start rounded-full border border-muted p-1.5 lg:self-center"
    >
      {THEME_CHOICES.map((choice) => (
        <button
          key={choice}
          type="button"
          data-theme-choice={still ? undefined : choice}
          aria-pressed={choice === (still ?? 'system')}
          // The head script may have pressed the stored choice before hydration.
          suppressHydrationWarning
          // A transparent edge that forced colours paint (every button keeps one there), and
          // the pressed choice in the system's highlight, where the accent fill is dropped.
          className="inline-flex size-7 items-center justify-center rounded-full border border-transparent text-body aria-pressed:bg-accent aria-pressed:text-accent-label hover:text-heading forced-colors:aria-pressed:bg-[Highlight] forced-colors:aria-pressed:text-[HighlightText]"
        >
          <Icon icon={icons[choice]} className="size-4" />
          <span className="sr-only">{names[choice]}</span>
        </button>
      ))}
    </div>
  );
}
