import { Button } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { detailsGame } from '@/data/details';

export function GameDescription() {
  return (
    <Section id="about-game" lead="About" accent="The Game" tone="boxed">
      <div className="space-y-4">
        {detailsGame.description.map((paragraph) => (
          <p key={paragraph.slice(0, 24)}>{paragraph}</p>
        ))}
      </div>
      <div className="mt-8 flex justify-center">
        <Button width="fixed" className="sm:w-auto">
          Download {detailsGame.name} Now
        </Button>
      </div>
    </Section>
  );
}
