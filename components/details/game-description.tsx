import type { ReactNode } from 'react';
import { Section } from '@/components/ui/section';
import { getMessages } from '@/lib/render/i18n';

/**
 * "About Game": the game's words, then its action: the details screen's inert download
 * button, or a game page's store link (components/games/game-action.tsx).
 */
export function GameDescription({ action, children }: { action: ReactNode; children: ReactNode }) {
  const { details } = getMessages();
  return (
    <Section id="about-game" lead={details.aboutLead} accent={details.aboutAccent} tone="boxed">
      <div className="space-y-4">{children}</div>
      <div className="mt-8 flex justify-center">{action}</div>
    </Section>
  );
}
