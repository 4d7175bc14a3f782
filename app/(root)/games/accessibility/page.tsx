import { AccessibilityIndexScreen } from '@/components/screens/accessibility-index-screen';
import { rootPage } from '@/lib/locale-page';
import { accessibilityIndexMetadata } from '@/lib/screen-metadata';

export const metadata = accessibilityIndexMetadata('en');

export default rootPage(AccessibilityIndexScreen);
