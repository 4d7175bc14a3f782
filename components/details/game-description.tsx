import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { getMessages } from '@/lib/render/i18n';
import { format } from '@/lib/core/messages.mjs';

/** "About Game": the game's words, then the inert download button. */
export function GameDescription({ name, children }: { name: string; children: ReactNode }) {
  const { details } = getMessages();
  return (
    <Section id="about-game" lead={details.aboutLead} accent={details.aboutAccent} tone="boxed">
      <div className="space-y-4">{children}</div>
      <div className="mt-8 flex justify-center">
        <Button width="fixed" className="sm:w-auto">
          {format(details.downloadNow, { name })}
        </Button>
      </div>
    </Section>
  );
}
