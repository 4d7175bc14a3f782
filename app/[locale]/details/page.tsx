import { DetailsScreen } from '@/components/screens/details-screen';
import { localeMetadata, localePage } from '@/lib/locale-page';

export const generateMetadata = localeMetadata('/details/');

export default localePage(DetailsScreen);
