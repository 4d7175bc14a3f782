import { Section } from '@/components/ui/section';
import { Artwork } from '@/components/ui/artwork';
import catalogue from '@/data/artwork.json';
import { art, type ArtworkSlug } from '@/data/artwork';
import { Specimen } from './specimen';
import { sectionPlaceholders } from './section-placeholders';

const entries = Object.entries(catalogue).filter(([slug]) => slug !== '$comment') as [
  ArtworkSlug,
  { scene: string; seed?: number; palette: string },
][];

/** Every generated picture with its slug, scene and seed; loaded as it scrolls into view. */
export function ArtworkCatalogue() {
  return (
    <Section
      placeholder={sectionPlaceholders.artwork}
      id="artwork"
      lead="Artwork"
      accent="Catalogue"
    >
      <p className="mb-6">
        {`${entries.length} pictures drawn at build time by scripts/generate-art.mjs from data/artwork.json; the palettes follow the brand's hue.`}
      </p>
      <ul className="grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-6">
        {entries.map(([slug, entry]) => (
          <li key={slug}>
            <Specimen
              label={slug}
              detail={`${entry.scene}${entry.seed === undefined ? '' : `, seed ${entry.seed}`}, ${entry.palette}`}
            >
              <Artwork
                src={art(slug)}
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
