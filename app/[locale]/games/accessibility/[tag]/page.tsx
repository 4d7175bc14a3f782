import { AccessibilityTagScreen } from '@/components/screens/accessibility-tag-screen';
import { tagPage, tagPageMetadata, tagParams } from '@/lib/locale-page';

// One page per accessibility tag a game lists; any other tag is the 404 page.
export const dynamicParams = false;
export const generateStaticParams = tagParams;
export const generateMetadata = tagPageMetadata;

export default tagPage(AccessibilityTagScreen);
