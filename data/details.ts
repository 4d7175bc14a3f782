import { localContent } from './content';
import brand from './brand.json';

// The details screen shows one fixed game (spec §2): no route parameter selects it. Its words
// and pictures are data/content/details.json; the studio is the brand's own company.
export const detailsGame = () => ({ ...localContent().details.game, studio: brand.companyName });
