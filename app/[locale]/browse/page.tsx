import { BrowseScreen } from '@/components/screens/browse-screen';
import { localeMetadata, localePage } from '@/lib/locale-page';

export const generateMetadata = localeMetadata('/browse/');

export default localePage(BrowseScreen);
