import { clsx } from 'clsx';
import { arabic } from '@/lib/fonts';
import { Section } from '@/components/ui/section';
import { typeScale } from '@/data/styleguide';
import { messagesFor } from '@/lib/render/i18n';
import { locales } from '@/lib/core/locales.mjs';
import { sectionPlaceholders } from './section-placeholders';

/** Which face sets each language's script (lib/fonts.ts, app/globals.css). */
const faces: Record<string, string> = {
  en: 'Latin · Poppins',
  de: 'Latin · Poppins',
  ja: 'Japanese · the system face (Hiragino, Noto Sans JP, Yu Gothic), Latin in Poppins',
  ar: 'Arabic · Cairo, Arabic pages only; Latin in Poppins',
};

/** The type sizes the screens use, each set in its own class, and the type in every script. */
export function TypeScale() {
  return (
    <Section placeholder={sectionPlaceholders.type} id="type" lead="Type" accent="Scale">
      <p className="mb-6">
        Poppins, self-hosted; sizes in rem, so a larger browser font enlarges them.
      </p>
      <ul className="divide-y divide-muted/60 rounded-card bg-card px-5">
        {typeScale.map((type) => (
          <li
            key={type.name}
            className="grid gap-2 py-5 md:grid-cols-[12rem_1fr] md:items-baseline"
          >
            <span className="text-sm">
              <span className="block font-bold text-heading">{type.name}</span>
              {`${type.size} · ${type.use}`}
            </span>
            <span className={`break-words text-heading ${type.className}`}>
              Find your next world
            </span>
          </li>
        ))}
      </ul>
      <h3 className="mb-4 mt-10 text-lg font-bold text-heading">In every script</h3>
      {/* Cairo's variable here, so the Arabic line is set in it as on the Arabic pages. */}
      <ul className={clsx('divide-y divide-muted/60 rounded-card bg-card px-5', arabic.variable)}>
        {locales.map(({ code, name, dir }) => {
          const { home, site } = messagesFor(code);
          return (
            <li key={code} className="grid gap-2 py-5 md:grid-cols-[12rem_1fr] md:items-baseline">
              <span className="text-sm">
                <span lang={code} className="block font-bold text-heading">
                  {name}
                </span>
                {faces[code]}
              </span>
              <span lang={code} dir={dir} className="min-w-0">
                <span className="block text-3xl font-bold leading-tight text-heading">
                  {`${home.headingLead} `}
                  <span className="text-accent-ink">{home.headingAccent}</span>
                </span>
                <span className="mt-2 block text-body">{site.tagline}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
