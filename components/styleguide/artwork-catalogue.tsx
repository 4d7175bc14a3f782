import { Section } from '@/components/ui/section';
import { Artwork } from '@/components/ui/artwork';
import { artworkCatalogue } from '@/data/artwork-catalogue';
import { Specimen } from './specimen';
import { sectionPlaceholders } from './section-placeholders';

/**
 * Every picture the site shows, with where it comes from (drawn from data/artwork.json,
 * drawn for a content entry, or a studio's file), its size, focal point and widths.
 */
export function ArtworkCatalogue() {
  const files = artworkCatalogue.filter((picture) => picture.source === 'file').length;
  return (
    <Section
      placeholder={sectionPlaceholders.artwork}
      id="artwork"
      lead="Artwork"
      accent="Catalogue"
    >
      <p className="mb-6">
        {`${artworkCatalogue.length} pictures: ${artworkCatalogue.length - files} drawn at build time by scripts/generate-art.mjs (the palettes follow the brand's hue), ${files} from data/pictures/.`}
      </p>
      <ul className="grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-6">
        {artworkCatalogue.map((picture) => (
          <li key={picture.slug}>
            <Specimen
              label={picture.slug}
              detail={
                <>
                  <span className="block">{picture.origin}</span>
                  <span className="block">{picture.size}</span>
                  <span className="block">{picture.widths}</span>
                  {picture.focal ? <span className="block">{picture.focal}</span> : null}
                </>
              }
            >
              <Artwork
                src={picture.src}
                alt=""
                size={160}
                className="h-auto w-full rounded-media bg-card"
              />
            </Specimen>
          </li>
        ))}
      </ul>
    </Section>
  );
}
