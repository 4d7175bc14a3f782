import { Artwork } from '@/components/ui/artwork';
import { Section } from '@/components/ui/section';
import { detailsGame } from '@/data/details';
import { getMessages } from '@/lib/i18n';

export function Screenshots() {
  const { details } = getMessages();
  const game = detailsGame();
  return (
    <Section id="screenshots" lead={game.name} accent={details.screenshots}>
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {game.screenshots.map((shot) => (
          <li key={shot.src}>
            <Artwork
              src={shot.src}
              alt={shot.alt}
              sizes="(min-width: 1320px) 370px, (min-width: 768px) 28vw, 92vw"
              className="aspect-video w-full rounded-media object-cover"
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
