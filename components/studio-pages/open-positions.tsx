import type { StudioPage } from '@/lib/content/types';
import { getLocale, getMessages } from '@/lib/render/i18n';
import { defaultLocale } from '@/lib/core/locales.mjs';
import { JobPosition } from './job-position';

/** The careers page's open positions, or a line saying there are none (and no JobPosting). */
export function OpenPositions({ page, href }: { page: StudioPage; href: string }) {
  const { studioPages: words } = getMessages();
  const { code } = getLocale();
  return (
    <section aria-labelledby="open-positions" className="mt-12">
      <h2 id="open-positions" className="scroll-mt-6 text-2xl font-bold text-heading">
        {words.openPositions}
      </h2>
      {page.positions.length === 0 ? (
        <p className="mt-4 text-body">{words.noPositions}</p>
      ) : (
        <>
          {code === defaultLocale ? null : (
            <p className="mt-2 text-sm text-body">{words.positionsLanguage}</p>
          )}
          <ul className="mt-6 space-y-6">
            {page.positions.map((position) => (
              <li key={position.id}>
                <JobPosition position={position} href={href} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
