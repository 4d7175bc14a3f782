import { StudioPageScreen } from '@/components/screens/studio-page-screen';
import { localeStudioPage, localeStudioPageMetadata, studioPageParams } from '@/lib/studio-page';

// A page the studio wrote (data/content/pages/), at its address in this language. At the
// root, each page has a route file of its own (scripts/page-routes.mjs).
export const dynamicParams = false;
export const generateStaticParams = studioPageParams;
export const generateMetadata = localeStudioPageMetadata;

export default localeStudioPage(StudioPageScreen);
