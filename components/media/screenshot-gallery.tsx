import { Artwork } from '@/components/ui/artwork';
import { fullSizeOf } from '@/data/artwork';
import { cn } from '@/lib/cn';
import { PictureViewer } from './picture-viewer';

type Shot = { readonly src: string; readonly alt: string };

/**
 * Thumbnails that open in the viewer (lib/media.ts), or, without JavaScript, link to
 * their full-size pictures; the viewer beside them, empty until one is opened.
 */
export function ScreenshotGallery({
  shots,
  captions,
  viewer,
  label,
  sizes,
  className,
}: {
  shots: readonly Shot[];
  /** A line under each thumbnail: a press kit names each picture's file. */
  captions?: readonly string[];
  /** The viewer's id, unique on the page. */
  viewer: string;
  /** The viewer's accessible name: "Neon Vanguard screenshots". */
  label: string;
  sizes: string;
  /** The grid's columns and gaps. */
  className: string;
}) {
  return (
    <>
      <ul className={cn('grid', className)} data-gallery={viewer}>
        {shots.map((shot, index) => (
          <li key={shot.src}>
            <a
              href={fullSizeOf(shot.src)}
              data-gallery-item=""
              className="block rounded-media hover:opacity-90"
            >
              <Artwork
                src={shot.src}
                alt={shot.alt}
                sizes={sizes}
                className="aspect-video w-full rounded-media object-cover"
              />
            </a>
            {captions?.[index] ? (
              <p className="mt-2 break-all text-sm text-body">
                {/* A file name reads left to right, at the start of the line in any language. */}
                <span dir="ltr">{captions[index]}</span>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <PictureViewer id={viewer} label={label} />
    </>
  );
}
