import { PictureViewer } from '@/components/media/picture-viewer';
import { Artwork } from '@/components/ui/artwork';
import { Section } from '@/components/ui/section';
import { fullSizeOf } from '@/data/artwork';
import { format } from '@/lib/core/messages.mjs';
import { getMessages } from '@/lib/render/i18n';

type Shot = { readonly src: string; readonly alt: string };

/**
 * The game's screenshots; each opens larger in the viewer (components/media/picture-viewer.tsx),
 * or, without JavaScript, as its full-size picture.
 */
export function Screenshots({ name, shots }: { name: string; shots: readonly Shot[] }) {
  const { details, media } = getMessages();
  const viewer = 'screenshot-viewer';
  return (
    <Section id="screenshots" lead={name} accent={details.screenshots}>
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-3" data-gallery={viewer}>
        {shots.map((shot) => (
          <li key={shot.src}>
            <a
              href={fullSizeOf(shot.src)}
              data-gallery-item=""
              className="block rounded-media hover:opacity-90"
            >
              <Artwork
                src={shot.src}
                alt={shot.alt}
                sizes="(min-width: 1320px) 370px, (min-width: 768px) 28vw, 92vw"
                className="aspect-video w-full rounded-media object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
      <PictureViewer id={viewer} label={format(media.viewer, { name })} />
    </Section>
  );
}
