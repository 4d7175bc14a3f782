import { AccessibilityIndexScreen } from '@/components/screens/accessibility-index-screen';
import { localeOf, localePage, type LocaleParams } from '@/lib/locale-page';
import { accessibilityIndexMetadata } from '@/lib/screen-metadata';

export const generateMetadata = async ({ params }: LocaleParams) =>
  accessibilityIndexMetadata(await localeOf(params));

export default localePage(AccessibilityIndexScreen);
