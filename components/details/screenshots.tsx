import { ScreenshotGallery } from '@/components/media/screenshot-gallery';
import { Section } from '@/components/ui/section';
import { format } from '@/lib/core/messages.mjs';
import { getMessages } from '@/lib/render/i18n';

type Shot = { readonly src: string; readonly alt: string };

/** The game's screenshots, each opening larger in the viewer. */
export function Screenshots({ name, shots }: { name: string; shots: readonly Shot[] }) {
  const { details, media } = getMessages();
  return (
    <Section id="screenshots" lead={name} accent={details.screenshots}>
      <ScreenshotGallery
        shots={shots}
        viewer="screenshot-viewer"
        label={format(media.viewer, { name })}
        sizes="(min-width: 1320px) 370px, (min-width: 768px) 28vw, 92vw"
        className="grid-cols-1 gap-6 md:grid-cols-3"
      />
    </Section>
  );
}
