import { DetailsScreen } from '@/components/screens/details-screen';
import { rootPage } from '@/lib/locale-page';
import { screenMetadata } from '@/lib/screen-metadata';

export const metadata = screenMetadata('/details/', 'en');

export default rootPage(DetailsScreen);
