import { HomeScreen } from '@/components/screens/home-screen';
import { rootPage } from '@/lib/locale-page';
import { screenMetadata } from '@/lib/screen-metadata';

export const metadata = screenMetadata('/', 'en');

export default rootPage(HomeScreen);
