import { BrowseScreen } from '@/components/screens/browse-screen';
import { rootPage } from '@/lib/locale-page';
import { screenMetadata } from '@/lib/screen-metadata';

export const metadata = screenMetadata('/browse/', 'en');

export default rootPage(BrowseScreen);
