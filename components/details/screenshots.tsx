import { Artwork } from '@/components/ui/artwork';
import { Section } from '@/components/ui/section';
import { getMessages } from '@/lib/render/i18n';

type Shot = { readonly src: string; readonly alt: string };

export function Screenshots({ name, shots }: { name: string; shots: readonly Shot[] }) {
  const { details } = getMessages();
  return (
    <Section id="screenshots" lead={name} accent={details.screenshots}>
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {shots.map((shot) => (
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
