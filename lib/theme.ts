import brand from '@/data/brand.json';
import { brandTheme, checkBrand } from './brand.mjs';

// The brand's colours for the app (theme colour, manifest), derived as Tailwind's tokens
// are (tailwind.config.ts reads the same file through lib/brand.mjs).
export const theme = brandTheme(checkBrand(brand));
