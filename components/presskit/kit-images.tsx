import { ScreenshotGallery } from '@/components/media/screenshot-gallery';
import type { KitDownload } from '@/data/presskit';
import type { KitPicture } from '@/lib/presskit/kit.mjs';
import { getMessages } from '@/lib/render/i18n';
import { format } from '@/lib/core/messages.mjs';
import { KitDownloads } from './kit-downloads';

/**
 * Every picture of the kit, opening in the viewer, each named as images.zip names it; then
 * the archive (or its parts) to take them all at full size.
 */
export function KitImages({
  name,
  pictures,
  downloads,
}: {
  name: string;
  pictures: readonly KitPicture[];
  downloads: readonly KitDownload[];
}) {
  const { presskit: words, media } = getMessages();
  const altOf = ({ role, alt }: KitPicture) =>
    role === 'keyArt'
      ? format(words.keyArt, { name })
      : role === 'cover'
        ? format(words.cover, { name })
        : role === 'poster'
          ? format(words.poster, { title: alt ?? name })
          : (alt ?? name);
  return (
    <>
      <ScreenshotGallery
        shots={pictures.map((picture) => ({ src: picture.src, alt: altOf(picture) }))}
        captions={pictures.map((picture) => picture.file)}
        viewer="kit-viewer"
        label={format(media.viewer, { name })}
        sizes="(min-width: 1320px) 270px, (min-width: 1024px) 22vw, (min-width: 640px) 44vw, 92vw"
        className="grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4"
      />
      <KitDownloads what={words.imagesArchive} files={downloads} />
    </>
  );
}
