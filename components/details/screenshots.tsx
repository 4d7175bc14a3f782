import { Artwork } from '@/components/ui/artwork';
import { Section } from '@/components/ui/section';
import { detailsGame } from '@/data/details';

export function Screenshots() {
  return (
    <Section id="screenshots" lead={detailsGame.name} accent="Screenshots">
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {detailsGame.screenshots.map((shot) => (
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
