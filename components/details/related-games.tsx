import type { ReactNode } from 'react';
import { Section } from '@/components/ui/section';
import { getMessages } from '@/lib/render/i18n';

/**
 * "Related Games". The spec names the list but not its games: on /details/ it shows the
 * library sample (README notes this), on a game page the games its catalogue entry names.
 */
export function RelatedGames({ children }: { children: ReactNode }) {
  const { details } = getMessages();
  return (
    <Section id="related-games" lead={details.relatedLead} accent={details.relatedAccent}>
      {children}
    </Section>
  );
}
