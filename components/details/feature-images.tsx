import { clsx } from 'clsx';
import { Artwork } from '@/components/ui/artwork';

type Shot = { readonly src: string; readonly alt: string };

/** The game's key art at the top of its page: two side by side from `md` up, or one full width. */
export function FeatureImages({ images }: { images: readonly Shot[] }) {
  const paired = images.length > 1;
  return (
    <div className={clsx('grid grid-cols-1 gap-6', paired && 'md:grid-cols-2')}>
      {images.map((image, index) => (
        <Artwork
          key={image.src}
          src={image.src}
          alt={image.alt}
          priority={index === 0}
          sizes={
            paired
              ? '(min-width: 1320px) 570px, (min-width: 768px) 44vw, 92vw'
              : '(min-width: 1320px) 1170px, 92vw'
          }
          className="aspect-video w-full rounded-card object-cover"
        />
      ))}
    </div>
  );
}
