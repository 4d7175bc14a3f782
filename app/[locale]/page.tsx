import { HomeScreen } from '@/components/screens/home-screen';
import { localeMetadata, localePage } from '@/lib/locale-page';

export const generateMetadata = localeMetadata('/');

export default localePage(HomeScreen);
