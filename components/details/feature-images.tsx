import { Artwork } from '@/components/ui/artwork';
import { detailsGame } from '@/data/details';

export function FeatureImages() {
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
      {detailsGame().featureImages.map((image, index) => (
        <Artwork
          key={image.src}
          src={image.src}
          alt={image.alt}
          priority={index === 0}
          sizes="(min-width: 1320px) 570px, (min-width: 768px) 44vw, 92vw"
          className="aspect-video w-full rounded-card object-cover"
        />
      ))}
    </div>
  );
}
