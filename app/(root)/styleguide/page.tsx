import { ArtworkCatalogue } from '@/components/styleguide/artwork-catalogue';
import { BadgesAndHeadings } from '@/components/styleguide/badges-and-headings';
import { ButtonStates } from '@/components/styleguide/button-states';
import { CardGallery } from '@/components/styleguide/card-gallery';
import { ColourTokens } from '@/components/styleguide/colour-tokens';
import { ContrastPairs } from '@/components/styleguide/contrast-pairs';
import { MediaParts } from '@/components/styleguide/media-parts';
import { PhoneHeaders } from '@/components/styleguide/phone-headers';
import { PlayerFacts } from '@/components/styleguide/player-facts';
import { ScreenFrames } from '@/components/styleguide/screen-frames';
import { ShapeTokens } from '@/components/styleguide/shape-tokens';
import { StyleguideIntro } from '@/components/styleguide/styleguide-intro';
import { TypeScale } from '@/components/styleguide/type-scale';
import { pageMetadata } from '@/lib/metadata';
import { styleguideRoute } from '@/lib/core/paths';

export const metadata = {
  ...pageMetadata({
    title: 'Design system',
    description:
      'The living style guide: colour tokens and their contrast, type, spacing, buttons in every state, cards, error screens, trailers and the screenshot viewer, phone navigation and the artwork catalogue.',
    path: styleguideRoute,
    alone: true,
  }),
  robots: { index: false },
};

export default function StyleguidePage() {
  return (
    <>
      <StyleguideIntro />
      <ColourTokens />
      <ContrastPairs />
      <TypeScale />
      <ShapeTokens />
      <ButtonStates />
      <BadgesAndHeadings />
      <CardGallery />
      <ScreenFrames />
      <MediaParts />
      <PlayerFacts />
      <PhoneHeaders />
      <ArtworkCatalogue />
    </>
  );
}
