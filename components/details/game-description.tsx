import { Button } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { detailsGame } from '@/data/details';
import { getMessages } from '@/lib/i18n';
import { format } from '@/lib/translations.mjs';

export function GameDescription() {
  const { details } = getMessages();
  const game = detailsGame();
  return (
    <Section id="about-game" lead={details.aboutLead} accent={details.aboutAccent} tone="boxed">
      <div className="space-y-4">
        {game.description.map((paragraph) => (
          <p key={paragraph.slice(0, 24)}>{paragraph}</p>
        ))}
      </div>
      <div className="mt-8 flex justify-center">
        <Button width="fixed" className="sm:w-auto">
          {format(details.downloadNow, { name: game.name })}
        </Button>
      </div>
    </Section>
  );
}
