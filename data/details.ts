import { art } from './artwork';
import brand from './brand.json';

// The details screen shows one fixed sandbox game (spec §2): no route parameter selects it.
// Alt texts name no colours: the art's hues follow the brand's accent.
export const detailsGame = {
  name: 'Terraloom',
  // The brand's own studio made it: the company name follows data/brand.json.
  studio: brand.companyName,
  cover: art('cover-terraloom'),
  featureImages: [
    { src: art('details-feature-1'), alt: 'Terraloom key art: terraced valleys under a dawn sky' },
    {
      src: art('details-feature-2'),
      alt: 'Terraloom key art: faceted peaks fading into fog',
    },
  ],
  screenshots: [
    { src: art('details-shot-1'), alt: 'Terraloom gameplay: building a ridge-top camp at dawn' },
    { src: art('details-shot-2'), alt: 'Terraloom gameplay: mining an ember canyon' },
    {
      src: art('details-shot-3'),
      alt: 'Terraloom gameplay: a starlit night over the floating isles',
    },
  ],
  description: [
    'Terraloom drops you onto a loose thread of floating islands and hands you the loom that weaves them. Raise terraces, carve rivers and stitch new land between the isles, then defend what you built when the storm seasons roll in.',
    'This is placeholder copy for the showcase: every figure on this page is sample data, and the download button below is for display only.',
  ],
} as const;
