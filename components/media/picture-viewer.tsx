import { ChevronLeft, ChevronRight, X } from 'lucide';
import { schemeClass } from '@/components/styleguide/scheme-class';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { getMessages } from '@/lib/render/i18n';

const control =
  'flex size-11 items-center justify-center rounded-full border-2 border-transparent bg-raised text-heading hover:bg-accent hover:text-accent-label';

/**
 * The gallery's viewer: a native modal dialog, empty until a thumbnail opens it
 * (lib/media.ts fills the picture and the count), so nothing loads before then. Its box
 * has the pictures' shape whatever is in it, so nothing moves as a picture arrives. It is
 * dark in either theme: its controls and count sit on a black backdrop, where the light
 * theme's ink would not read.
 */
export function PictureViewer({ id, label }: { id: string; label: string }) {
  const { media } = getMessages();
  return (
    <dialog
      id={id}
      aria-label={label}
      data-viewer=""
      data-position={media.position}
      className={cn(
        'picture-viewer w-[min(94vw,1280px,calc((100dvh-8.5rem)*16/9))] max-w-none touch-pan-y bg-transparent p-0 text-body backdrop:bg-black/85',
        schemeClass.dark,
      )}
    >
      <div className="flex flex-col gap-3">
        <div className="flex justify-end">
          <button type="button" data-viewer-close="" className={control}>
            <Icon icon={X} />
            <span className="sr-only">{media.close}</span>
          </button>
        </div>
        <div
          data-viewer-picture=""
          data-sizes="min(94vw, 1280px, calc((100vh - 8.5rem) * 16 / 9))"
          data-image-class="aspect-video size-full object-contain"
          className="aspect-video w-full overflow-hidden rounded-card bg-card"
          dangerouslySetInnerHTML={{ __html: '' }}
        />
        <div className="flex items-center justify-between gap-3">
          <button type="button" data-viewer-step="-1" className={control}>
            <Icon icon={ChevronLeft} className="rtl:-scale-x-100" />
            <span className="sr-only">{media.previous}</span>
          </button>
          <p
            data-viewer-position=""
            aria-live="polite"
            className="font-bold tabular-nums text-heading"
            dangerouslySetInnerHTML={{ __html: '' }}
          />
          <button type="button" data-viewer-step="1" className={control}>
            <Icon icon={ChevronRight} className="rtl:-scale-x-100" />
            <span className="sr-only">{media.next}</span>
          </button>
        </div>
      </div>
    </dialog>
  );
}
